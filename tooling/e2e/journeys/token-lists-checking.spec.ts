// Issue 38 §2, the token warning fails closed: on a first visit, while the token lists have not
// answered, a page whose URL names a token that no list has yet shows its form disabled with
// "Checking token lists…", never usable and unwarned; then the warning for a token on no list, or
// the form for a listed one. A list host that fails, or never answers, settles the check too.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../src/fixtures';

const DEVNET_LIST = '**/lists/devnet.tokenlist.json';

/** Holds every request for the devnet's token list until `release()` lets them through. */
async function holdDevnetList(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(DEVNET_LIST, async (route: Route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const checking = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Checking token lists…' });

test('/swap naming an unlisted token while the list host is slow: a disabled form, then the warning', async ({
  page,
  devnet,
}) => {
  const { NOLIST } = devnet.deployment.tokens;
  const list = await holdDevnetList(page);
  await page.goto(`/swap?outputCurrency=${NOLIST.address}`);
  await expect(checking(page)).toBeVisible();
  const to = page.getByRole('region', { name: 'To' });
  await expect(to.getByRole('button', { name: 'NOLIST' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'To' })).toBeDisabled();
  // Still checking a while later: no warning yet, and nothing to type into.
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog', { name: 'Import a token' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'From' })).toBeDisabled();

  list.release();
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText('NOLIST');
  await expect(checking(page)).toHaveCount(0);
  await warning.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'From' }).fill('0.1');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('0.1');
});

test('/add/v2 naming a listed token while the list host is slow: a disabled form, then the form unwarned', async ({
  page,
  devnet,
}) => {
  const usdc = devnet.deployment.tokens.USDC.address;
  const list = await holdDevnetList(page);
  await page.goto(`/add/v2/ETH/${usdc}`);
  await expect(checking(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ETH' })).toBeDisabled();

  list.release();
  await expect(checking(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'ETH' })).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Import a token' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'ETH' }).fill('1');
  await expect(page.getByRole('textbox', { name: 'USDC' })).not.toHaveValue('');
});

test('a list host that fails settles the check: the warning, not "Checking" for ever', async ({
  page,
  devnet,
}) => {
  const { NOLIST } = devnet.deployment.tokens;
  await page.route(DEVNET_LIST, (route) => route.abort('connectionrefused'));
  await page.goto(`/add/v2/ETH/${NOLIST.address}`);
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText('NOLIST');
  await expect(checking(page)).toHaveCount(0);
});

test('a list host that never answers settles at the download timeouts (15 s per address tried)', async ({
  page,
  devnet,
}) => {
  const { NOLIST } = devnet.deployment.tokens;
  // Requests are kept unanswered; the app gives up on each by itself. The devnet's http:// list
  // is tried as https:// first, so that is two 15 s deadlines, run on the page's clock here
  // rather than waited out (the app's deadlines are its own timers).
  await page.clock.install();
  let requested = 0;
  await page.route(DEVNET_LIST, () => {
    requested++;
  });
  await page.goto(`/swap?outputCurrency=${NOLIST.address}`);
  await expect(checking(page)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From' })).toBeDisabled();
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect.poll(() => requested).toBe(1);
  // Each address gets 15 s: 10 s in, still checking; past 15 s, the next address is tried. (The
  // page's clock also runs on in real time between these steps, and a loaded machine takes
  // seconds over them: checking at 14 s lost that race once.)
  for (const address of [1, 2]) {
    await page.clock.fastForward(10_000);
    await expect(checking(page)).toBeVisible();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(6_000);
    if (address === 1) await expect.poll(() => requested).toBe(2);
  }
  await expect(warning).toContainText('NOLIST');
  await expect(checking(page)).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
