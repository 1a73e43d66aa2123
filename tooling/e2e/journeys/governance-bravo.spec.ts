// Today's governance (issue #39 §3): the devnet's GovernorBravo beside its GovernorAlpha. /vote
// lists Bravo's proposals first, newest first, each with its own state; a Bravo proposal's page
// shows For, Against and Abstain with the quorum read from the contract; and a vote on each side
// moves that tally on chain by the voter's votes (read back from the contract), the Abstain one
// with a reason recorded in its VoteCast event.
import { Contract, formatUnits, Interface, zeroPadValue } from 'ethers';
import { closeSubmittedDialog, connectWallet } from '../src/app';
import { expect, test } from '../src/fixtures';

const BRAVO = [
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function getReceipt(uint256 proposalId, address voter) view returns (tuple(bool hasVoted, uint8 support, uint96 votes))',
  'event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason)',
];
const UNI = ['function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)'];

/** Whole tokens with separators, as the page shows tallies. */
const whole = (amount: bigint) =>
  Number(formatUnits(amount, 18).split('.')[0]).toLocaleString('en-US');

test("/vote lists GovernorBravo's proposals before GovernorAlpha's, and a Bravo proposal shows three tallies and its quorum", async ({
  page,
  devnet,
  wallet,
}) => {
  await wallet.lockAccounts();
  await page.goto('/vote');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Governor Bravo proposals',
    'Governor Alpha proposals (until 2021)',
  ]);
  const seeded = devnet.deployment.governance.bravoProposals;
  for (const proposal of seeded) {
    const row = page.getByRole('link', { name: new RegExp(proposal.title) });
    await expect(row).toContainText(proposal.state);
    await expect(row).toHaveAttribute('href', `/vote/bravo/${proposal.id}`);
  }
  // Newest first, as on mainnet; Alpha's follow.
  const bravoLinks = page.locator('a[href^="/vote/bravo/"]');
  await expect(bravoLinks).toHaveCount(seeded.length);
  expect(await bravoLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(
    [...seeded].sort((a, b) => b.id - a.id).map((p) => `/vote/bravo/${p.id}`),
  );
  await expect(
    page.getByText(
      'Governor Bravo: submitting a proposal takes more than 1,000,000 UNI of votes, and a proposal passes with at least 40,000,000 For votes.',
    ),
  ).toBeVisible();

  const [first] = seeded.filter((p) => p.state === 'Active');
  if (!first) throw new Error('no Active Bravo proposal');
  await page.getByRole('link', { name: new RegExp(first.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/vote/bravo/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  await expect(page.getByText('Quorum: 40,000,000 For votes')).toBeVisible();
  const governor = new Contract(
    devnet.deployment.contracts.governorBravo,
    BRAVO,
    devnet.client.provider,
  );
  const tally = await governor.getFunction('proposals')(first.id);
  for (const [label, votes] of [
    ['For', tally.forVotes],
    ['Against', tally.againstVotes],
    ['Abstain', tally.abstainVotes],
  ] as const) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByText(whole(votes as bigint), { exact: true }).first()).toBeVisible();
  }
  // Not connected: no voting.
  await expect(page.getByRole('button', { name: 'Abstain' })).toHaveCount(0);
});

const SIDES = [
  { side: 'For', support: 1n, tally: 'forVotes', button: 'Vote For', title: 'Vote For' },
  {
    side: 'Against',
    support: 0n,
    tally: 'againstVotes',
    button: 'Vote Against',
    title: 'Vote Against',
  },
  { side: 'Abstain', support: 2n, tally: 'abstainVotes', button: 'Abstain', title: 'Abstain on' },
] as const;

for (const [index, { side, support, tally, button, title }] of SIDES.entries()) {
  test(`voting ${side} on a GovernorBravo proposal moves its ${side} tally on chain by the voter's votes`, async ({
    page,
    devnet,
    wallet,
  }) => {
    // One Active proposal per side, none voted on by account #0 yet.
    const active = devnet.deployment.governance.bravoProposals.filter((p) => p.state === 'Active');
    const proposal = active[index];
    if (!proposal) throw new Error('not enough Active Bravo proposals');
    const voter = devnet.deployment.accounts[0] as string;
    const governor = new Contract(
      devnet.deployment.contracts.governorBravo,
      BRAVO,
      devnet.client.provider,
    );
    const before = await governor.getFunction('proposals')(proposal.id);
    const uni = new Contract(devnet.deployment.contracts.uni, UNI, devnet.client.provider);
    const votes = (await uni.getFunction('getPriorVotes')(voter, before.startBlock)) as bigint;
    expect(votes).toBeGreaterThan(0n);

    await connectWallet(page, wallet, `/vote/bravo/${proposal.id}`);
    await page.getByRole('button', { name: button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${title} proposal ${proposal.id}` });
    await expect(dialog).toContainText(`${whole(votes)} Votes`);
    const reason = side === 'Abstain' ? 'I advise the team behind this proposal.' : '';
    if (reason) await dialog.getByLabel('Reason (optional)').fill(reason);
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await closeSubmittedDialog(page);

    await expect
      .poll(async () => (await governor.getFunction('getReceipt')(proposal.id, voter)).hasVoted)
      .toBe(true);
    const receipt = await governor.getFunction('getReceipt')(proposal.id, voter);
    expect(receipt.support).toBe(support);
    expect(receipt.votes).toBe(votes);
    const after = await governor.getFunction('proposals')(proposal.id);
    for (const name of ['forVotes', 'againstVotes', 'abstainVotes'] as const) {
      expect(after[name] - before[name], name).toBe(name === tally ? votes : 0n);
    }
    // The page follows the chain: the new tally, and how the account voted.
    await expect(page.getByText(whole(after[tally] as bigint), { exact: true })).toBeVisible();
    await expect(page.getByTestId('proposal-voted')).toHaveText(
      side === 'Abstain'
        ? `You abstained with ${whole(votes)} votes`
        : `You voted ${side} with ${whole(votes)} votes`,
    );
    // The reason, typed or not, is what the chain recorded for this voter's vote.
    const events = new Interface(BRAVO);
    const casts = await devnet.client.provider.getLogs({
      address: devnet.deployment.contracts.governorBravo,
      topics: [events.getEvent('VoteCast')?.topicHash ?? null, zeroPadValue(voter, 32)],
      fromBlock: before.startBlock,
    });
    const cast = casts
      .map((log) => events.parseLog(log)?.args.toArray().slice(1))
      .filter((args) => args?.[0] === BigInt(proposal.id));
    // Exactly one vote from this account on this proposal, the one just cast.
    expect(cast).toEqual([[BigInt(proposal.id), support, votes, reason]]);
  });
}
