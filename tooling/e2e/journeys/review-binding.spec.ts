// Reviews are bound to what they show (#38 §1): with the swap review open, the wallet moving to
// another account, or to the other devnet chain, never lets the reviewed swap reach the wallet;
// a ?recipient= rewrite of the URL under the open review does not reseed the form.
import type { Page } from '@playwright/test';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

/** Opens /swap for 1 ETH -> USDC connected, and the review. */
async function openReview(page: Page, wallet: Parameters<typeof connectWallet>[1], usdc: string) {
  await connectWallet(page, wallet, `/swap?inputCurrency=ETH&outputCurrency=${usdc}&exactAmount=1`);
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(dialog.getByRole('button', { name: 'Confirm Swap' })).toBeEnabled();
  return dialog;
}

test('another account while the review is open: Price Updated, and nothing is sent', async ({
  page,
  devnet,
  wallet,
}) => {
  const dialog = await openReview(page, wallet, devnet.deployment.tokens.USDC.address);
  await wallet.setAccount(1);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Price Updated' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm Swap' })).toBeDisabled();
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
});

test('the wallet moving to the other chain while the review is open: the review cannot be sent', async ({
  page,
  devnet,
  wallet,
  fastChain,
}) => {
  if (!fastChain) throw new Error('the harness started no fast chain');
  const dialog = await openReview(page, wallet, devnet.deployment.tokens.USDC.address);
  await wallet.setChain(31338);
  // Either the review is gone with the page it belonged to, or it says the swap changed.
  await expect
    .poll(async () =>
      (await dialog.count()) === 0
        ? 'closed'
        : (await dialog.getByText('Price Updated').count()) > 0 &&
            (await dialog.getByRole('button', { name: 'Confirm Swap' }).isDisabled())
          ? 'refused'
          : 'open',
    )
    .not.toBe('open');
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
});

test('a ?recipient= rewrite under the open review does not reseed the form', async ({
  page,
  devnet,
  wallet,
}) => {
  const dialog = await openReview(page, wallet, devnet.deployment.tokens.USDC.address);
  const other = devnet.deployment.accounts[1] as string;
  await page.evaluate((recipient) => {
    const url = new URL(window.location.href);
    url.searchParams.set('recipient', recipient);
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, other);
  await expect(dialog.getByRole('button', { name: 'Confirm Swap' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveCount(0);
  // Closed, the form takes the rewrite it held back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Recipient' })).toHaveValue(other);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
});
