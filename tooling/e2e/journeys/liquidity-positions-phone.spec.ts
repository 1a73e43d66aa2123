// The position screens on a 375 px phone, light and dark: no sideways scrolling, and axe-core's
// WCAG A/AA rules find nothing serious on /pool, /pool/{id}, /remove/{id} and the removal review.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';

test.use(PHONE);

for (const theme of ['light', 'dark'] as const) {
  test(`the position screens fit a phone and pass axe (${theme})`, async ({
    page,
    wallet,
    devnet,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const inRange = devnet.deployment.positions.find((p) => p.state === 'in-range');
    if (!inRange) throw new Error('no in-range position seeded');
    await wallet.lockAccounts();
    await page.goto('/pool');
    await expect(page.getByText('Connect to a wallet to view your liquidity.')).toBeVisible();
    await expectFitsAndAccessible(page, '/pool disconnected');

    await connectWallet(page, wallet, '/pool');
    await expect(page.getByText('In range').first()).toBeVisible();
    await expectFitsAndAccessible(page, '/pool');
    await page.getByRole('main').getByRole('button', { name: 'More' }).click();
    await expectFitsAndAccessible(page, 'More menu');

    await page.goto(`/pool/${inRange.tokenId}`);
    await expect(page.getByRole('button', { name: 'Collect fees' })).toBeVisible();
    await expectFitsAndAccessible(page, '/pool/{id}');

    await page.getByRole('link', { name: 'Remove Liquidity' }).click();
    await page.getByRole('button', { name: '25%' }).click();
    await expect(page.getByRole('button', { name: 'Remove', exact: true })).toBeEnabled();
    await expectFitsAndAccessible(page, '/remove/{id}');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Remove Liquidity' })).toBeVisible();
    await expectFitsAndAccessible(page, 'removal review');
  });
}
