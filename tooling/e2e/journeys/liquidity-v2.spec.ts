// V2 liquidity on the devnet (issue #17, spec 001 §2 "/pool/v2", "/add/v2", "/remove/v2", "/find"):
// the disconnected and empty texts, account #0's seeded pairs, and the writes, each judged by the
// chain's LP and token balances.
import type { Page } from '@playwright/test';
import { Contract } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { type E2EDevnet, expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';

test('without a wallet, /pool/v2 asks to connect', async ({ page, wallet }) => {
  await wallet.lockAccounts();
  await page.goto('/pool/v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Your V2 liquidity' })).toBeVisible();
  await expect(page.getByText('Connect to a wallet to view your V2 liquidity.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a pair' })).toHaveAttribute(
    'href',
    '/add/v2/ETH',
  );
  await page.getByRole('button', { name: 'Connect a wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible();
});

test('an account without V2 liquidity reads "No V2 Liquidity found."', async ({ page, wallet }) => {
  await wallet.setAccount(7);
  await connectWallet(page, wallet, '/pool/v2');
  await expect(page.getByText('No V2 Liquidity found.')).toBeVisible();
});

test("account #0's seeded pairs show their pooled amounts, share and links", async ({
  page,
  wallet,
  devnet,
}) => {
  await connectWallet(page, wallet, '/pool/v2');
  const { tokens, mining } = devnet.deployment;
  const usdc = tokens.USDC?.address ?? '';
  const card = page.getByRole('article', { name: 'ETH/USDC' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Pooled USDC:');
  await expect(card).toContainText(/Your pool share:\s*\d+\.\d{6}%/);
  await expect(card.getByRole('link', { name: 'Add' })).toHaveAttribute(
    'href',
    `/add/v2/ETH/${usdc}`,
  );
  await expect(card.getByRole('link', { name: 'Remove' })).toHaveAttribute(
    'href',
    `/remove/v2/ETH/${usdc}`,
  );
  await expect(card.getByRole('link', { name: 'Migrate' })).toHaveAttribute(
    'href',
    `/migrate/v2/${mining[0]?.stakingToken}`,
  );
  // Half of account #0's LP is staked in the seeded mining pool.
  await expect(card).toContainText('Pool tokens in rewards pool:');
  await expect(
    card.getByRole('link', { name: 'Manage Liquidity in Rewards Pool' }),
  ).toHaveAttribute('href', `/uni/ETH/${usdc}`);
  await expect(page.getByRole('article', { name: 'DAI/ETH' })).toBeVisible();
});

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
];

/** Account #0's seeded ETH/USDC pair: its LP token, and USDC's address. */
/** Once the LP token is approved (or signed for): Remove, confirm, close the submitted dialog. */
async function removeOnceApproved(page: Page) {
  await expect(page.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove' }).click();
  await page
    .getByRole('dialog', { name: 'You will receive' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await closeSubmittedDialog(page);
}

function ethUsdc(devnet: E2EDevnet) {
  const { tokens, mining, accounts } = devnet.deployment;
  const lp = new Contract(mining[0]?.stakingToken ?? '', ERC20, devnet.client.provider);
  const lpBalance = async () => (await lp.getFunction('balanceOf')(accounts[0])) as bigint;
  return { usdc: tokens.USDC?.address ?? '', lp, lpBalance, owner: accounts[0] as string };
}

test('adds 1 ETH with USDC at the pool price from /add/v2 (judged by LP on chain)', async ({
  page,
  wallet,
  devnet,
}) => {
  const { usdc, lpBalance } = ethUsdc(devnet);
  const before = await lpBalance();
  await connectWallet(page, wallet, `/add/v2/ETH/${usdc}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Liquidity' })).toBeVisible();
  await page.getByRole('textbox', { name: 'ETH' }).fill('1');
  // The USDC side follows the pool price (about 2,000 USDC per ETH on the devnet).
  await expect(page.getByRole('textbox', { name: 'USDC' })).toHaveValue(/^(19|20)\d\d(\.\d+)?$/);
  const prices = page.getByRole('region', { name: 'Prices and pool share' });
  await expect(prices).toContainText('USDC per ETH');
  await expect(prices).toContainText('Share of Pool');
  await page.getByRole('button', { name: 'Supply' }).click();
  const review = page.getByRole('dialog', { name: 'You will receive' });
  await expect(review).toContainText('ETH/USDC Pool Tokens');
  await review.getByRole('button', { name: 'Confirm Supply' }).click();
  await closeSubmittedDialog(page);
  await expect(page).toHaveURL(/\/pool\/v2$/);
  await expect.poll(lpBalance).toBeGreaterThan(before);
});

test('an unknown pair offers to create it with the first-provider messages', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens } = devnet.deployment;
  await connectWallet(page, wallet, '/pool/v2');
  await page.goto(`/add/v2/${tokens.NEW?.address}/${tokens.USDC?.address}`);
  // NEW is on none of the active lists yet (list 1.0.0): the token warning comes first.
  await page
    .getByRole('dialog', { name: 'Import a token' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pair' })).toBeVisible();
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible();
  await page.getByRole('textbox', { name: 'NEW' }).fill('10');
  await page.getByRole('textbox', { name: 'USDC' }).fill('30');
  const prices = page.getByRole('region', { name: 'Initial prices' });
  await expect(prices).toContainText('3');
  await expect(prices).toContainText('100%');
  await page.getByRole('button', { name: 'Supply' }).click();
  const review = page.getByRole('dialog', { name: 'You are creating a pool' });
  await review.getByRole('button', { name: 'Create Pool & Supply' }).click();
  await closeSubmittedDialog(page);
  // The pair now exists, with account #0's LP in it, and is listed on /pool/v2.
  const factory = new Contract(
    devnet.deployment.contracts.v2Factory,
    ['function getPair(address, address) view returns (address)'],
    devnet.client.provider,
  );
  const pair = (await factory.getFunction('getPair')(
    tokens.NEW?.address,
    tokens.USDC?.address,
  )) as string;
  expect(BigInt(pair)).not.toBe(0n);
  const lp = new Contract(pair, ERC20, devnet.client.provider);
  expect(
    (await lp.getFunction('balanceOf')(devnet.deployment.accounts[0])) as bigint,
  ).toBeGreaterThan(0n);
  await expect(page.getByRole('article', { name: /NEW\/USDC|USDC\/NEW/ })).toBeVisible();
});

test('removes 50 % of ETH/DAI with a permit signature (judged by LP and DAI on chain)', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens, mining, accounts } = devnet.deployment;
  const dai = tokens.DAI?.address ?? '';
  const lp = new Contract(mining[1]?.stakingToken ?? '', ERC20, devnet.client.provider);
  const daiToken = new Contract(dai, ERC20, devnet.client.provider);
  const lpBefore = (await lp.getFunction('balanceOf')(accounts[0])) as bigint;
  const daiBefore = (await daiToken.getFunction('balanceOf')(accounts[0])) as bigint;
  await connectWallet(page, wallet, `/remove/v2/ETH/${dai}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Remove Liquidity' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter an amount' })).toBeDisabled();
  await page.getByRole('button', { name: '50%' }).click();
  await expect(page.getByRole('region', { name: 'You will receive' })).toContainText('DAI');
  // The pair supports EIP-2612: Approve asks for a signature, no transaction.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove' }).click();
  const review = page.getByRole('dialog', { name: 'You will receive' });
  await expect(review).toContainText('UNI-V2 ETH/DAI Burned');
  await review.getByRole('button', { name: 'Confirm' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await lp.getFunction('balanceOf')(accounts[0])) as bigint)
    .toBe(lpBefore - lpBefore / 2n);
  expect((await daiToken.getFunction('balanceOf')(accounts[0])) as bigint).toBeGreaterThan(
    daiBefore,
  );
});

test('a V2 removal rejected in the wallet is logged and the review comes back; Confirm from there sends it', async ({
  page,
  wallet,
  devnet,
}) => {
  const { usdc, lpBalance } = ethUsdc(devnet);
  const lpBefore = await lpBalance();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await connectWallet(page, wallet, `/remove/v2/ETH/${usdc}`);
  await page.getByRole('button', { name: '50%' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove' }).click();
  const review = page.getByRole('dialog', { name: 'You will receive' });
  await expect(review).toContainText('UNI-V2 ETH/USDC Burned');
  wallet.rejectNext();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await expect.poll(() => wallet.requests('eth_sendTransaction').length).toBe(1);
  // Spec 001 §8: logged, and the modal returns to its form: the review, ready to confirm again.
  await expect.poll(() => logs).toContain('Remove V2 liquidity: Transaction rejected.');
  await expect(review).toContainText('UNI-V2 ETH/USDC Burned');
  await expect(review.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  expect(await lpBalance()).toBe(lpBefore);

  await review.getByRole('button', { name: 'Confirm' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(lpBalance).toBe(lpBefore - lpBefore / 2n);
});

test('a wallet that cannot sign approves the LP token on chain instead, then removes', async ({
  page,
  wallet,
  devnet,
}) => {
  const { usdc, lp, lpBalance, owner } = ethUsdc(devnet);
  const router = devnet.deployment.contracts.v2Router02;
  const lpBefore = await lpBalance();
  await connectWallet(page, wallet, `/remove/v2/ETH/${usdc}`);
  await page.getByRole('button', { name: 'Max' }).click();
  wallet.rejectNext(1, { code: -32603, message: 'eth_signTypedData_v4 is not supported' });
  await page.getByRole('button', { name: 'Approve' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await lp.getFunction('allowance')(owner, router)) as bigint)
    .toBeGreaterThanOrEqual(lpBefore);
  await removeOnceApproved(page);
  await expect.poll(lpBalance).toBe(0n);
});

test('a fee-on-transfer token: adds ETH/FOT, then removal falls back to the supporting-fee variant', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens, contracts, accounts } = devnet.deployment;
  const fot = tokens.FOT?.address ?? '';
  const weth = tokens.WETH?.address ?? '';
  const factory = new Contract(
    contracts.v2Factory,
    ['function getPair(address, address) view returns (address)'],
    devnet.client.provider,
  );
  const lp = new Contract(
    (await factory.getFunction('getPair')(fot, weth)) as string,
    ERC20,
    devnet.client.provider,
  );
  const lpBalance = async () => (await lp.getFunction('balanceOf')(accounts[0])) as bigint;
  expect(await lpBalance()).toBe(0n);

  await connectWallet(page, wallet, `/add/v2/ETH/${fot}`);
  await page.getByRole('textbox', { name: 'ETH' }).fill('0.5');
  await expect(page.getByRole('textbox', { name: 'FOT' })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Supply' }).click();
  await page
    .getByRole('dialog', { name: 'You will receive' })
    .getByRole('button', { name: 'Confirm Supply' })
    .click();
  await closeSubmittedDialog(page);
  await expect.poll(lpBalance).toBeGreaterThan(0n);

  // The router receives 1 % less FOT than the pair sends it, so removeLiquidityETH cannot pay out
  // and does not estimate; only the supporting-fee variant can take the LP to zero.
  await page.goto(`/remove/v2/ETH/${fot}`);
  await page.getByRole('button', { name: 'Max' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await removeOnceApproved(page);
  await expect.poll(lpBalance).toBe(0n);
});

test('detailed mode takes typed amounts; Receive WETH switches the native side to the wrapped token', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens } = devnet.deployment;
  await connectWallet(page, wallet, `/remove/v2/ETH/${tokens.USDC?.address}`);
  await page.getByRole('button', { name: 'Detailed' }).click();
  await expect(page.getByRole('slider')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'USDC', exact: true }).fill('1000');
  await expect(page.getByRole('textbox', { name: 'ETH', exact: true })).toHaveValue(/^0\.[45]\d*/);
  await page.getByRole('button', { name: 'Receive WETH' }).click();
  await expect(page.getByRole('textbox', { name: 'WETH', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Simple' }).click();
  await expect(page.getByRole('slider', { name: 'Amount to remove (percent)' })).toBeVisible();
});

async function pickToken(page: Page, button: RegExp, symbol: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Select a token' });
  await dialog.getByRole('combobox', { name: 'Search name or paste address' }).fill(symbol);
  await dialog
    .getByRole('option', { name: new RegExp(`^${symbol}\\b`) })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('/find imports a pair: found, no liquidity, no pool, invalid (each text)', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens } = devnet.deployment;
  await connectWallet(page, wallet, '/find?origin=/pool/v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Import Pool' })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/pool/v2');
  await expect(page.getByText('Select a token to find your liquidity.')).toBeVisible();

  await pickToken(page, /^Second token/, 'USDC');
  await expect(page.getByRole('status').filter({ hasText: 'Pool Found!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage this pool.' })).toHaveAttribute(
    'href',
    '/pool/v2',
  );
  // The found pair is stored per chain (spec 000 §3).
  const stored = await page.evaluate(() => window.localStorage.getItem('dex.user-pairs'));
  expect(stored).toContain(tokens.USDC?.address);

  await pickToken(page, /^Second token/, 'MKR');
  await expect(page.getByText("You don't have liquidity in this pool yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add liquidity.' })).toHaveAttribute(
    'href',
    `/add/v2/ETH/${tokens.MKR?.address}`,
  );

  await pickToken(page, /^Second token/, 'HOP');
  await expect(page.getByText('No pool found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create pool.' })).toHaveAttribute(
    'href',
    `/add/v2/ETH/${tokens.HOP?.address}`,
  );

  await pickToken(page, /^Second token/, 'WETH');
  await expect(page.getByText('Invalid pair.')).toBeVisible();
  await page.getByRole('link', { name: '← Back' }).click();
  await expect(page).toHaveURL(/\/pool\/v2$/);
});

test.describe('on a 375 px phone', () => {
  test.use(PHONE);

  test('every V2 page fits without sideways scrolling and has no serious axe violation', async ({
    page,
    wallet,
    devnet,
  }) => {
    const { tokens } = devnet.deployment;
    const check = (label: string) => expectFitsAndAccessible(page, label);
    await connectWallet(page, wallet, '/pool/v2');
    await expect(page.getByRole('article', { name: 'ETH/USDC' })).toBeVisible();
    await check('/pool/v2');
    await page.goto(`/add/v2/ETH/${tokens.USDC?.address}`);
    await page.getByRole('textbox', { name: 'ETH' }).fill('1');
    await expect(page.getByRole('region', { name: 'Prices and pool share' })).toBeVisible();
    await check('/add/v2');
    await page.goto(`/remove/v2/ETH/${tokens.DAI?.address}`);
    await page.getByRole('button', { name: '50%' }).click();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await check('/remove/v2');
    await page.goto('/find?origin=/pool/v2');
    await expect(page.getByText('Select a token to find your liquidity.')).toBeVisible();
    await check('/find');
  });
});
