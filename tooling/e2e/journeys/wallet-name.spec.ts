// The wallet status button names the account by its ENS name when the reverse record verifies
// (spec §4 "connected: name or shortened address"): the devnet registers alice.eth for account #0
// and bob.eth for #1 with their reverse records; account #5 has none.
import { expect, test } from '../src/fixtures';

test('connecting account #0 shows alice.eth on the status button, and it follows account changes', async ({
  page,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect to a wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect to a wallet' })
    .getByRole('button', { name: /Devnet Wallet/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Close' })
    .click();

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'alice.eth' })).toBeVisible();

  await wallet.setAccount(1);
  await expect(header.getByRole('button', { name: 'bob.eth' })).toBeVisible();

  // No reverse record: the address, shortened to 4 characters on each end.
  await wallet.setAccount(5);
  await expect(header.getByRole('button', { name: '0x9965...A4dc' })).toBeVisible();
});
