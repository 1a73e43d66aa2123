// One chain from review to signature (#38 §1): the page is gated while the wallet's chain and the
// app's differ, so nothing is estimated or sent for a chain the wallet is not on, whichever way
// the two came apart: a ?chain= link opened with the wallet elsewhere, or a wallet that moved to a
// chain the app does not offer.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

test('a ?chain= link with the wallet on the other devnet chain sends nothing until the wallet switches', async ({
  page,
  wallet,
  fastChain,
}) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const weth = fastChain.deployment.contracts.weth9;
  await connectWallet(
    page,
    wallet,
    `/swap?chain=fast-devnet&inputCurrency=ETH&outputCurrency=${weth}&exactAmount=1`,
  );
  const main = page.getByRole('main');
  await expect(
    main.getByText('Your wallet is on Devnet and this page on Fast Devnet'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wrap' })).toHaveCount(0);
  expect(wallet.chainId).toBe(31337);
  expect(wallet.requests('eth_estimateGas')).toHaveLength(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);

  await main.getByRole('button', { name: 'Switch to Fast Devnet' }).click();
  await expect.poll(() => wallet.chainId).toBe(31338);
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('1');
  await expect(page.getByRole('button', { name: 'Wrap' })).toBeEnabled();
});

test('a wallet that moves to a chain the app does not offer gates the page with a way back', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, wallet, '/swap');
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();
  await wallet.setChain(56);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Switch to Devnet' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Switch to Devnet' }).click();
  await expect.poll(() => wallet.chainId).toBe(31337);
  await expect(page.getByRole('textbox', { name: 'From' })).toBeVisible();
});
