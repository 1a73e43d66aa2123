// axe-core's WCAG A/AA rules on every page and dialog state a user meets first, in the light and
// the dark theme: no serious or critical violation (missing names, low contrast, bad ARIA...).
import type { Page } from '@playwright/test';
import { seriousViolations } from '../src/accessibility';
import { connectWallet, swapFromEthUrl } from '../src/app';
import { expect, test } from '../src/fixtures';

async function expectAccessible(page: Page, label: string) {
  const violations = await seriousViolations(page);
  expect.soft(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`pages and dialogs pass axe in the ${theme} theme`, async ({ page, wallet, devnet }) => {
    await page.emulateMedia({ colorScheme: theme });
    await wallet.lockAccounts();
    await page.goto('/swap');
    await expect(page.getByRole('button', { name: 'Connect to a wallet' })).toBeVisible();
    await expectAccessible(page, '/swap disconnected');
    await page.getByRole('button', { name: 'Connect to a wallet' }).click();
    await expectAccessible(page, 'wallet dialog');
    await page.keyboard.press('Escape');

    await connectWallet(page, wallet, swapFromEthUrl(devnet.deployment.tokens.USDC.address, '1'));
    await expect(page.getByRole('textbox', { name: 'To (at least)' })).not.toHaveValue('');
    await expectAccessible(page, '/swap with a trade');
    await page.getByRole('button', { name: /Transaction settings/ }).click();
    await expectAccessible(page, 'settings');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Swap' })).toBeVisible();
    await expectAccessible(page, 'confirm swap');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: 'Select a token' })
      .or(page.getByRole('button', { name: 'USDC' }))
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Select a token' })).toBeVisible();
    await expectAccessible(page, 'token select');
    await page.getByRole('button', { name: 'Manage Token Lists' }).click();
    await expect(page.getByRole('dialog', { name: 'Manage' })).toBeVisible();
    await expectAccessible(page, 'manage lists');
    await page.keyboard.press('Escape');

    await page.goto('/vote');
    await expect(
      page.getByRole('link', { name: /Uniswap Ecosystem Grants Program/ }),
    ).toBeVisible();
    await expectAccessible(page, '/vote');
    await page.getByRole('button', { name: 'Your UNI Breakdown' }).click();
    await expectAccessible(page, 'UNI breakdown');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Change delegate' }).click();
    await expect(page.getByRole('dialog', { name: 'Participating Governance' })).toBeVisible();
    await expectAccessible(page, 'delegate dialog');
    await page.keyboard.press('Escape');
    await page.goto('/vote/6');
    await expect(page.getByRole('button', { name: 'Vote For' })).toBeVisible();
    await expectAccessible(page, '/vote/6');
    await page.getByRole('button', { name: 'Vote For' }).click();
    await expect(page.getByRole('dialog', { name: 'Vote For proposal 6' })).toBeVisible();
    await expectAccessible(page, 'vote dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Claim UNI' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Claim UNI' })).toBeVisible();
    await expectAccessible(page, 'claim dialog');
  });
}
