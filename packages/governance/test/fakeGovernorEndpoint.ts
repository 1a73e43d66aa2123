// A GovernorAlpha (or, with `bravo`, a GovernorBravo) on a long chain behind a public endpoint's
// eth_getLogs range limit, for tests and the bench: it answers proposalCount(), votingDelay(),
// proposals(id), state(id) (and Bravo's initialProposalId()) and ProposalCreated logs, refuses log
// ranges wider than `maxRange` (with a text no list knows), and counts every request. `readCalls`
// answers many calls as one request, the way one multicall does.
import type { ContractCall, RequestFunction } from '@dex/primitives';
import { GOVERNOR_INTERFACE } from '../src/abi';
import { GOVERNOR_BRAVO_INTERFACE } from '../src/bravo';

export const FAKE_GOVERNOR = '0x00000000000000000000000000000000000000aa';
const PROPOSER = '0x00000000000000000000000000000000000000bb';
/** GovernorAlpha's votingDelay(): one block. */
const VOTING_DELAY = 1;
const VOTING_PERIOD = 40_320;

export interface FakeGovernorOptions {
  /** The chain's latest block. */
  readonly head: number;
  /** How many proposals, created evenly over the last `spread` blocks before `head`. */
  readonly proposals: number;
  readonly spread?: number;
  /** eth_getLogs ranges wider than this are refused. */
  readonly maxRange?: number;
  /** Refuse every eth_getLogs (a node that fails them all). */
  readonly refuseLogs?: boolean;
  /** Proposals whose creation log is not where startBlock says (another governor's rules). */
  readonly misplaced?: readonly number[];
  /**
   * A GovernorBravo continuing an Alpha's `initialProposalId` proposals: its ids start after it,
   * its proposals(id) carries abstainVotes (id × 3 votes) and its logs are encoded with Bravo's ABI.
   */
  readonly bravo?: { readonly initialProposalId: number };
}

export function fakeGovernorEndpoint(options: FakeGovernorOptions) {
  const spread = options.spread ?? 8_000_000;
  const governor = options.bravo ? GOVERNOR_BRAVO_INTERFACE : GOVERNOR_INTERFACE;
  const skipped = options.bravo?.initialProposalId ?? 0;
  const count = skipped + options.proposals;
  const created = new Map<number, number>();
  for (let n = 1; n <= options.proposals; n++) {
    created.set(
      skipped + n,
      options.head - spread + Math.floor((spread * n) / (options.proposals + 1)),
    );
  }
  const logBlock = (id: number) =>
    (created.get(id) as number) - (options.misplaced?.includes(id) ? 1_000 : 0);
  const counts = { requests: 0, getLogs: 0, refused: 0 };

  function proposalLog(id: number) {
    const event = governor.getEvent('ProposalCreated');
    if (!event) throw new Error('no event');
    const block = created.get(id) as number;
    const { data, topics } = governor.encodeEventLog(event, [
      id,
      PROPOSER,
      [FAKE_GOVERNOR],
      [0],
      [''],
      ['0x'],
      block + VOTING_DELAY,
      block + VOTING_DELAY + VOTING_PERIOD,
      `# Proposal ${id}\n\nText of proposal ${id}.`,
    ]);
    return { data, topics, blockNumber: `0x${logBlock(id).toString(16)}` };
  }

  function call(data: string): string {
    const parsed = governor.parseTransaction({ data });
    switch (parsed?.name) {
      case 'proposalCount':
        return governor.encodeFunctionResult('proposalCount', [count]);
      case 'initialProposalId':
        return governor.encodeFunctionResult('initialProposalId', [skipped]);
      case 'votingDelay':
        return governor.encodeFunctionResult('votingDelay', [VOTING_DELAY]);
      case 'proposals': {
        const id = Number(parsed.args[0]);
        // Bravo's proposals(id) of an id before its first is empty, as on chain.
        if (!created.has(id)) throw new Error(`no proposal ${id}`);
        const start = (created.get(id) as number) + VOTING_DELAY;
        const votes = [BigInt(id) * 10n ** 18n, 0];
        return governor.encodeFunctionResult('proposals', [
          id,
          PROPOSER,
          0,
          start,
          start + VOTING_PERIOD,
          ...votes,
          ...(options.bravo ? [BigInt(id) * 3n * 10n ** 18n] : []),
          false,
          true,
        ]);
      }
      case 'state': {
        // GovernorBravo's state(id) reverts for an id it never numbered.
        if (!created.has(Number(parsed.args[0]))) throw new Error('invalid proposal id');
        return governor.encodeFunctionResult('state', [7]);
      }
      default:
        throw new Error(`unexpected call ${data.slice(0, 10)}`);
    }
  }

  function getLogs(filter: { fromBlock: string; toBlock: string; address: string }) {
    counts.getLogs++;
    const from = Number(filter.fromBlock);
    const to = Number(filter.toBlock);
    if (options.refuseLogs) {
      counts.refused++;
      throw { code: -32602, message: 'invalid params' };
    }
    if (options.maxRange !== undefined && to - from + 1 > options.maxRange) {
      counts.refused++;
      throw { code: -32099, message: `span too large for this plan (${options.maxRange})` };
    }
    if (to > options.head) throw { code: -32000, message: 'block not found' };
    return [...created.keys()]
      .filter((id) => logBlock(id) >= from && logBlock(id) <= to)
      .map(proposalLog);
  }

  const request: RequestFunction = async ({ method, params }) => {
    counts.requests++;
    await Promise.resolve();
    switch (method) {
      case 'eth_getLogs':
        return getLogs((params as [{ fromBlock: string; toBlock: string; address: string }])[0]);
      case 'eth_call':
        return call((params as [{ data: string }])[0].data);
      case 'eth_blockNumber':
        return `0x${options.head.toString(16)}`;
      default:
        throw new Error(`unexpected ${method}`);
    }
  };

  /** Many calls in one request, as one multicall. */
  const readCalls = async (calls: readonly ContractCall[]) => {
    counts.requests++;
    await Promise.resolve();
    // A call that reverts fails alone, as in a multicall that allows failures.
    return calls.map((entry) => {
      try {
        return call(entry.callData);
      } catch {
        return undefined;
      }
    });
  };

  return { request, readCalls, counts, createdAt: (id: number) => created.get(id) as number };
}
