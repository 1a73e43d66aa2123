// Dollar values under the swap inputs (issue #16, spec 000 §9): typed WETH is valued at the
// devnet's WETH/USDC price, the USDC output at its own amount, and dust reads "$-".
import type { Locator } from '@playwright/test';
import { Contract, formatUnits } from 'ethers';
import { expect, test } from '../src/fixtures';

const PAIR = ['function getReserves() view returns (uint112, uint112, uint32)'];

/** The "$1,234.56" line of an input panel, as a number of dollars. */
async function dollarsIn(panel: Locator): Promise<number> {
  const line = panel.getByText(/^\$[\d,]+\.\d\d$/);
  await expect(line).toBeVisible();
  return Number(((await line.textContent()) ?? '').replace(/[$,]/g, ''));
}

test('typed WETH shows its dollar value at the devnet WETH/USDC price', async ({
  page,
  devnet,
}) => {
  const { WETH, USDC } = devnet.deployment.tokens;
  const pairAddress = devnet.deployment.v2Pairs.find(
    (pair) => pair.exchange === 'uniswap' && pair.tokens.join('/') === 'WETH/USDC',
  )?.address;
  if (!pairAddress) throw new Error('the devnet has no WETH/USDC pair');
  const [reserve0, reserve1] = (await new Contract(pairAddress, PAIR, devnet.client.provider)
    .getFunction('getReserves')
    .staticCall()) as [bigint, bigint];
  const wethFirst = WETH.address.toLowerCase() < USDC.address.toLowerCase();
  const [wethReserve, usdcReserve] = wethFirst ? [reserve0, reserve1] : [reserve1, reserve0];
  const wethPrice = Number(formatUnits(usdcReserve, 6)) / Number(formatUnits(wethReserve, 18));

  await page.goto(`/swap?inputCurrency=${WETH.address}&outputCurrency=${USDC.address}`);
  const from = page.getByRole('region', { name: 'From' });
  const to = page.getByRole('region', { name: /^To/ }); // "To (at least)" once there is a trade
  await from.getByRole('textbox', { name: 'From' }).fill('1.5');

  // Within 2%: the app may price through the v3 pools, which traders moved a little differently.
  const inputValue = await dollarsIn(from);
  expect(Math.abs(inputValue / (1.5 * wethPrice) - 1)).toBeLessThan(0.02);
  await expect(from.getByText(/^\$/)).toHaveAttribute('title', 'Value in US dollars');

  // The USDC output is worth its own amount (shown to 6 digits, valued to the cent).
  await expect(to.getByRole('textbox', { name: /^To/ })).not.toHaveValue('');
  const outputAmount = Number(await to.getByRole('textbox', { name: /^To/ }).inputValue());
  expect(Math.abs((await dollarsIn(to)) - outputAmount)).toBeLessThan(0.0101);

  // Under one cent: "$-".
  await from.getByRole('textbox', { name: 'From' }).fill('0.000001');
  await expect(from.getByText('$-', { exact: true })).toBeVisible();
});
