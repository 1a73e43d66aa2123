// V2 liquidity on the devnet (issue #17, spec 001 §2 "/pool/v2", "/add/v2", "/remove/v2", "/find"):
// the disconnected and empty texts, account #0's seeded pairs, and the writes, each judged by the
// chain's LP and token balances.
import { Contract } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

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

const ERC20 = ['function balanceOf(address) view returns (uint256)'];

test('adds 1 ETH with USDC at the pool price from /add/v2 (judged by LP on chain)', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens, mining, accounts } = devnet.deployment;
  const usdc = tokens.USDC?.address ?? '';
  const pairAddress = mining[0]?.stakingToken ?? '';
  const lp = new Contract(pairAddress, ERC20, devnet.client.provider);
  const before = (await lp.getFunction('balanceOf')(accounts[0])) as bigint;
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
  await expect
    .poll(async () => (await lp.getFunction('balanceOf')(accounts[0])) as bigint)
    .toBeGreaterThan(before);
});

test('an unknown pair offers to create it with the first-provider messages', async ({
  page,
  wallet,
  devnet,
}) => {
  const { tokens } = devnet.deployment;
  await connectWallet(page, wallet, `/add/v2/${tokens.NEW?.address}/${tokens.USDC?.address}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a pair' })).toBeVisible();
  await expect(page.getByText('You are the first liquidity provider.')).toBeVisible();
  await page.getByRole('textbox', { name: 'NEW' }).fill('10');
  await page.getByRole('textbox', { name: 'USDC' }).fill('30');
  const prices = page.getByRole('region', { name: 'Initial prices and pool share' });
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
