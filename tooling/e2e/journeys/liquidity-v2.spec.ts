// V2 liquidity on the devnet (issue #17, spec 001 §2 "/pool/v2", "/add/v2", "/remove/v2", "/find"):
// the disconnected and empty texts, account #0's seeded pairs, and the writes, each judged by the
// chain's LP and token balances.
import { connectWallet } from '../src/app';
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
