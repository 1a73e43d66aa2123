// Token selection on /swap from the devnet's token list: search and pick, the Enter rule, and the
// keyboard.
import { expect, test } from '../src/fixtures';

test('search the devnet list and select DAI as the output; Enter picks an exact symbol', async ({
  page,
}) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  const search = dialog.getByRole('combobox', { name: 'Search name or paste address' });
  await expect(search).toBeFocused();
  await search.fill('dai');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await dialog.getByRole('option', { name: /DAI/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'To' }).getByRole('button', { name: 'DAI' }),
  ).toBeVisible();

  // The input side: typing an exact symbol and Enter selects it (spec §5's Enter rule).
  await page.getByRole('region', { name: 'From' }).getByRole('button', { name: 'ETH' }).click();
  await page.getByRole('combobox', { name: 'Search name or paste address' }).fill('USDC');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'From' }).getByRole('button', { name: 'USDC' }),
  ).toBeVisible();
});

test('nothing matches: "No results found."; arrow keys then Enter select a row', async ({
  page,
}) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  const search = dialog.getByRole('combobox');
  await search.fill('zzzz-no-such-token');
  await expect(dialog.getByText('No results found.')).toBeVisible();
  await search.fill('');
  // The list comes back after the 200 ms search debounce.
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await search.press('ArrowDown');
  await search.press('ArrowDown');
  const second = dialog.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  const symbol = (await second.locator('span span').first().textContent()) ?? '';
  await search.press('Enter');
  await expect(
    page.getByRole('region', { name: 'To' }).getByRole('button', { name: symbol }),
  ).toBeVisible();
});
