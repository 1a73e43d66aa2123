// The wallet dialog keeps keyboard focus across its views.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

test.describe('the wallet dialog and the keyboard', () => {
  /** Whether keyboard focus is inside the open dialog (not on <body>, not behind it). */
  const focusInDialog = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);

  test('after connecting, focus stays in the account view: Tab cycles inside, Escape closes it', async ({
    page,
    wallet,
  }) => {
    await wallet.lockAccounts();
    await page.goto('/swap');
    const root = page.locator('#root');
    await page.getByRole('button', { name: 'Connect to a wallet' }).click();
    // The page behind the dialog is inert while it is open.
    await expect(root).toHaveAttribute('inert', '');
    await page
      .getByRole('dialog', { name: 'Connect to a wallet' })
      .getByRole('button', { name: /Devnet Wallet/ })
      .click();
    // The clicked option is gone once the view turns into the account view; focus must not fall
    // to <body>.
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (const shift of [false, true]) {
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
        expect(await focusInDialog(page)).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(root).not.toHaveAttribute('inert');
    // Connected, and the page is usable again.
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toHaveCount(0);
  });
});
