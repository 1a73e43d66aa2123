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
  // Account #5 has no ENS name (#0 would show alice.eth once its reverse record verifies).
  await wallet.setAccount(5);
  await wallet.lockAccounts();
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect to a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' });
  await dialog.getByRole('button', { name: /Devnet Wallet/ }).click();
  const account = devnet.deployment.accounts[5] as string;
  const short = `${account.slice(0, 6)}...${account.slice(-4)}`;
  await expect(page.getByRole('banner').getByText(short, { exact: false })).toBeVisible();
  // 4 significant digits, with English grouping (account #5 holds thousands of ETH).
  const balance = Number(formatEther(await devnet.client.provider.getBalance(account)));
  const shown = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 }).format(balance);
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

  test('dragging the sheet down a little springs back; more than 300 px closes it', async ({
    page,
    wallet,
  }) => {
    await wallet.lockAccounts();
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Connect to a wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect to a wallet' });
    // Resting: the sheet's bottom edge on the screen's bottom edge (after its entry animation).
    const bottomEdge = async () => {
      const b = await dialog.boundingBox();
      return b ? Math.round(b.y + b.height) : -1;
    };
    await expect.poll(bottomEdge).toBe(740);
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    // The drag handle is the strip at the top of the sheet.
    const x = box.x + box.width / 2;
    const y = box.y + 6;
    const drag = async (distance: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      // Many small, slow steps: a drag, not a flick (velocity stays far below 3 px/ms).
      for (let step = 1; step <= 20; step++) {
        await page.mouse.move(x, y + (distance * step) / 20);
        await page.waitForTimeout(15);
      }
      await page.mouse.up();
    };
    await drag(120);
    await expect(dialog).toBeVisible();
    await expect.poll(bottomEdge).toBe(740);
    await drag(330);
    await expect(dialog).toHaveCount(0);
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
