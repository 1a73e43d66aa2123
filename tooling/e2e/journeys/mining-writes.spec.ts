// Liquidity mining writes on the devnet (issue #18, spec 001 §2 "Liquidity mining page", §4
// "Deposit flow (mining)" and reward counter, §5 "Mining deposit", §7 staking contract): account
// #0 deposits LP into the active DAI/ETH pool (by an on-chain approval, and by a permit signature
// sent as stakeWithPermit), watches unclaimed UNI grow after a time warp, claims and withdraws.
// Everything is judged by the chain's staking and token balances.
import type { Page } from '@playwright/test';
import { Contract } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { type E2EDevnet, expect, test } from '../src/fixtures';
import { expectFitsAndAccessible, PHONE } from '../src/phone';

const ERC20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
];
const STAKING = [
  'function balanceOf(address) view returns (uint256)',
  'function earned(address) view returns (uint256)',
];

/** The active DAI/ETH pool, its LP token and account #0's balances in both. */
function activePool(devnet: E2EDevnet) {
  const { mining, accounts, tokens, contracts } = devnet.deployment;
  const pool = mining.find((entry) => entry.state === 'active');
  if (!pool) throw new Error('The devnet has no active mining pool');
  const owner = accounts[0] ?? '';
  const provider = devnet.client.provider;
  const lp = new Contract(pool.stakingToken, ERC20, provider);
  const staking = new Contract(pool.stakingRewards, STAKING, provider);
  const uni = new Contract(contracts.uni, ERC20, provider);
  const read =
    (contract: Contract, method: string, ...args: unknown[]) =>
    async () =>
      (await contract.getFunction(method)(...args)) as bigint;
  return {
    pool,
    owner,
    url: `/uni/${tokens.DAI?.address}/ETH`,
    lpBalance: read(lp, 'balanceOf', owner),
    allowance: read(lp, 'allowance', owner, pool.stakingRewards),
    staked: read(staking, 'balanceOf', owner),
    earned: read(staking, 'earned', owner),
    uniBalance: read(uni, 'balanceOf', owner),
    /** The seed approved the pool for everything; take that back so Approve is needed. */
    revokeAllowance: () =>
      devnet.client.send(new Contract(pool.stakingToken, ERC20), 'approve', [
        pool.stakingRewards,
        0n,
      ]),
  };
}

const card = (page: Page) => page.getByRole('region', { name: 'DAI/ETH liquidity mining' });
const unclaimedText = (page: Page) =>
  page.locator('dt', { hasText: 'Your unclaimed UNI' }).locator('+ dd');
const unclaimed = async (page: Page) =>
  Number(((await unclaimedText(page).textContent()) ?? '').replace(/,/g, ''));

/** Opens Deposit and types `amount` (or Max). */
async function openDeposit(page: Page, amount: string | 'max') {
  await card(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByText(/^Available to deposit: [\d.,]+ UNI-V2$/)).toBeVisible();
  if (amount === 'max') await dialog.getByRole('button', { name: 'Max' }).click();
  else await dialog.getByRole('textbox', { name: 'Amount to deposit' }).fill(amount);
  return dialog;
}

