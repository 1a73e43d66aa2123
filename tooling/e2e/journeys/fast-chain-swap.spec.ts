// A swap on the devnet's second chain (issue #29 §4): the connected wallet moves to the fast chain
// (31338, its coin DEVPOL, a block every 250 ms) through the header's network selector, and a swap
// of the chain's coin for USDC lands on that chain, judged on chain; the devnet is untouched.
import { Contract, parseUnits } from 'ethers';
import { closeSubmittedDialog, connectWallet, swapAndConfirm } from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

test('swap 1 DEVPOL for USDC on the fast chain', async ({ page, devnet, fastChain, wallet }) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const account = devnet.deployment.accounts[0] as string;
  const usdcAddress = fastChain.deployment.tokens.USDC.address;
  const usdcOn = (provider: Contract['runner']) => new Contract(usdcAddress, ERC20, provider);
  const fastUsdc = usdcOn(fastChain.client.provider);
  const devnetUsdc = usdcOn(devnet.client.provider);
  const balanceOf = async (token: Contract) =>
    (await token.getFunction('balanceOf')(account)) as bigint;
  const [fastBefore, devnetBefore] = [await balanceOf(fastUsdc), await balanceOf(devnetUsdc)];

  await connectWallet(page, wallet, '/swap');
  await page.getByRole('button', { name: 'Network: Devnet' }).click();
  await page.getByRole('menuitemradio', { name: 'Fast Devnet' }).click();
  await expect(page.getByRole('button', { name: 'Network: Fast Devnet' })).toBeVisible();
  expect(wallet.chainId).toBe(31338);

  await page.goto(
    `/swap?chain=fast-devnet&inputCurrency=ETH&outputCurrency=${usdcAddress}&exactAmount=1`,
  );
  await expect(page.getByRole('banner')).toContainText('DEVPOL');
  const output = page.getByRole('textbox', { name: 'To (at least)' });
  await expect(output).toHaveValue(/^\d+(\.\d+)?$/);
  const quoted = parseUnits(await output.inputValue(), 6);
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);

  const received = async () => (await balanceOf(fastUsdc)) - fastBefore;
  await expect.poll(received).toBeGreaterThan(0n);
  // The quote shown is 6 significant digits of what the fast chain paid; the devnet saw nothing.
  expect(Number((await received()) - quoted)).toBeLessThan(Number(quoted) / 10_000);
  expect(await balanceOf(devnetUsdc)).toBe(devnetBefore);
});
