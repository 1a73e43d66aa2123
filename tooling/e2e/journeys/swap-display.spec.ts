// Issue 19, swap page display (spec §2, §4, §9): a token whose symbol runs over 20 characters is
// shown shortened everywhere on /swap (panels, price line, confirm dialog, popup, history), prices
// at 4 significant digits, the price impact in its tier's colour; after the swap the submitted
// dialog offers adding the token to the wallet (a refusal shows as not added), and the typed
// amount stays until that dialog is closed.
import { artifacts } from '@dex-tooling/devnet';
import type { Locator, Page } from '@playwright/test';
import { MaxUint256, parseEther } from 'ethers';
import { closeTradeDetails, connectWallet, tradeDetails } from '../src/app';
import { type E2EDevnet, expect, test } from '../src/fixtures';

const LONG_SYMBOL = 'VERYLONGSYMBOLNAME12345';
const SHORT = 'VERY...12345';

/** A new token with a 23-character symbol in a v2 pool with 50 ETH (1 ETH = 2,000 of it). */
async function longSymbolToken(devnet: E2EDevnet): Promise<string> {
  const account = devnet.deployment.accounts[0] as string;
  const token = await devnet.client.deploy(artifacts.DevERC20, [
    'Long Symbol Token',
    LONG_SYMBOL,
    18,
  ]);
  const address = await token.getAddress();
  await devnet.client.send(token, 'mint', [account, parseEther('100000')]);
  const router = devnet.client.at(
    artifacts.UniswapV2Router02,
    devnet.deployment.contracts.v2Router02,
  );
  await devnet.client.send(token, 'approve', [devnet.deployment.contracts.v2Router02, MaxUint256]);
  await devnet.client.send(
    router,
    'addLiquidityETH',
    [address, parseEther('100000'), 0, 0, account, MaxUint256],
    { value: parseEther('50') },
  );
  return address;
}

/** How many significant digits a shown number has ("1,994" 4, "0.0005012" 4). */
function significantDigits(text: string): number {
  return text.replace(/[^0-9]/g, '').replace(/^0+/, '').length;
}

async function priceImpactTone(page: Page): Promise<string | null> {
  const tooltip: Locator = await tradeDetails(page);
  const row = tooltip.getByText('Price Impact', { exact: true }).locator('..');
  const tone = await row.locator('[data-tone]').getAttribute('data-tone');
  await closeTradeDetails(page);
  return tone;
}

