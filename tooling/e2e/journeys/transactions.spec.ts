// The transaction tracker in the browser: a swap held in the mempool shows "1 Pending" on the
// status button, its success popup once mined, and stays in the account view's history after a
// reload; a swap cancelled from the wallet before any block reads Cancelled at the block that mines
// the cancel; a swap is not sent from an account the wallet moved to after it was prepared.
import type { Page } from '@playwright/test';
import { connectWallet, swapAndConfirm } from '../src/app';
import { expect, test } from '../src/fixtures';
import type { DevnetWallet } from '../src/wallet/devnetWallet';

/** Opens the account view from the status button: account #0's ENS name (alice.eth) once its
 * reverse record is verified, its shortened address until then. */
async function openAccount(page: Page, wallet: DevnetWallet) {
  const short = `${wallet.account.slice(0, 6)}\\.\\.\\.${wallet.account.slice(-4)}`;
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(alice\\.eth|${short})$`, 'i') })
    .click();
}

test('a swap shows "1 Pending", then the success popup, then the history entry after a reload', async ({
  page,
  devnet,
  wallet,
}) => {
  // Connect, swap, a mined block, a reload: more than the default on a loaded machine.
  test.setTimeout(60_000);
  const usdc = devnet.deployment.tokens.USDC.address;
  await connectWallet(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`);
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');

  // Hold blocks so the swap waits in the mempool, as on a busy network.
  await devnet.client.provider.send('evm_setAutomine', [false]);
  try {
    await swapAndConfirm(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Transaction Submitted');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /1 Pending/ })).toBeVisible();

    await devnet.mine(1);
    const popups = page.getByRole('region', { name: 'Notifications' }).or(page.getByRole('status'));
    await expect(popups.filter({ hasText: /Swap 1 ETH for [\d.,]+ USDC/ }).first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(banner.getByRole('button', { name: /Pending/ })).toHaveCount(0);
  } finally {
    await devnet.client.provider.send('evm_setAutomine', [true]);
  }

  await page.reload();
  await openAccount(page, wallet);
  const history = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(history).toContainText(/Swap 1 ETH for [\d.,]+ USDC/);
  await expect(history).toContainText('Confirmed');
});

test('a swap the user cancels from the wallet before any block reads Cancelled once that block is mined', async ({
  page,
  devnet,
  wallet,
}) => {
  test.setTimeout(60_000); // connect, swap, a replacement, a mined block, the account view
  const usdc = devnet.deployment.tokens.USDC.address;
  await connectWallet(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`);
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');

  await devnet.setAutomine(false);
  const heldAt = (await devnet.client.latestBlock()).number;
  await swapAndConfirm(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Transaction Submitted');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: /1 Pending/ })).toBeVisible();

  // Every send names its chain.
  const sends = wallet.requests('eth_sendTransaction');
  expect(sends.map((send) => (send.params as [{ chainId?: string }])[0].chainId)).toEqual([
    '0x7a69',
  ]);

  // In the wallet, before any block: "cancel" = 0 ETH to self with the swap's nonce and a higher fee.
  const provider = devnet.client.provider;
  const nonce = await provider.getTransactionCount(wallet.account, 'latest');
  const highFee = '0x174876e800'; // 100 gwei
  await provider.send('eth_sendTransaction', [
    {
      from: wallet.account,
      to: wallet.account,
      value: '0x0',
      nonce: `0x${nonce.toString(16)}`,
      maxFeePerGas: highFee,
      maxPriorityFeePerGas: highFee,
    },
  ]);
  await devnet.mine(1);
  expect(await provider.getTransactionCount(wallet.account, 'latest')).toBe(nonce + 1);

  // No other block comes: the pending count must clear on this one.
  await expect(banner.getByRole('button', { name: /Pending/ })).toHaveCount(0, { timeout: 20_000 });
  expect((await devnet.client.latestBlock()).number).toBe(heldAt + 1);
  const popups = page.getByRole('region', { name: 'Notifications' }).or(page.getByRole('status'));
  await expect(popups.filter({ hasText: 'Transaction cancelled' }).first()).toBeVisible();

  await openAccount(page, wallet);
  const history = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(history).toContainText(/Swap 1 ETH for [\d.,]+ USDC/);
  await expect(history).toContainText('Cancelled');
  await expect(history).not.toContainText('Dropped');
});

test('a swap is not sent when the wallet moved to another account after it was prepared', async ({
  page,
  devnet,
  wallet,
}) => {
  const usdc = devnet.deployment.tokens.USDC.address;
  await connectWallet(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`);
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  const provider = devnet.client.provider;
  const prepared = wallet.account;
  const other = devnet.client.account(1);
  const noncesBefore = await Promise.all(
    [prepared, other].map((account) => provider.getTransactionCount(account, 'latest')),
  );

  // The user picks another account in the wallet; its event has not reached the page.
  await wallet.setAccount(1, { silent: true });
  await swapAndConfirm(page);
  await expect(page.getByRole('dialog')).toContainText(
    'The wallet is now on another account than the one this transaction was prepared for. Nothing was sent.',
  );
  expect(wallet.requests('eth_sendTransaction')).toEqual([]);
  // Automine is on: anything sent would be mined by now, from either account.
  const noncesAfter = await Promise.all(
    [prepared, other].map((account) => provider.getTransactionCount(account, 'latest')),
  );
  expect(noncesAfter).toEqual(noncesBefore);
});
