// Funds that would be burned or stranded (issue #38 §2): a recipient the router reads as itself or
// a pool of the trade is refused with its reason and nothing reaches the wallet; the swap's Max on
// the native coin keeps a gas reserve sized to the chain's gas price, and that swap goes through.
import { nativeGasReserve } from '@dex/primitives';
import { Contract, formatEther, parseEther } from 'ethers';
import { closeSubmittedDialog, connectWallet, swapAndConfirm, swapFromEthUrl } from '../src/app';
import { expect, test } from '../src/fixtures';

const ERC20 = ['function balanceOf(address) view returns (uint256)'];
/** SwapRouter02's ADDRESS_THIS: as a recipient the router would keep the output. */
const ROUTER_ADDRESS_THIS = '0x0000000000000000000000000000000000000002';

test('a ?recipient= link to SwapRouter02’s ADDRESS_THIS stand-in is refused and cannot be sent', async ({
  page,
  devnet,
  wallet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  await connectWallet(
    page,
    wallet,
    `${swapFromEthUrl(USDC.address, '0.1')}&recipient=${ROUTER_ADDRESS_THIS}`,
  );
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await expect(page.getByLabel('Recipient')).toHaveValue(ROUTER_ADDRESS_THIS);
  const refused = page.getByRole('button', {
    name: 'Invalid recipient: a router placeholder address, not an account',
  });
  await expect(refused).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0);
  await refused.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(wallet.requests('eth_estimateGas')).toHaveLength(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
});

test('the pair the trade swaps through, typed as the recipient, is refused', async ({
  page,
  devnet,
  wallet,
}) => {
  const { USDC } = devnet.deployment.tokens;
  const pair = devnet.deployment.v2Pairs.find(
    (candidate) => candidate.exchange === 'uniswap' && candidate.tokens.join('/') === 'WETH/USDC',
  );
  if (!pair) throw new Error('the devnet has no WETH/USDC pair');
  // `use=v2`: the trade goes through that one pair.
  await connectWallet(page, wallet, `${swapFromEthUrl(USDC.address, '0.1')}&use=v2`);
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await page.getByRole('button', { name: '+ Add a send (optional)' }).click();
  await page.getByLabel('Recipient').fill(pair.address);
  await expect(
    page.getByRole('button', {
      name: 'Invalid recipient: a pool of this trade, tokens sent there are lost',
    }),
  ).toBeDisabled();
  // The bought token's own contract is refused too, with its own reason.
  await page.getByLabel('Recipient').fill(USDC.address);
  await expect(
    page.getByRole('button', {
      name: 'Invalid recipient: a token contract, tokens sent there are lost',
    }),
  ).toBeDisabled();
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  // An ordinary account is fine again.
  await page.getByLabel('Recipient').fill(devnet.deployment.accounts[1] as string);
  await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled();
});

test('Max on ETH keeps a gas reserve sized to the gas price, and that swap is sent', async ({
  page,
  devnet,
  wallet,
}) => {
  const account = devnet.deployment.accounts[0] as string;
  const { USDC } = devnet.deployment.tokens;
  const balance = parseEther('1');
  await devnet.client.provider.send('anvil_setBalance', [account, `0x${balance.toString(16)}`]);
  const usdc = new Contract(USDC.address, ERC20, devnet.client.provider);
  const usdcBefore = (await usdc.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${USDC.address}`);
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const max = page.getByRole('button', { name: /^max$/i });
  // The node's gas price now; the page asked it once, a block or so earlier.
  const expected = nativeGasReserve(BigInt(await devnet.client.provider.send('eth_gasPrice', [])));
  let filled = 0n;
  // Pressed again while the page's gas price is still on its way (the fixed reserve meanwhile).
  await expect(async () => {
    await max.click();
    filled = parseEther(await from.inputValue());
    const reserve = balance - filled;
    const shown = `reserve ${formatEther(reserve)}, expected about ${formatEther(expected)}`;
    expect(reserve, shown).toBeGreaterThan(expected / 2n);
    expect(reserve, shown).toBeLessThan(expected * 2n);
  }).toPass({ timeout: 10_000 });
  expect(filled).toBeGreaterThan(0n);
  expect(filled).toBeLessThan(balance);

  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await swapAndConfirm(page);
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await usdc.getFunction('balanceOf')(account)) as bigint)
    .toBeGreaterThan(usdcBefore);
  // The swap and its gas are paid, and some of the reserve is left over.
  const left = await devnet.client.provider.getBalance(account);
  expect(left, formatEther(left)).toBeGreaterThan(0n);
  expect(left).toBeLessThan(balance - filled);
});
