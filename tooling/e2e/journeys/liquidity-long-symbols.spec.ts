// Symbols over 20 characters are shortened to their first 4, '...' and last 5 (spec 001 §9) on
// the liquidity cards and pages: the devnet's EXTREMELYLONGSYMBOLTOKEN (24 characters, on no list)
// is paired with WETH, and account #8 provided that pair's liquidity.
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

const SHORT = 'EXTR...TOKEN';
const LONG_SYMBOL = 'EXTREMELYLONGSYMBOLTOKEN';
const LIQUIDITY_PROVIDER = 8;

test('the LONG/ETH pair card and /remove/v2 show the shortened symbol', async ({
  page,
  wallet,
  devnet,
}) => {
  const { LONG, WETH } = devnet.deployment.tokens;
  if (!LONG || !WETH) throw new Error('the devnet has no LONG or WETH');
  // The pair as /find stores it (spec 000 §3), so /pool/v2 tracks it although LONG is on no list.
  await page.addInitScript(
    ([long, weth]) => {
      const serialized = (token: typeof long) => ({
        chainId: 31337,
        address: token.address,
        decimals: token.decimals,
        symbol: token.symbol,
        name: token.name,
      });
      const key = [long.address.toLowerCase(), weth.address.toLowerCase()].sort().join(';');
      window.localStorage.setItem(
        'dex.user-pairs',
        JSON.stringify({
          version: 1,
          data: { 31337: { [key]: { token0: serialized(long), token1: serialized(weth) } } },
        }),
      );
    },
    [LONG, WETH] as const,
  );
  await wallet.setAccount(LIQUIDITY_PROVIDER);
  await connectWallet(page, wallet, '/pool/v2');

  const card = page.getByRole('article', { name: new RegExp(`^(ETH/${SHORT}|${SHORT}/ETH)$`) });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText(`Pooled ${SHORT}:`)).toBeVisible();
  await expect(page.getByText(LONG_SYMBOL)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Remove' })).toHaveAttribute(
    'href',
    `/remove/v2/${LONG.address}/ETH`,
  );

  await card.getByRole('link', { name: 'Remove' }).click();
  await expect(page).toHaveURL(new RegExp(`/remove/v2/${LONG.address}/ETH$`));
  // LONG is on no list, so the token warning comes before the form (spec 000 §2); it names the
  // token shortened too (issue 38), beside its full address, and the user imports it.
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText(SHORT);
  await expect(warning).toContainText(LONG.address);
  await expect(warning).not.toContainText(LONG_SYMBOL);
  await warning.getByRole('button', { name: 'Import' }).click();
  await expect(warning).toHaveCount(0);
  await page.getByRole('button', { name: '25%' }).click();
  // Both price lines ("1 X =" and "{price} X") name the token by its short form only.
  await expect(page.getByText(`1 ${SHORT} =`)).toBeVisible();
  await expect(page.getByText(/^[\d.,]+ EXTR\.\.\.TOKEN$/).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(LONG_SYMBOL)).toHaveCount(0);
});
