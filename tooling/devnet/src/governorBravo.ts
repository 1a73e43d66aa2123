// Today's governance on the devnet (issue #39 §3): a GovernorBravo beside the GovernorAlpha, as on
// mainnet since 2021. No GovernorBravo artifact ships on npm, so it is our DevGovernorBravo
// (contracts/DevGovernorBravo.sol: Bravo's reads, votes and events). It is deployed last, so
// every address deployed before it stays what it was, and seeded with a proposal in each of
// Bravo's states, three of them Active with account #0 free to vote on them.
import { AbiCoder, type Contract, keccak256, parseEther, parseUnits } from 'ethers';
import { artifacts } from './artifacts';
import type { DevnetClient } from './client';
import type { Deployment } from './deployment';
import { type ProposalAction, proposalSeeder } from './proposalSeeder';

const abi = AbiCoder.defaultAbiCoder();
const DAY = 24 * 60 * 60;

/**
 * The devnet Bravo's settings. Its voting delay is longer than the ten blocks a reader looks
 * behind a start block, so a reader that took GovernorAlpha's delay (1) for Bravo's would miss
 * every creation log; quorum and threshold are Uniswap's orders of magnitude.
 */
export const BRAVO_SETTINGS = {
  votingDelay: 12,
  votingPeriod: 40_320,
  proposalThreshold: parseEther('1000000'),
  quorumVotes: parseEther('40000000'),
  timelockDelay: 2 * DAY,
  gracePeriod: 14 * DAY,
} as const;

/** Bravo's `support`: 0 Against, 1 For, 2 Abstain. */
const VOTE_AGAINST = 0;
const VOTE_FOR = 1;
const VOTE_ABSTAIN = 2;

/** DevGovernorBravo's `proposals` mapping is storage slot 0; fields as in GovernorBravo. */
const BRAVO_PROPOSALS_SLOT = 0n;
const ETA_FIELD = 2n;
const START_BLOCK_FIELD = 7n;
const END_BLOCK_FIELD = 8n;

/** The storage slot of one field of a DevGovernorBravo proposal. */
export function bravoProposalFieldSlot(proposalId: number, field: bigint): bigint {
  return (
    BigInt(keccak256(abi.encode(['uint256', 'uint256'], [proposalId, BRAVO_PROPOSALS_SLOT]))) +
    field
  );
}

/** Ends a Bravo proposal's voting period now, without mining 40,320 blocks. */
export async function finishBravoVoting(
  client: DevnetClient,
  governor: string,
  proposalId: number,
): Promise<void> {
  const { number } = await client.latestBlock();
  await client.setStorageAt(
    governor,
    bravoProposalFieldSlot(proposalId, END_BLOCK_FIELD),
    BigInt(number),
  );
  await client.mine(1);
}

export interface GovernorBravoWorld {
  readonly uni: Contract;
  /** GovernorAlpha: Bravo's ids continue its numbering. */
  readonly governorAlpha: Contract;
  readonly usdc: Contract;
  readonly dai: Contract;
  readonly wbtc: Contract;
  readonly v2Factory: Contract;
  readonly v3Factory: Contract;
  /** Accounts with their own votes above the threshold (#3 and #4 in the seed). */
  readonly proposers: { readonly a: number; readonly b: number };
}

export interface DeployedGovernorBravo {
  readonly address: string;
  readonly deploymentBlock: number;
  readonly proposals: Deployment['governance']['bravoProposals'];
}

