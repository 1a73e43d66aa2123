// The transaction tracker in the browser: a swap held in the mempool shows "1 Pending" on the
// status button, its success popup once mined, and stays in the account view's history after a
// reload.
import { connectWallet, swapAndConfirm } from '../src/app';
import { expect, test } from '../src/fixtures';

test('a swap shows "1 Pending", then the success popup, then the history entry after a reload', async ({
  page,
  devnet,
  wallet,
}) => {
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
  const short = `${wallet.account.slice(0, 6)}...${wallet.account.slice(-4)}`.toLowerCase();
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(short, 'i') })
    .click();
  const history = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(history).toContainText(/Swap 1 ETH for [\d.,]+ USDC/);
  await expect(history).toContainText('Confirmed');
});