test('deposits after an on-chain approval, earns, claims and withdraws (judged on chain)', async ({
  page,
  wallet,
  devnet,
}) => {
  const chain = activePool(devnet);
  await chain.revokeAllowance();
  const lpBefore = await chain.lpBalance();
  const stakedBefore = await chain.staked();
  expect(lpBefore).toBeGreaterThan(0n);
  await connectWallet(page, wallet, chain.url);
  await expect(unclaimedText(page)).toHaveText(/^[\d,]+\.\d{4}$/);

  // §5: more than the unstaked balance is not an amount.
  let dialog = await openDeposit(page, '1000000');
  await expect(dialog.getByRole('button', { name: 'Enter an amount' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Max' }).click();
  // Not approved: Deposit waits for Approve. A wallet that cannot sign approves on chain.
  await expect(dialog.getByRole('button', { name: 'Deposit' })).toBeDisabled();
  wallet.rejectNext(1, { code: -32603, message: 'eth_signTypedData_v4 is not supported' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  const submitted = page.getByRole('dialog', { name: 'Transaction Submitted' });
  await submitted.getByRole('button', { name: 'Close' }).first().click();
  await expect.poll(chain.allowance).toBeGreaterThanOrEqual(lpBefore);
  // Closing the approval's dialog goes back to the form, approved, the amount kept.
  dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('button', { name: 'Approved' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  // §4: submitted with the transaction's hash (the devnet has no explorer to link to).
  await expect(page.getByRole('dialog', { name: 'Transaction Submitted' })).toContainText(
    /Hash: 0x[0-9a-f]{64}/,
  );
  await closeSubmittedDialog(page);
  await expect.poll(chain.staked).toBe(stakedBefore + lpBefore);
  expect(await chain.lpBalance()).toBe(0n);

  // The counter grows once time passes on chain (every stake earns; account #0 is the only one).
  await expect.poll(() => unclaimed(page)).toBeGreaterThan(0);
  const shownBefore = await unclaimed(page);
  await devnet.increaseTime(3600);
  await expect.poll(() => unclaimed(page), { timeout: 15_000 }).toBeGreaterThan(shownBefore);
  await expect(unclaimedText(page)).toHaveText(/^[\d,]+\.\d{4}$/);

  // Claim: UNI lands in the wallet, the stake stays.
  const uniBefore = await chain.uniBalance();
  await card(page).getByRole('button', { name: 'Claim' }).click();
  const claim = page.getByRole('dialog', { name: 'Claim' });
  await expect(claim).toContainText('When you claim without withdrawing');
  await claim.getByRole('button', { name: 'Claim UNI' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(chain.uniBalance).toBeGreaterThan(uniBefore);
  expect(await chain.staked()).toBe(stakedBefore + lpBefore);

  // Withdraw (exit): the whole stake comes back as LP, and the rewards since the claim (a
  // minute later, so there are some whatever the blocks' timestamps).
  const uniAfterClaim = await chain.uniBalance();
  await devnet.increaseTime(60);
  await card(page).getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
  await withdraw.getByRole('button', { name: 'Withdraw & Claim' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(chain.staked).toBe(0n);
  expect(await chain.lpBalance()).toBe(stakedBefore + lpBefore);
  expect(await chain.uniBalance()).toBeGreaterThan(uniAfterClaim);
  // Nothing staked any more: Withdraw and Claim say why they cannot.
  await expect(
    page.locator('dt', { hasText: 'Your liquidity deposits' }).locator('+ dd'),
  ).toHaveText('0 UNI-V2');
  await card(page).getByRole('button', { name: 'Claim' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Claim' }).getByRole('button', { name: 'Enter an amount' }),
  ).toBeDisabled();
});

test('deposits with a permit signature sent as stakeWithPermit, no approval transaction', async ({
  page,
  wallet,
  devnet,
}) => {
  const chain = activePool(devnet);
  await chain.revokeAllowance();
  const stakedBefore = await chain.staked();
  await connectWallet(page, wallet, chain.url);
  const dialog = await openDeposit(page, '0.001');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('button', { name: 'Approved' })).toBeDisabled();
  expect(wallet.requests('eth_signTypedData_v4')).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  await closeSubmittedDialog(page);
  await expect.poll(chain.staked).toBe(stakedBefore + 10n ** 15n);
  // The permit was spent by the pool; no allowance was ever sent.
  expect(await chain.allowance()).toBe(0n);
});

test('a rejected deposit returns to the form and sends nothing', async ({
  page,
  wallet,
  devnet,
}) => {
  const chain = activePool(devnet);
  const stakedBefore = await chain.staked();
  await connectWallet(page, wallet, chain.url);
  const dialog = await openDeposit(page, '0.001');
  wallet.rejectNext(1);
  await dialog.getByRole('button', { name: 'Deposit' }).click();
  // §8: only logged; the form is back with the amount.
  await expect(
    page
      .getByRole('dialog', { name: 'Deposit' })
      .getByRole('textbox', { name: 'Amount to deposit' }),
  ).toHaveValue('0.001');
  expect(await chain.staked()).toBe(stakedBefore);
});

test('without a wallet, Deposit asks to connect', async ({ page, wallet, devnet }) => {
  const chain = activePool(devnet);
  await wallet.lockAccounts();
  await page.goto(chain.url);
  await card(page).getByRole('button', { name: 'Deposit' }).click();
  await page
    .getByRole('dialog', { name: 'Deposit' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Connect to a wallet' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const theme of ['light', 'dark'] as const) {
    test(`the pool page and its dialogs fit 375 px with no serious axe violation (${theme})`, async ({
      page,
      wallet,
      devnet,
    }) => {
      await page.emulateMedia({ colorScheme: theme });
      const chain = activePool(devnet);
      await connectWallet(page, wallet, chain.url);
      await expect(unclaimedText(page)).toHaveText(/^[\d,]+\.\d{4}$/);
      await expectFitsAndAccessible(page, '/uni/{a}/{b}');
      const deposit = await openDeposit(page, '0.001');
      // Settled first: account #0's allowance read makes Deposit usable (no colour mid-change).
      await expect(deposit.getByRole('button', { name: 'Approved' })).toBeDisabled();
      await expect(deposit.getByRole('button', { name: 'Deposit' })).toBeEnabled();
      await expectFitsAndAccessible(page, 'the deposit dialog');
      await page.keyboard.press('Escape');
      for (const name of ['Withdraw', 'Claim']) {
        await card(page).getByRole('button', { name }).click();
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        await expectFitsAndAccessible(page, `the ${name} dialog`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });
  }
});
