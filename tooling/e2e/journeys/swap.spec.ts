// The swap page on the devnet: wrap, a v3 trade from ETH, a v2 trade with approval; each checks the
// balances on chain afterwards.

import { Contract, parseEther, parseUnits } from 'ethers';
import {
  closeSubmittedDialog,
  closeTradeDetails,
  connectWallet,
  swapAndConfirm,
  tradeDetails,
} from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

test('wrap 1 ETH to WETH', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const weth = new Contract(devnet.deployment.contracts.weth9, ERC20, devnet.client.provider);
  const before = (await weth.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${devnet.deployment.contracts.weth9}&exactAmount=1`,
  );
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('1');
  await page.getByRole('button', { name: 'Wrap', exact: true }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await weth.getFunction('balanceOf')(account)) as bigint)
    .toBe(before + parseEther('1'));
  // The typed amount is cleared after the wrap.
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('');
});

test('swap 1 ETH for USDC on v3', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const usdcAddress = devnet.deployment.tokens.USDC.address;
  const usdc = new Contract(usdcAddress, ERC20, devnet.client.provider);
  const before = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=ETH&outputCurrency=${usdcAddress}&exactAmount=1`,
  );
  await expect(page.getByText('Trading on v3')).toBeVisible();
  const output = page.getByRole('textbox', { name: 'To (at least)' });
  await expect(output).not.toHaveValue('');
  const quoted = parseUnits(await output.inputValue(), 6);
  const details = await tradeDetails(page);
  await expect(details).toContainText('Minimum received');
  await expect(details).toContainText('Liquidity Provider Fee');
  await closeTradeDetails(page);
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  const received = async () => ((await usdc.getFunction('balanceOf')(account)) as bigint) - before;
  await expect.poll(received).toBeGreaterThan(0n);
  // The quote shown is 6 significant digits of what the chain paid.
  const paid = await received();
  expect(Number(paid - quoted)).toBeLessThan(Number(quoted) / 10_000);
});

test('swap 100 USDC for DAI on v2 after approving USDC', async ({ page, devnet, wallet }) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC, DAI } = devnet.deployment.tokens;
  const dai = new Contract(DAI.address, ERC20, devnet.client.provider);
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  // The seeded account approved the routers while building the devnet: take that back first.
  const approve = new Contract(
    USDC.address,
    ['function approve(address spender, uint256 amount) returns (bool)'],
    devnet.client.signer(0),
  );
  const revoked = await approve.getFunction('approve')(devnet.deployment.contracts.v2Router02, 0n);
  await devnet.client.waitForReceipt(revoked.hash);
  const daiBefore = (await dai.getFunction('balanceOf')(account)) as bigint;
  const usdcBefore = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(
    page,
    wallet,
    `/swap?inputCurrency=${USDC.address}&outputCurrency=${DAI.address}&exactAmount=100&use=v2`,
  );
  await expect(page.getByText('Trading on v2')).toBeVisible();
  await page.getByRole('button', { name: 'Approve USDC' }).click();
  await closeSubmittedDialog(page);
  await expect(page.getByRole('button', { name: 'You can now trade USDC' })).toBeVisible();
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(account)) as bigint)
    .toBe(usdcBefore - parseUnits('100', 6));
  expect(((await dai.getFunction('balanceOf')(account)) as bigint) > daiBefore).toBe(true);
});
