// Liquidity mining overview on the devnet (issue #18, spec 001 §2 /uni, §4 "Rewards countdown",
// §5 "Mining pools are shown only if the staked amount exceeds a minimum"): the banner, account
// #0's seeded active (DAI/ETH) and ended (ETH/USDC) pools with their countdowns on the chain's
// clock and Manage links; no pool for an account without a stake, nor one it has withdrawn from.
import { Contract } from 'ethers';
import { connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

const COUNTDOWN = /^Rewards end in \d+ days, \d+ hr, \d+ min, \d+ sec$/;

test('without an account there is no stake: /uni shows the banner and "No active pools"', async ({
  page,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/uni');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Uniswap liquidity mining' }),
  ).toBeVisible();
  await expect(page.getByText('No active pools')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('an account that never staked sees "No active pools"', async ({ page, wallet }) => {
  await wallet.setAccount(7);
  await connectWallet(page, wallet, '/uni');
  await expect(page.getByText('No active pools')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("account #0's staked pools: the active one counting down, the ended one, both to Manage", async ({
  page,
  wallet,
  devnet,
}) => {
  await connectWallet(page, wallet, '/uni');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Uniswap liquidity mining' }),
  ).toBeVisible();
  const { tokens } = devnet.deployment;
  const active = page.getByRole('article', { name: 'DAI/ETH' });
  const ended = page.getByRole('article', { name: 'ETH/USDC' });
  const countdown = active.getByTestId('mining-countdown');
  await expect(countdown).toHaveText(COUNTDOWN);
  // Rewards run 60 days from the seeded start; the devnet's later set-up warps the clock a little.
  const days = Number(/in (\d+) days/.exec((await countdown.textContent()) ?? '')?.[1]);
  expect(days).toBeGreaterThan(30);
  expect(days).toBeLessThan(60);
  // Updated every second.
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(countdown).toHaveText(COUNTDOWN);
  await expect(active).toContainText(/Pool rate\s*[\d.,]+ UNI \/ week/);
  await expect(active).toContainText(/Total deposited\s*[\d.,]+ ETH/);
  await expect(ended.getByTestId('mining-countdown')).toHaveText('Rewards have ended!');
  await expect(ended).toContainText('0 UNI / week');
  await expect(active.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    `/uni/${tokens.DAI?.address}/ETH`,
  );
  await expect(ended.getByRole('link', { name: 'Manage' })).toHaveAttribute(
    'href',
    `/uni/ETH/${tokens.USDC?.address}`,
  );
  await expect(page.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await expect(page.getByText('No active pools')).toHaveCount(0);
});

test('a pool account #0 has withdrawn all its stake from falls under the minimum and leaves /uni', async ({
  page,
  wallet,
  devnet,
}) => {
  const ended = devnet.deployment.mining.find((pool) => pool.state === 'ended');
  if (!ended) throw new Error('the devnet has no ended mining pool');
  // exit(): account #0 withdraws its whole stake (and claims), as Withdraw on /uni/{a}/{b} does.
  await devnet.client.send(new Contract(ended.stakingRewards, ['function exit()']), 'exit', []);
  await connectWallet(page, wallet, '/uni');
  await expect(page.getByRole('article', { name: 'DAI/ETH' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'ETH/USDC' })).toHaveCount(0);
});

test("/uni/{a}/{b} shows account #0's deposit and unclaimed UNI, and no step 1", async ({
  page,
  wallet,
  devnet,
}) => {
  const dai = devnet.deployment.tokens.DAI?.address ?? '';
  await connectWallet(page, wallet, `/uni/${dai}/ETH`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'DAI/ETH liquidity mining' }),
  ).toBeVisible();
  const value = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(value('Total deposits')).toHaveText(/^[\d.,]+ ETH$/);
  await expect(value('Pool rate')).toHaveText(/^[\d.,]+ UNI \/ week$/);
  await expect(value('Your liquidity deposits')).toHaveText(/^[\d.,]+ UNI-V2$/);
  // The active pool has been paying account #0, its only staker: 4 decimals (English grouping),
  // above zero.
  await expect(value('Your unclaimed UNI')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{4}$/);
  await expect(value('Your unclaimed UNI')).not.toHaveText('0.0000');
  await expect(page.getByRole('link', { name: 'Add liquidity' })).toHaveCount(0);
});

test('an account without LP tokens is sent to add liquidity first; an unknown pair has no pool', async ({
  page,
  wallet,
  devnet,
}) => {
  const { DAI, USDC } = devnet.deployment.tokens;
  await wallet.setAccount(7);
  await connectWallet(page, wallet, `/uni/ETH/${DAI?.address}`);
  const step = page.getByRole('region', { name: 'Step 1. Get UNI-V2 liquidity tokens' });
  await expect(step.getByRole('link', { name: 'Add liquidity' })).toHaveAttribute(
    'href',
    `/add/${DAI?.address}/ETH`,
  );
  await page.goto(`/uni/${DAI?.address}/${USDC?.address}`);
  await expect(page.getByText('This pair has no liquidity mining pool.')).toBeVisible();
});
