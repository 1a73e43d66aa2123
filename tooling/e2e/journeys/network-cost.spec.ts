// The network cost on the swap review (issue #31 §2): before the wallet opens, the review shows
// what the swap will cost in ETH and in dollars, from the write path's own estimate and the node's
// gas price; the swap then sent costs about that.
import { Contract, formatEther, formatUnits, parseEther } from 'ethers';
import { closeSubmittedDialog, connectWallet, swapFromEthUrl } from '../src/app';
import { type E2EDevnet, expect, test } from '../src/fixtures';

const PAIR = ['function getReserves() view returns (uint112, uint112, uint32)'];

/** The devnet's V2 WETH/USDC price in dollars per ETH. */
async function ethPrice(devnet: E2EDevnet): Promise<number> {
  const { WETH, USDC } = devnet.deployment.tokens;
  const pair = devnet.deployment.v2Pairs.find(
    (candidate) => candidate.exchange === 'uniswap' && candidate.tokens.join('/') === 'WETH/USDC',
  );
  if (!pair) throw new Error('the devnet has no WETH/USDC pair');
  const [reserve0, reserve1] = (await new Contract(pair.address, PAIR, devnet.client.provider)
    .getFunction('getReserves')
    .staticCall()) as [bigint, bigint];
  const wethFirst = WETH.address.toLowerCase() < USDC.address.toLowerCase();
  const [weth, usdc] = wethFirst ? [reserve0, reserve1] : [reserve1, reserve0];
  return Number(formatUnits(usdc, 6)) / Number(formatUnits(weth, 18));
}

test('the swap review shows the network cost in ETH and dollars before the wallet opens', async ({
  page,
  devnet,
  wallet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  await connectWallet(page, wallet, swapFromEthUrl(USDC.address, '1'));
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Confirm Swap' });
  const row = review.getByTestId('network-cost');
  await expect(row.getByRole('term')).toHaveText('Network cost');
  const cost = row.getByRole('definition');
  await expect(cost).toHaveText(/^[\d.,]+ ETH \(\$[\d,]+\.\d\d\)$/);
  const text = (await cost.textContent()) ?? '';
  const [, ethText = '', usdText = ''] = /^([\d.,]+) ETH \(\$([\d,.]+)\)$/.exec(text) ?? [];
  const eth = Number(ethText.replace(/,/g, ''));
  const usd = Number(usdText.replace(/,/g, ''));
  // The devnet mines on demand, so the price stays what the review was estimated at.
  const gasPrice = BigInt(await devnet.client.provider.send('eth_gasPrice', []));

  // The dollars are the ETH at the devnet's WETH/USDC price (within 2%: v3 may price it).
  expect(Math.abs(usd / (eth * (await ethPrice(devnet))) - 1)).toBeLessThan(0.02);

  // What the swap then costs on chain is about what the review said: its gas at the node's price.
  const account = devnet.deployment.accounts[0] as string;
  const before = await devnet.client.provider.getBalance(account);
  await review.getByRole('button', { name: 'Confirm Swap' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(() => devnet.client.provider.getBalance(account)).not.toBe(before);
  const block = await devnet.client.provider.getBlock('latest', true);
  const hash = block?.prefetchedTransactions.find(
    (transaction) => transaction.from.toLowerCase() === account.toLowerCase(),
  )?.hash;
  const receipt = hash ? await devnet.client.provider.getTransactionReceipt(hash) : null;
  if (!receipt) throw new Error('the swap was not mined');
  const paidGas = Number(formatEther(receipt.gasUsed * gasPrice));
  // The estimate is an upper bound of the gas used; within 25% of it.
  expect(eth).toBeGreaterThanOrEqual(paidGas * 0.99);
  expect(eth).toBeLessThan(paidGas * 1.25);
  expect(before - (await devnet.client.provider.getBalance(account))).toBe(
    parseEther('1') + receipt.fee,
  );
});

test('the add-liquidity review shows its network cost in ETH and dollars', async ({
  page,
  devnet,
  wallet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
  await page.getByRole('textbox', { name: 'Min Price' }).fill('1500');
  await page.getByRole('textbox', { name: 'Max Price' }).fill('2500');
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.5');
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
  // The seeded account approved the position manager for USDC while building the devnet.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Add Liquidity' });
  const row = review.getByTestId('network-cost');
  await expect(row.getByRole('term')).toHaveText('Network cost');
  const cost = row.getByRole('definition');
  await expect(cost).toHaveText(/^[\d.,]+ ETH \(\$[\d,]+\.\d\d\)$/);
  const [, ethText = '', usdText = ''] =
    /^([\d.,]+) ETH \(\$([\d,.]+)\)$/.exec((await cost.textContent()) ?? '') ?? [];
  const eth = Number(ethText.replace(/,/g, ''));
  expect(
    Math.abs(Number(usdText.replace(/,/g, '')) / (eth * (await ethPrice(devnet))) - 1),
  ).toBeLessThan(0.02);
  // A mint costs more gas than a plain transfer's 21,000 at the node's price, and far below 1M.
  const gasPrice = Number(
    formatEther(BigInt(await devnet.client.provider.send('eth_gasPrice', []))),
  );
  expect(eth / gasPrice).toBeGreaterThan(100_000);
  expect(eth / gasPrice).toBeLessThan(1_000_000);
});