test('a long symbol is shortened across the swap, and the swapped token can be added to the wallet', async ({
  page,
  devnet,
  wallet,
}) => {
  const token = await longSymbolToken(devnet);
  await connectWallet(page, wallet, '/swap');
  await page.goto(`/swap?inputCurrency=ETH&outputCurrency=${token}&exactAmount=0.1&use=v2`);
  // The token warning names it shortened too, beside its full address.
  const warning = page.getByRole('dialog', { name: 'Import a token' });
  await expect(warning).toContainText(SHORT);
  await expect(warning).toContainText(token);
  await expect(warning).not.toContainText(LONG_SYMBOL);
  await warning.getByRole('button', { name: 'Import' }).click();

  // The output panel's currency button and the price line.
  await expect(page.getByRole('button', { name: SHORT, exact: true })).toBeVisible();
  await expect(page.getByText(LONG_SYMBOL)).toHaveCount(0);
  const priceLine = page.getByTitle('Invert the price');
  await expect(priceLine).toHaveText(/^[0-9.,]+ VERY\.\.\.12345 per ETH$/);
  const price = (await priceLine.textContent())?.split(' ')[0] ?? '';
  expect(significantDigits(price)).toBeLessThanOrEqual(4);
  expect(significantDigits(price)).toBeGreaterThan(1);
  await priceLine.click(); // inverted: the tiny price still shows 4 significant digits
  await expect(priceLine).toHaveText(/^0\.0+[1-9][0-9]{0,3} ETH per VERY\.\.\.12345$/);

  // 0.1 ETH of a 50 ETH pool: a low impact, green; 3 ETH: over 5%, red.
  expect(await priceImpactTone(page)).toBe('success');
  const from = page.getByRole('textbox', { name: 'From' });
  await from.fill('3');
  await expect.poll(() => priceImpactTone(page)).toBe('danger');
  await from.fill('0.1');
  await expect.poll(() => priceImpactTone(page)).toBe('success');

  // The confirm dialog.
  await page.getByRole('button', { name: 'Swap', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Swap' });
  await expect(confirm).toContainText(SHORT);
  await expect(confirm).not.toContainText(LONG_SYMBOL);
  await confirm.getByRole('button', { name: 'Confirm Swap' }).click();

  // Submitted: the amount stays while the dialog shows; the token can be added to the wallet.
  const submitted = page.getByRole('dialog');
  await expect(submitted).toContainText('Transaction Submitted');
  await expect(from).toHaveValue('0.1');
  const add = submitted.getByRole('button', { name: `Add ${SHORT} to wallet` });
  wallet.rejectNext();
  await add.click();
  await expect(submitted.getByRole('status')).toHaveText(`${SHORT} was not added to your wallet.`);
  await expect(add).toBeEnabled();
  expect(wallet.watchAssetRequests).toEqual([]);
  await add.click();
  await expect(submitted).toContainText(`Added ${SHORT}`);
  expect(wallet.watchAssetRequests).toEqual([
    { type: 'ERC20', options: { address: token, symbol: LONG_SYMBOL, decimals: 18 } },
  ]);
  await submitted.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(from).toHaveValue('');

  // The popup and the account's history show the summary with the shortened symbol.
  const summary = /Swap 0\.1 ETH for [\d.,]+ VERY\.\.\.12345/;
  const popups = page.getByRole('region', { name: 'Notifications' }).or(page.getByRole('status'));
  await expect(popups.filter({ hasText: summary }).first()).toBeVisible();
  // The account button: its ENS name (alice.eth on the devnet) or its shortened address.
  const short = `${wallet.account.slice(0, 6)}\\.\\.\\.${wallet.account.slice(-4)}`;
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(alice\\.eth|${short})$`, 'i') })
    .click();
  const history = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(history).toContainText(summary);
  await expect(page.getByText(LONG_SYMBOL)).toHaveCount(0);
});

test('a long symbol is shortened in the token dialogs: the import row, the import view, Manage > Tokens', async ({
  page,
  devnet,
}) => {
  // The devnet's EXTREMELYLONGSYMBOLTOKEN (24 characters) is on no list.
  const { LONG } = devnet.deployment.tokens;
  if (!LONG) throw new Error('the devnet has no LONG token');
  const long = { symbol: 'EXTREMELYLONGSYMBOLTOKEN', short: 'EXTR...TOKEN' };
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  const select = page.getByRole('dialog', { name: 'Select a token' });
  await select.getByRole('combobox', { name: 'Search name or paste address' }).fill(LONG.address);
  const importRow = select.getByRole('option', { name: new RegExp(`${long.short}.*Import`) });
  await expect(importRow).toBeVisible();
  await expect(select).not.toContainText(long.symbol);

  // The import view from that row.
  await importRow.click();
  const importView = page.getByRole('dialog', { name: 'Import a token' });
  await expect(importView).toContainText(long.short);
  await expect(importView).toContainText(LONG.address);
  await expect(importView).not.toContainText(long.symbol);
  await importView.getByRole('button', { name: 'Back' }).click();

  // Manage > Tokens: the "Import {symbol}" button of a typed address, then the custom token.
  await page.getByRole('button', { name: 'Manage Token Lists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage' });
  await manage.getByRole('tab', { name: 'Tokens' }).click();
  await manage.getByLabel('Token address').fill(LONG.address);
  await manage.getByRole('button', { name: `Import ${long.short}` }).click();
  await expect(page.getByRole('dialog', { name: 'Import a token' })).toContainText(long.short);
  await page
    .getByRole('dialog', { name: 'Import a token' })
    .getByRole('button', { name: 'Import' })
    .click();
  await manage.getByRole('tab', { name: 'Tokens' }).click();
  await expect(manage).toContainText(/1 Custom Token(?!s)/);
  await expect(manage.getByRole('listitem').filter({ hasText: long.short })).toBeVisible();
  await expect(manage.getByRole('button', { name: `Remove ${long.short}` })).toBeVisible();
  await expect(page.getByText(long.symbol)).toHaveCount(0);
});

test('the settings popover is one of the modals: the gear toggles it, another modal closes it', async ({
  page,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/swap');
  const gear = page.getByRole('button', { name: 'Transaction settings' });
  await gear.click();
  await expect(gear).toHaveAttribute('aria-expanded', 'true');
  await gear.click();
  await expect(gear).toHaveAttribute('aria-expanded', 'false');
  await gear.click();
  await expect(gear).toHaveAttribute('aria-expanded', 'true');
  // From the keyboard, so no click lands outside the popover: the wallet modal replaces it.
  await page.getByRole('button', { name: 'Connect Wallet' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible();
  await expect(gear).toHaveAttribute('aria-expanded', 'false');
});
