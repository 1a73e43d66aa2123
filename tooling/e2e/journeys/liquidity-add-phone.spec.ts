// The add-liquidity page on a 375 px phone, light and dark: no sideways scrolling, and axe-core's
// WCAG A/AA rules find nothing serious on the blank form, a priced form with a range warning and
// a new pool's starting price, and the review dialog; the range steps work from the keyboard.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';

test.use(PHONE);

for (const theme of ['light', 'dark'] as const) {
  test(`the add page fits a phone and passes axe (${theme})`, async ({ page, wallet, devnet }) => {
    await page.emulateMedia({ colorScheme: theme });
    const { USDC, DAI, USDT } = devnet.deployment.tokens;
    await wallet.lockAccounts();
    await page.goto('/add');
    await expect(page.getByRole('button', { name: 'Connect Wallet', exact: true })).toBeVisible();
    await expectFitsAndAccessible(page, '/add blank');

    await connectWallet(page, wallet, `/add/ETH/${USDC.address}/3000`);
    await expect(page.getByText(/Current Price/)).toBeVisible();
    // Keyboard: focus the min price's "+" and press it; the min price gets a value.
    const minInput = page.getByRole('textbox', { name: 'Min Price' });
    await page.getByRole('button', { name: 'Increase Min Price by 0.6%' }).focus();
    await page.keyboard.press('Enter');
    await expect(minInput).not.toHaveValue('');
    await page.getByRole('textbox', { name: 'Max Price' }).fill('1');
    await expect(page.getByText(/Invalid range selected/)).toBeVisible();
    await expectFitsAndAccessible(page, '/add with an invalid range');
    await page.getByRole('textbox', { name: 'Max Price' }).fill('2500');
    await minInput.fill('1500');
    await page.getByRole('textbox', { name: 'ETH' }).fill('0.1');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add Liquidity' })).toBeVisible();
    await expectFitsAndAccessible(page, 'the review dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/add/${DAI.address}/${USDT.address}/10000`);
    await expect(page.getByText(/You are the first liquidity provider/)).toBeVisible();
    await expectFitsAndAccessible(page, 'a new pool');
  });
}
