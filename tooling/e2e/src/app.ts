// Steps many journeys share, written the way a user does them.
import { expect, type Locator, type Page } from '@playwright/test';
import type { DevnetWallet } from './wallet/devnetWallet';

/**
 * Opens `path` with the Devnet Wallet connected, as a returning user meets the app: the wallet has
 * authorised the site, so the app takes up its account on load without a prompt. Waits until the
 * header shows the account. A wallet locked earlier in the test connects through the wallet dialog
 * instead (connectThroughDialog). The dialog's own steps have their journeys (shell, wallet);
 * repeating them in every journey cost about 1.5 s each.
 */
export async function connectWallet(page: Page, wallet: DevnetWallet, path: string) {
  if (!wallet.authorised) {
    await connectThroughDialog(page, path);
    return;
  }
  await page.goto(path);
  await expect(accountButton(page, wallet)).toBeVisible();
}

/** Opens `path` disconnected, connects the Devnet Wallet through the wallet dialog and closes it. */
export async function connectThroughDialog(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Connect to a wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect to a wallet' })
    .getByRole('button', { name: /Devnet Wallet/ })
    .click();
  // Connected: the wallet dialog turns into the account view; close it.
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The header's wallet button once the wallet's account is connected: its short address or an ENS name. */
function accountButton(page: Page, wallet: DevnetWallet) {
  const account = wallet.account;
  const short = `${account.slice(0, 6)}...${account.slice(-4)}`;
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(${short.replaceAll('.', '\\.')}|.+\\.eth)$`, 'i') });
}

/** Opens the swap page's transaction settings. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: /Transaction settings/ }).click();
  await expect(page.getByText('Transaction Settings')).toBeVisible();
}

/**
 * Settings, the expert-mode switch, the typed "confirm"; closes the settings again. The setting is
 * kept, so later pages (the liquidity forms too) run in expert mode.
 */
export async function turnOnExpertMode(page: Page) {
  await openSettings(page);
  await page.getByRole('switch', { name: 'Toggle Expert Mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  const turnOn = dialog.getByRole('button', { name: 'Turn On Expert Mode' });
  await expect(turnOn).toBeDisabled();
  await dialog.getByLabel('Please type the word "confirm" to enable expert mode.').fill('confirm');
  await turnOn.click();
  await expect(page.getByRole('button', { name: /Expert mode is on/ })).toBeVisible();
}

/** Waits for "Transaction Submitted" in the open dialog and closes it. */
export async function closeSubmittedDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Transaction Submitted');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Presses the swap button and confirms the trade in the confirm dialog. */
export async function swapAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Swap' })
    .getByRole('button', { name: 'Confirm Swap' })
    .click();
}

/** Opens the swap page's trade-details tooltip (by hovering its ⓘ button) and returns it. */
export async function tradeDetails(page: Page) {
  const tooltip = page.getByRole('tooltip');
  // Hovered again if it did not open: a pointer that stays still while the page is still
  // arranging itself can end up off the button, as a person's would.
  await expect(async () => {
    await page.getByRole('button', { name: 'Trade details' }).hover();
    await expect(tooltip).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  return tooltip;
}

/**
 * Moves the pointer off the trade details, as a person heading for the Swap button does, and waits
 * for them to close: open, they cover that button.
 */
export async function closeTradeDetails(page: Page) {
  await page.getByRole('heading', { name: 'Swap' }).hover();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

/** The swap page with `amount` ETH already typed in to buy `output` (a token address). */
export function swapFromEthUrl(output: string, amount: string): string {
  return `/swap?inputCurrency=ETH&outputCurrency=${output}&exactAmount=${amount}`;
}

/**
 * Approves USDC when the page asks (the seeded account approved the manager already), presses Add,
 * runs `checkReview` on the review titled `title`, confirms there and closes the submitted dialog.
 */
export async function approveAddAndConfirm(
  page: Page,
  title: string,
  checkReview: (review: Locator) => Promise<void> = async () => {},
) {
  const approve = page.getByRole('button', { name: 'Approve USDC' });
  if (await approve.isVisible()) {
    await approve.click();
    await closeSubmittedDialog(page);
  }
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const review = page.getByRole('dialog', { name: title });
  await expect(review).toContainText('Pooled ETH');
  await checkReview(review);
  await review.getByRole('button', { name: 'Add', exact: true }).click();
  await closeSubmittedDialog(page);
}
