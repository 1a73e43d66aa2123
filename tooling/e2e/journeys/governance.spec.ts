// Governance and the airdrop claim on the devnet: the seeded proposals, a vote that moves the tally,
// self-delegation, and claims for yourself, for another account and for an address without one.
// Each journey checks the chain afterwards.
import { Contract, formatUnits } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

const UNI = [
  'function balanceOf(address) view returns (uint256)',
  'function delegates(address) view returns (address)',
  'function getCurrentVotes(address) view returns (uint96)',
];
const GOVERNOR = [
  'function propose(address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, string description) returns (uint256)',
  'function proposalCount() view returns (uint256)',
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, bool canceled, bool executed)',
];

/** Whole tokens with separators, as the page shows tallies and claims. */
const whole = (amount: bigint) =>
  Number(formatUnits(amount, 18).split('.')[0]).toLocaleString('en-US');

test('the proposal list shows every seeded proposal with its status, and a proposal its details', async ({
  page,
  devnet,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/vote');
  await expect(
    page.getByText(
      'A minimum threshhold of 1% of the total UNI supply is required to submit proposals',
    ),
  ).toBeVisible();
  for (const seeded of devnet.deployment.governance.proposals) {
    const row = page.getByRole('link', { name: new RegExp(seeded.title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(seeded.state);
  }
  await page.getByRole('link', { name: /Uniswap Ecosystem Grants Program/ }).click();
  await expect(page).toHaveURL(/\/vote\/6$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Uniswap Ecosystem Grants Program',
  );
  await expect(page.getByText(/Voting ends approximately/)).toBeVisible();
  // The markdown description is rendered as elements, its link marked external.
  await expect(page.getByRole('heading', { name: 'Budget' })).toBeVisible();
  await expect(page.getByRole('link', { name: /full proposal/ })).toHaveAttribute(
    'rel',
    /noopener/,
  );
  await expect(
    page.getByRole('listitem').filter({ hasText: /\.mint\(0x[0-9a-fA-F]{40}, 750000000000\)$/ }),
  ).toBeVisible();
  // Not connected: no voting.
  await expect(page.getByRole('button', { name: 'Vote For' })).toHaveCount(0);
  await page.getByRole('link', { name: /All Proposals/ }).click();
  await expect(page).toHaveURL(/\/vote$/);
});

test('a proposal created while /vote is open appears without a reload', async ({
  page,
  devnet,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/vote');
  const seeded = devnet.deployment.governance.proposals;
  for (const { title } of seeded) {
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  }
  // Account #0 holds more than the 1% threshold in delegated votes and has no live proposal.
  const governor = new Contract(
    devnet.deployment.contracts.governorAlpha,
    GOVERNOR,
    devnet.client.provider,
  );
  await devnet.client.send(governor, 'propose', [
    [devnet.deployment.contracts.uni],
    [0],
    ['delegate(address)'],
    [`0x${'00'.repeat(12)}${devnet.client.account(0).slice(2).toLowerCase()}`],
    '# A proposal made during the visit\n\nIt is read from its log once the count says it exists.',
  ]);
  const id = Number(await governor.getFunction('proposalCount')());
  const row = page.getByRole('link', { name: /A proposal made during the visit/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(String(id));
});

test("voting For on the Active proposal moves its tally by the voter's votes", async ({
  page,
  devnet,
  wallet,
}) => {
  const governor = new Contract(
    devnet.deployment.contracts.governorAlpha,
    GOVERNOR,
    devnet.client.provider,
  );
  const before = await governor.getFunction('proposals')(6);
  await connectWallet(page, wallet, '/vote/6');
  await page.getByRole('button', { name: 'Vote For' }).click();
  const dialog = page.getByRole('dialog', { name: 'Vote For proposal 6' });
  await expect(dialog).toContainText(/Votes/);
  await dialog.getByRole('button', { name: 'Vote For' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await governor.getFunction('proposals')(6)).forVotes as bigint)
    .toBeGreaterThan(before.forVotes as bigint);
  const after = (await governor.getFunction('proposals')(6)).forVotes as bigint;
  await expect(page.getByText(whole(after), { exact: true })).toBeVisible();
});

test('self-delegation unlocks voting for an account that never delegated', async ({
  page,
  devnet,
  wallet,
}) => {
  const uni = new Contract(devnet.deployment.contracts.uni, UNI, devnet.client.provider);
  const account = devnet.deployment.accounts[2] as string;
  await wallet.setAccount(2);
  await connectWallet(page, wallet, '/vote');
  await page.getByRole('button', { name: 'Unlock Voting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participating Governance' });
  await dialog.getByRole('button', { name: 'Self Delegate' }).click();
  await closeSubmittedDialog(page);
  await expect
    .poll(async () => (await uni.getFunction('delegates')(account)) as string)
    .toBe(account);
  const balance = (await uni.getFunction('balanceOf')(account)) as bigint;
  expect(await uni.getFunction('getCurrentVotes')(account)).toBe(balance);
  await expect(page.getByText('Delegated to: Self')).toBeVisible();
  await expect(page.getByText(`Votes: ${whole(balance)}`)).toBeVisible();
});

test('claiming your own airdrop: the claim popup, "Claimed!" with confetti, the balance up', async ({
  page,
  devnet,
  wallet,
}) => {
  const uni = new Contract(devnet.deployment.contracts.uni, UNI, devnet.client.provider);
  const account = devnet.deployment.accounts[0] as string;
  const claim = devnet.deployment.airdrop.claims[account];
  if (!claim) throw new Error('account #0 has no seeded claim');
  const before = (await uni.getFunction('balanceOf')(account)) as bigint;
  await connectWallet(page, wallet, '/vote');
  const popup = page.getByRole('region', { name: 'UNI has arrived' });
  await popup.getByRole('button', { name: 'Claim your UNI tokens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim UNI' });
  await expect(dialog).toContainText(`${whole(BigInt(claim.amount))} UNI`);
  await dialog.getByRole('button', { name: 'Claim UNI' }).click();
  await expect(page.getByRole('dialog', { name: 'Claimed!' })).toBeVisible();
  await expect(page.getByText('Welcome to team Unicorn :)')).toBeVisible();
  await expect(page.getByTestId('confetti').locator('span')).toHaveCount(400);
  expect(await uni.getFunction('balanceOf')(account)).toBe(before + BigInt(claim.amount));
  // Nothing left to claim: the header's claim button is gone.
  await page
    .getByRole('dialog', { name: 'Claimed!' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Claim UNI' })).toHaveCount(0);
  // The breakdown: the new balance, nothing left to claim, the supply on the chain's clock (the
  // devnet runs past 2024, when the whole schedule is in circulation).
  await page.getByRole('button', { name: 'Your UNI Breakdown' }).click();
  const breakdown = page.getByRole('dialog', { name: 'Your UNI Breakdown' });
  await expect(breakdown).toContainText(/Unclaimed:\s*0\.0000/);
  await expect(breakdown).toContainText(/UNI in circulation\s*1,000,000,000/);
  await expect(breakdown).toContainText(/Total Supply\s*1,000,000,000/);
});

test('claiming on behalf of bob.eth (account #1) sends it its UNI', async ({
  page,
  devnet,
  wallet,
}) => {
  const uni = new Contract(devnet.deployment.contracts.uni, UNI, devnet.client.provider);
  const recipient = devnet.deployment.accounts[1] as string;
  const claim = devnet.deployment.airdrop.claims[recipient];
  if (!claim) throw new Error('account #1 has no seeded claim');
  const before = (await uni.getFunction('balanceOf')(recipient)) as bigint;
  await connectWallet(page, wallet, '/swap');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Claim UNI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim UNI Token' });
  expect(devnet.deployment.ens.names['bob.eth']).toBe(recipient);
  await dialog.getByLabel('Recipient').fill('bob.eth');
  await expect(dialog).toContainText(`${whole(BigInt(claim.amount))} UNI`);
  await dialog.getByRole('button', { name: 'Claim UNI' }).click();
  await expect(page.getByRole('dialog', { name: 'Claimed' })).toBeVisible();
  expect(await uni.getFunction('balanceOf')(recipient)).toBe(before + BigInt(claim.amount));
});

test('an address without a claim is told so and cannot claim', async ({ page, devnet, wallet }) => {
  await connectWallet(page, wallet, '/swap');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Claim UNI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim UNI Token' });
  await dialog.getByLabel('Recipient').fill(devnet.deployment.accounts[6] as string);
  await expect(dialog.getByRole('alert')).toHaveText('Address has no available claim');
  await expect(dialog.getByRole('button', { name: 'Claim UNI' })).toBeDisabled();
});

test('/claim opens the address-claim dialog over /swap', async ({ page }) => {
  await page.goto('/claim');
  await expect(page).toHaveURL(/\/swap$/);
  await expect(page.getByRole('dialog', { name: 'Claim UNI Token' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeAttached();
});
