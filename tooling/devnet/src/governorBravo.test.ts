// The devnet's GovernorBravo (DevGovernorBravo): deployed beside GovernorAlpha, numbered after it,
// seeded with a proposal in each of Bravo's states, and writing each creation log where readers
// look for it (startBlock - votingDelay).
import { type Contract, Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import { BRAVO_SETTINGS } from './governorBravo';
import { type Devnet, startDevnet } from './index';

const STATES = [
  'Pending',
  'Active',
  'Canceled',
  'Defeated',
  'Succeeded',
  'Queued',
  'Expired',
  'Executed',
];

let devnet: Devnet;
let bravo: Contract;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  bravo = devnet.client.at(artifacts.DevGovernorBravo, devnet.deployment.contracts.governorBravo);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const read = async <T>(method: string, ...args: unknown[]) =>
  (await bravo.getFunction(method).staticCall(...args)) as T;

describe('the devnet GovernorBravo', () => {
  it('continues GovernorAlpha’s numbering and reads its quorum and threshold from the contract', async () => {
    const alpha = devnet.client.at(
      artifacts.GovernorAlpha,
      devnet.deployment.contracts.governorAlpha,
    );
    const alphaCount = await alpha.getFunction('proposalCount').staticCall();
    expect(await read('initialProposalId')).toBe(alphaCount);
    const seeded = devnet.deployment.governance.bravoProposals;
    expect(seeded.map((p) => p.id)).toEqual(
      seeded.map((_, index) => Number(alphaCount) + 1 + index),
    );
    expect(await read('proposalCount')).toBe(BigInt(seeded.at(-1)?.id ?? 0));
    expect(await read('quorumVotes')).toBe(BRAVO_SETTINGS.quorumVotes);
    expect(await read('proposalThreshold')).toBe(BRAVO_SETTINGS.proposalThreshold);
    expect(await read('votingDelay')).toBe(BigInt(BRAVO_SETTINGS.votingDelay));
    await expect(read('state', alphaCount)).rejects.toThrow(/invalid proposal id/);
  });

  it('has a proposal in each of Bravo’s eight states, three of them Active, none voted by account #0', async () => {
    const seeded = devnet.deployment.governance.bravoProposals;
    expect(new Set(seeded.map((p) => p.state))).toEqual(new Set(STATES));
    for (const proposal of seeded) {
      expect(STATES[Number(await read<bigint>('state', proposal.id))], `${proposal.id}`).toBe(
        proposal.state,
      );
    }
    const active = seeded.filter((p) => p.state === 'Active');
    expect(active).toHaveLength(3);
    for (const { id } of active) {
      const receipt = await read<{ hasVoted: boolean }>(
        'getReceipt',
        id,
        devnet.deployment.accounts[0],
      );
      expect(receipt.hasVoted).toBe(false);
      const tally = await read<{ forVotes: bigint; againstVotes: bigint; abstainVotes: bigint }>(
        'proposals',
        id,
      );
      // Two of the three sides already hold votes.
      expect(
        [tally.forVotes, tally.againstVotes, tally.abstainVotes].filter((votes) => votes > 0n),
      ).toHaveLength(2);
    }
  });

  it('emits each ProposalCreated at startBlock - votingDelay, but for the Pending one, whose start the seed moved', async () => {
    const events = new Interface(artifacts.DevGovernorBravo.abi);
    const logs = await devnet.client.provider.getLogs({
      address: devnet.deployment.contracts.governorBravo,
      topics: [events.getEvent('ProposalCreated')?.topicHash ?? ''],
      fromBlock: devnet.deployment.deploymentBlocks.governorBravo,
      toBlock: 'latest',
    });
    const seeded = devnet.deployment.governance.bravoProposals;
    expect(logs).toHaveLength(seeded.length);
    for (const log of logs) {
      const parsed = events.parseLog(log);
      const id = Number(parsed?.args.getValue('id'));
      const { startBlock } = await read<{ startBlock: bigint }>('proposals', id);
      const state = seeded.find((p) => p.id === id)?.state;
      expect(Number(startBlock) - BRAVO_SETTINGS.votingDelay === log.blockNumber, `${id}`).toBe(
        state !== 'Pending',
      );
    }
  });
});
