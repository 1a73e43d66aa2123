// Hostile chain data cannot blank the app: a contract that answers 255 to every call (so its
// decimals() is 255, which @uniswap/sdk-core refuses) is opened from a URL, offered for import and
// searched for, and the page keeps working throughout, saying why the token cannot be used.
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

// PUSH1 0xff PUSH1 0 MSTORE PUSH1 0x20 PUSH1 0 RETURN: any call returns the 32-byte word 255.
const ANSWERS_255 = '0x60ff60005260206000f3';
// A fresh address with no code on the seeded devnet; the test's chain snapshot removes it again.
const HOSTILE = '0x00000000000000000000000000000000000bad25';

const LONG_REASON =
  "This token can't be used: it declares 255 decimals, and at most 254 are supported.";
const SHORT_REASON = "Can't be used: 255 decimals (at most 254)";

/** Everything that would mean a crash: uncaught page errors and whatever the error reporter logged. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[dex]')) {
      errors.push(message.text());
    }
  });
  return errors;
}

/** The shell and the swap page are there and respond. */
async function expectWorkingSwapPage(page: Page) {
  await expect(page.getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Something went wrong' })).toHaveCount(0);
}

test('a token answering 255 to every call: the URL warning, the search and the manage view say it cannot be used; the page keeps working', async ({
  page,
  devnet,
}) => {
  await devnet.client.provider.send('anvil_setCode', [HOSTILE, ANSWERS_255]);
  const errors = watchForErrors(page);

  // Opened from a link: the token warning lists it with the reason and refuses the import.
  await page.goto(`/swap?outputCurrency=${HOSTILE}`);
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText('UNKNOWN');
  await expect(warning).toContainText(LONG_REASON);
  await expect(warning.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectWorkingSwapPage(page);
  // Leaving the warning goes back to a plain /swap.
  await warning.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/swap$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectWorkingSwapPage(page);

  // Pasted into the To field's token search: shown, with the reason, and it cannot be chosen.
  await page
    .getByRole('region', { name: 'To' })
    .getByRole('button', { name: 'Select a token' })
    .click();
  const select = page.getByRole('dialog', { name: 'Select a token' });
  const search = select.getByRole('combobox', { name: 'Search name or paste address' });
  await search.fill(HOSTILE);
  const row = select.getByRole('option', { name: /UNKNOWN/ });
  await expect(row).toContainText(SHORT_REASON);
  await expect(row).toBeDisabled();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(select).toBeVisible();

  // Imported by address in Manage > Tokens: the reason instead of an Import button.
  await select.getByRole('button', { name: 'Manage Token Lists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage' });
  await manage.getByRole('tab', { name: 'Tokens' }).click();
  await manage.getByLabel('Token address').fill(HOSTILE);
  await expect(manage.getByRole('alert')).toHaveText(LONG_REASON);
  await expect(manage.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await manage.getByRole('button', { name: 'Back' }).click();

  // The dialog and the page still work: pick a real token.
  await search.fill('dai');
  await select.getByRole('option', { name: /DAI/ }).click();
  await expect(
    page.getByRole('region', { name: 'To' }).getByRole('button', { name: 'DAI' }),
  ).toBeVisible();
  await expectWorkingSwapPage(page);
  // Nothing about the hostile token was kept.
  const stored = await page.evaluate(() => window.localStorage.getItem('dex.user-tokens') ?? '');
  expect(stored.toLowerCase()).not.toContain(HOSTILE.toLowerCase());
  expect(errors).toEqual([]);
});
