// The reader's language (issue #31 §1): the header menu's language picker switches the page at
// once and is remembered across a reload; the mining countdown is written with Intl in that
// language ("40 日 3 時間 …", not "40d 3h …"). Plural forms are proven by the unit tests
// (src/i18n/locales.test.ts, translate.test.ts).
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

test('choosing 日本語 in the menu: the page, the countdown and a reload stay Japanese', async ({
  page,
  wallet,
}) => {
  // Account #0 has a stake in the seeded pools: /uni lists only those (spec 001 §5).
  await connectWallet(page, wallet, '/uni');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Uniswap liquidity mining' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'More' }).click();
  const languages = page.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await languages.getByRole('menuitemradio', { name: '日本語' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Uniswap 流動性マイニング' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const countdown = page.getByRole('article', { name: 'DAI/ETH' }).getByTestId('mining-countdown');
  await expect(countdown).toHaveText(/^報酬終了まで \d+\s?日\s\d+\s?時間\s\d+\s?分\s\d+\s?秒$/);

  await page.reload();
  await expect(page.getByRole('link', { name: 'スワップ' })).toBeVisible();
  await page.getByRole('button', { name: 'その他' }).click();
  await expect(
    page.getByRole('group', { name: '言語' }).getByRole('menuitemradio', { name: '日本語' }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('on a phone the whole language list is reachable in the menu', async ({ page, wallet }) => {
  await wallet.lockAccounts();
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/swap');
  await page.getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu', { name: 'More' });
  // The menu scrolls inside rather than running off the screen (the phishing banner pushes the
  // header down); its last language is reached by scrolling the menu.
  const box = await menu.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
  expect(await menu.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
  await menu.getByRole('menuitemradio', { name: '한국어' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '지갑 연결' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});