/** Deploys the devnet's GovernorBravo and seeds its proposals. */
export async function deployGovernorBravo(
  client: DevnetClient,
  world: GovernorBravoWorld,
): Promise<DeployedGovernorBravo> {
  const send = client.send.bind(client);
  const account = (index: number) => client.account(index);
  const initialProposalId = Number(await world.governorAlpha.getFunction('proposalCount')());
  const governor = await client.deploy(artifacts.DevGovernorBravo, [
    world.uni.target,
    initialProposalId,
    BRAVO_SETTINGS.votingDelay,
    BRAVO_SETTINGS.votingPeriod,
    BRAVO_SETTINGS.proposalThreshold,
    BRAVO_SETTINGS.quorumVotes,
    BRAVO_SETTINGS.timelockDelay,
  ]);
  const address = governor.target as string;
  const deploymentBlock = (await client.latestBlock()).number;
  const { a, b } = world.proposers;
  // A fourth proposer: Bravo allows one live proposal each, and four are live at once here.
  const d = 6;
  await send(world.uni, 'transfer', [account(d), parseEther('2000000')]);
  await send(world.uni, 'delegate', [account(d)], { from: d });
  await client.mine(1);

  const proposals: Array<DeployedGovernorBravo['proposals'][number]> = [];
  const propose = proposalSeeder(client, governor, proposals);
  const startVoting = () => client.mine(BRAVO_SETTINGS.votingDelay + 1);
  /** Ends the voting period of `ids` now (one block for all), without mining 40,320 blocks. */
  const finishVoting = async (ids: readonly number[]) => {
    const { number } = await client.latestBlock();
    for (const id of ids) {
      await client.setStorageAt(
        address,
        bravoProposalFieldSlot(id, END_BLOCK_FIELD),
        BigInt(number),
      );
    }
    await client.mine(1);
  };
  const setEta = async (id: number, eta: number) => {
    await client.setStorageAt(address, bravoProposalFieldSlot(id, ETA_FIELD), BigInt(eta));
    await client.mine(1);
  };
  const mint = (token: Contract, amount: bigint): ProposalAction => ({
    target: token,
    signature: 'mint(address,uint256)',
    types: ['address', 'uint256'],
    args: [account(7), amount],
  });

  const canceled = await propose(
    b,
    'Move the treasury to a multisig',
    'Withdrawn by its author. [Why](https://example.org/multisig).',
    mint(world.dai, parseEther('1')),
    'Canceled',
  );
  await send(governor, 'cancel', [canceled], { from: b });

  const executed = await propose(
    a,
    'Renew the devnet grants program',
    'Mints 2,000 USDC to the grants multisig for another quarter. See the [report](https://example.org/grants-report).',
    mint(world.usdc, parseUnits('2000', 6)),
    'Executed',
  );
  const queued = await propose(
    b,
    'Fund the governance tooling budget',
    'Mints 25,000 DAI for tooling. Background: [the forum post](https://example.org/tooling).',
    mint(world.dai, parseEther('25000')),
    'Queued',
  );
  const expired = await propose(
    0,
    'Pay for the security audit',
    'Mints 80,000 USDC for the auditors. It was queued and never executed in time.',
    mint(world.usdc, parseUnits('80000', 6)),
    'Expired',
  );
  const succeeded = await propose(
    d,
    'Create the community treasury',
    'Mints 1 WBTC to the community treasury. [Details](https://example.org/treasury).',
    mint(world.wbtc, parseUnits('1', 8)),
    'Succeeded',
  );
  await startVoting();
  // Account #0's For votes alone pass the quorum.
  for (const id of [executed, queued, expired, succeeded]) {
    await send(governor, 'castVote', [id, VOTE_FOR]);
  }
  await finishVoting([executed, queued, expired, succeeded]);
  for (const id of [executed, queued, expired]) await send(governor, 'queue', [id]);
  const { timestamp } = await client.latestBlock();
  // Past the timelock delay without travelling two days: its eta moved to now.
  await setEta(executed, timestamp);
  await send(governor, 'execute', [executed]);
  // Its grace period over: queued longer ago than the timelock's 14 days.
  await setEta(expired, timestamp - BRAVO_SETTINGS.gracePeriod - 1);

  const defeated = await propose(
    d,
    'Lower the proposal threshold',
    'Would let smaller delegates propose. [Discussion](https://example.org/threshold).',
    {
      target: world.v2Factory,
      signature: 'setFeeToSetter(address)',
      types: ['address'],
      args: [account(d)],
    },
    'Defeated',
  );
  // Three Active proposals, each with votes on two sides already and none from account #0.
  const activeA = await propose(
    a,
    'Deploy Uniswap v3 to a new chain',
    [
      'Deploys the v3 contracts to a new chain and names its bridge.',
      '',
      '## Why',
      '',
      '- more users at lower fees',
      '- a 1-year license exemption',
      '',
      'Read the [full proposal](https://example.org/new-chain).',
    ].join('\n'),
    mint(world.usdc, parseUnits('150000', 6)),
    'Active',
  );
  const activeB = await propose(
    b,
    'Extend the liquidity mining program',
    'Another 60 days of rewards for the WETH/DAI pool. [Numbers](https://example.org/mining).',
    mint(world.dai, parseEther('300000')),
    'Active',
  );
  const activeOwn = await propose(
    0,
    'Adopt the delegate code of conduct',
    'Delegates publish a reason with every vote. [Text](https://example.org/conduct).',
    {
      target: world.v3Factory,
      signature: 'setOwner(address)',
      types: ['address'],
      args: [account(0)],
    },
    'Active',
  );
  await startVoting();
  await send(governor, 'castVote', [defeated, VOTE_AGAINST]);
  await send(governor, 'castVote', [defeated, VOTE_FOR], { from: b });
  await finishVoting([defeated]);
  await send(governor, 'castVoteWithReason', [activeA, VOTE_FOR, 'Good for users.'], { from: a });
  await send(governor, 'castVoteWithReason', [activeA, VOTE_ABSTAIN, 'No view on this one.'], {
    from: b,
  });
  await send(governor, 'castVote', [activeB, VOTE_FOR], { from: b });
  await send(governor, 'castVote', [activeB, VOTE_AGAINST], { from: a });
  await send(governor, 'castVote', [activeOwn, VOTE_ABSTAIN], { from: a });
  await send(governor, 'castVote', [activeOwn, VOTE_AGAINST], { from: b });

  const pending = await propose(
    d,
    'Add a fee tier for stable pairs',
    'Enables a 0.01% tier. See [the analysis](https://example.org/stable-tier).',
    {
      target: world.v3Factory,
      signature: 'enableFeeAmount(uint24,int24)',
      types: ['uint24', 'int24'],
      args: [300, 6],
    },
    'Pending',
  );
  // Its start moved far out, so it stays Pending (as the seed does for GovernorAlpha's).
  const { number: block } = await client.latestBlock();
  const start = BigInt(block + 1_000_000);
  await client.setStorageAt(address, bravoProposalFieldSlot(pending, START_BLOCK_FIELD), start);
  await client.setStorageAt(
    address,
    bravoProposalFieldSlot(pending, END_BLOCK_FIELD),
    start + BigInt(BRAVO_SETTINGS.votingPeriod),
  );
  await client.mine(1);

  return { address, deploymentBlock, proposals };
}
