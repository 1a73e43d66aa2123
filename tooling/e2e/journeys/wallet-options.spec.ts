// What a visitor without a browser wallet is offered (spec §2 wallet options), and the connection
// guard's loading spinner when a wallet is slow to say whether the site is authorised (spec §4).
import { expect, test } from '../src/fixtures';

test.describe('without a browser wallet', () => {
  test.use({ walletInstalled: false });

  test('the wallet dialog offers to install one, and the hosted wallets that need no key', async ({
    page,
  }) => {
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect to a wallet' }).click();
    const list = page
      .getByRole('dialog', { name: 'Connect to a wallet' })
      .getByRole('list', { name: 'Wallets' });
    // The e2e build sets neither a WalletConnect project id nor a Magic key.
    await expect(list.getByRole('listitem')).toHaveText([
      /^Install MetaMask/,
      'Coinbase Wallet',
      /^Coinbase Smart Wallet/,
    ]);
    await expect(list.getByRole('link', { name: /Install MetaMask/ })).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
  });

  test('a wallet slow to answer eth_accounts: the loading spinner, then the page', async ({
    page,
  }) => {
    // An EIP-6963 wallet that takes 2.5 s to tell the page it has no authorised account.
    await page.addInitScript(() => {
      const provider = {
        request: ({ method }: { method: string }) =>
          method === 'eth_accounts'
            ? new Promise((resolve) => setTimeout(() => resolve([]), 2500))
            : Promise.resolve('0x7a69'),
        on: () => provider,
        removeListener: () => provider,
      };
      const detail = Object.freeze({
        info: Object.freeze({
          uuid: '5f0b4d2e-4b9e-4c8f-9d3b-6a1d2f3e4c5a',
          name: 'Slow Wallet',
          icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
          rdns: 'org.example.slow',
        }),
        provider,
      });
      const announce = () =>
        window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    });
    await page.goto('/swap');
    const main = page.getByRole('main');
    // The page waits for the guard; after 600 ms it says so with the spinner.
    await expect(main.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({
      timeout: 10_000,
    });
  });
});
