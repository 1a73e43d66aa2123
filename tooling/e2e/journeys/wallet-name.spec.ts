// The wallet status button names the account by its ENS name when the reverse record verifies
// (spec §4 "connected: name or shortened address"): the devnet registers alice.eth for account #0
// and bob.eth for #1 with their reverse records; account #5 has none.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

test('connecting account #0 shows alice.eth on the status button, and it follows account changes', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, wallet, '/swap');

  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'alice.eth' })).toBeVisible();

  await wallet.setAccount(1);
  await expect(header.getByRole('button', { name: 'bob.eth' })).toBeVisible();

  // No reverse record: the address, shortened to 4 characters on each end.
  await wallet.setAccount(5);
  await expect(header.getByRole('button', { name: '0x9965...A4dc' })).toBeVisible();
});
