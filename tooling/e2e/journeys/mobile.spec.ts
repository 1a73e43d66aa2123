// Phone layouts: the pages and dialogs fit a 375 px wide screen without sideways scrolling, with
// long untrusted texts (proposal titles, list names) clipped or wrapped rather than overflowing.
import type { Locator, Page } from '@playwright/test';
import { connectWallet, swapFromEthUrl } from '../src/app';
import { expect, test } from '../src/fixtures';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectOnScreen(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('not rendered');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
}

test('/swap with a trade, its settings and the confirm dialog fit a phone', async ({
  page,
  devnet,
  wallet,
}) => {
  await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '1'));
  await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: /Transaction settings/ }).click();
  await expect(page.getByText('Transaction Settings')).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The popover under the gear near the screen's edge stays on screen, custom field included.
  await expectOnScreen(page, page.getByText('Transaction Settings'));
  await expectOnScreen(page, page.getByRole('textbox', { name: /custom slippage/i }));
  // ...and nothing in it spills over its edge (the "%" sign, the On/Off toggles).
  const spills = await page
    .getByRole('dialog')
    .filter({ hasText: 'Transaction Settings' })
    .evaluate((panel) => {
      const edge = panel.getBoundingClientRect().right;
      return [...panel.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > edge + 0.5,
      ).length;
    });
  expect(spills).toBe(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Swap' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('/vote and a proposal fit a phone', async ({ page }) => {
  await page.goto('/vote');
  await expect(page.getByRole('link', { name: /Uniswap Ecosystem Grants Program/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('link', { name: /Uniswap Ecosystem Grants Program/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^mint\(|\.mint\(/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the token select manage view fits a phone', async ({ page }) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  await page.getByRole('button', { name: 'Manage Token Lists' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage' })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('on a phone the header keeps the whole account button; the claim is in the menu', async ({
  page,
  wallet,
}) => {
  await connectWallet(page, wallet, '/swap');
  const short = `${wallet.account.slice(0, 6)}...${wallet.account.slice(-4)}`;
  const accountButton = page.getByRole('banner').getByRole('button', { name: short });
  await expect(accountButton).toBeVisible();
  // Nothing inside it is cut off (an ellipsis would hide the address's last digits).
  const clipped = await accountButton.evaluate((button) =>
    [button, ...button.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
  );
  expect(clipped).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Claim UNI' })).toBeHidden();
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Claim UNI' }).click();
  await expect(page.getByRole('dialog', { name: 'Claim UNI Token' })).toBeVisible();
});
