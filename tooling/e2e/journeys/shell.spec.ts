import { formatEther } from 'ethers';
import { expect, test } from '../src/fixtures';

const BLOCKED = '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C';

test('unknown paths, /send and trailing slashes redirect to /swap; /swap/{token} keeps the token', async ({
  page,
  devnet,
}) => {
  await page.goto('/nowhere/at/all');
  await expect(page).toHaveURL(/\/swap$/);
  await page.goto('/send');
  await expect(page).toHaveURL(/\/swap$/);
  await page.goto('/vote/');
  await expect(page).toHaveURL(/\/swap$/);
  const usdc = devnet.deployment.tokens.USDC.address;
  await page.goto(`/swap/${usdc}`);
  await expect(page).toHaveURL(new RegExp(`/swap\\?outputCurrency=${usdc}$`));
});

test('connecting the injected wallet shows the shortened address, the balance and the block', async ({
  page,
  devnet,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect to a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' });
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).click();
  const account = devnet.deployment.accounts[0] as string;
  const short = `${account.slice(0, 6)}...${account.slice(-4)}`;
  await expect(page.getByRole('banner').getByText(short, { exact: false })).toBeVisible();
  // 4 significant digits (account #0 holds a few thousand ETH, so no exponent notation).
  const balance = Number(formatEther(await devnet.client.provider.getBalance(account)));
  const shown = String(Number(balance.toPrecision(4)));
  await expect(page.getByRole('banner')).toContainText(`${shown} ETH`);
  const { number } = await devnet.client.latestBlock();
  await expect(page.getByTestId('block-number')).toHaveText(String(number));
});

test('?theme= sets the colour mode in any case, and the toggle switches it', async ({ page }) => {
  await page.goto('/swap?theme=DARK');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/swap?theme=light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page
    .getByRole('button', { name: 'Dark mode' })
    .or(page.getByRole('switch', { name: 'Dark mode' }))
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('a blocklisted account sees only "Blocked address"', async ({ page, wallet }) => {
  await wallet.setAccount(BLOCKED.toLowerCase());
  await page.goto('/swap');
  await expect(page.getByText('Blocked address')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('a wallet on another network shows Wrong Network and switches back to the devnet', async ({
  page,
  wallet,
}) => {
  await page.goto('/swap');
  await wallet.setChain(56);
  await page.getByRole('button', { name: 'Wrong Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Wrong Network' });
  await expect(dialog).toContainText('Please connect to the appropriate Ethereum network.');
  await dialog.getByRole('button', { name: 'Switch to Devnet' }).click();
  await expect(page.getByRole('button', { name: 'Wrong Network' })).toHaveCount(0);
  expect(wallet.chainId).toBe(31337);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the wallet dialog is a bottom sheet', async ({ page, wallet }) => {
    await wallet.lockAccounts();
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect to a wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    // Anchored to the bottom edge and as wide as the screen.
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBeGreaterThanOrEqual(739);
    expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(370);
  });
});

test('rejecting the connection in the wallet shows "Error connecting." and Try Again connects', async ({
  page,
  wallet,
  devnet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect to a wallet' }).click();
  await wallet.rejectNext();
  const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' });
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).click();
  await expect(dialog).toContainText('Error connecting.');
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  const account = devnet.deployment.accounts[0] as string;
  await expect(page.getByRole('dialog', { name: 'Account' })).toContainText(account.slice(-4));
});
