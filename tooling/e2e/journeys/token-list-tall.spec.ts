// Issue 31 §2: on a tall screen the token select's list is filled on the first render, not only
// after the user scrolls. The list is measured on mount and on resize (ui-kit's TokenSelect).
import type { Page } from '@playwright/test';
import { expect, test } from '../src/fixtures';

test.use({ viewport: { width: 1280, height: 1600 } });

/** 40 extra tokens on the devnet list, so the list is taller than the 80vh dialog. */
async function serveLongDevnetList(page: Page, servicesUrl: string | undefined) {
  if (!servicesUrl) throw new Error('This journey needs the devnet services (token lists).');
  const listUrl = `${servicesUrl}/lists/devnet.tokenlist.json`;
  const list = (await (await fetch(listUrl)).json()) as {
    tokens: Array<{ chainId: number }>;
  };
  const chainId = list.tokens[0]?.chainId;
  const extra = Array.from({ length: 40 }, (_, i) => ({
    chainId,
    // Digits only: an address with no letters is its own checksum form.
    address: `0x${String(9_000 + i).padStart(40, '0')}`,
    symbol: `TALL${i}`,
    name: `Tall Screen Token ${i}`,
    decimals: 18,
  }));
  await page.route(listUrl, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ ...list, tokens: [...list.tokens, ...extra] }),
    }),
  );
}

/** What a user sees at the bottom edge of the list: the row text there, or '' for blank space. */
function rowAtListBottom(page: Page): Promise<string> {
  return page
    .getByRole('dialog', { name: 'Select a token' })
    .getByRole('listbox')
    .evaluate((list) => {
      const viewport = list.parentElement as HTMLElement;
      const box = viewport.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - 8);
      return hit?.closest('[role="option"]')?.textContent ?? '';
    });
}

test('a 1,600 px tall window sees token rows down to the bottom of the list without scrolling', async ({
  page,
  devnet,
}) => {
  await serveLongDevnetList(page, devnet.servicesUrl);
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await expect(dialog.getByRole('option').first()).toBeVisible();
  // The list runs past the dialog, so its viewport is full height: rows must reach its bottom.
  const listHeight = await dialog
    .getByRole('listbox')
    .evaluate((list) => (list.parentElement as HTMLElement).clientHeight);
  expect(listHeight).toBeGreaterThan(11 * 56);
  await expect.poll(() => rowAtListBottom(page)).toMatch(/\S/);
  expect(await dialog.getByRole('listbox').evaluate((list) => list.parentElement?.scrollTop)).toBe(
    0,
  );

  // A shorter window, then a taller one again: the rows follow the new height.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.setViewportSize({ width: 1280, height: 1600 });
  await expect.poll(() => rowAtListBottom(page)).toMatch(/\S/);
});
