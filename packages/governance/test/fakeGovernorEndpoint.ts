// A GovernorAlpha on a long chain behind a public endpoint's eth_getLogs range limit, for tests and
// the bench: it answers proposalCount(), votingDelay(), proposals(id), state(id) and
// ProposalCreated logs, refuses log ranges wider than `maxRange` (with a text no list knows), and
// counts every request. `readCalls` answers many calls as one request, the way one multicall does.
import type { ContractCall, RequestFunction } from '@dex/primitives';
import { GOVERNOR_INTERFACE } from '../src/abi';

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
}

export function fakeGovernorEndpoint(options: FakeGovernorOptions) {
  const spread = options.spread ?? 8_000_000;
  const created = new Map<number, number>();
  for (let id = 1; id <= options.proposals; id++) {
    created.set(id, options.head - spread + Math.floor((spread * id) / (options.proposals + 1)));
  }
  const logBlock = (id: number) =>
    (created.get(id) as number) - (options.misplaced?.includes(id) ? 1_000 : 0);
  const counts = { requests: 0, getLogs: 0, refused: 0 };

  function proposalLog(id: number) {
    const event = GOVERNOR_INTERFACE.getEvent('ProposalCreated');
    if (!event) throw new Error('no event');
    const block = created.get(id) as number;
    const { data, topics } = GOVERNOR_INTERFACE.encodeEventLog(event, [
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
    const parsed = GOVERNOR_INTERFACE.parseTransaction({ data });
    switch (parsed?.name) {
      case 'proposalCount':
        return GOVERNOR_INTERFACE.encodeFunctionResult('proposalCount', [options.proposals]);
      case 'votingDelay':
        return GOVERNOR_INTERFACE.encodeFunctionResult('votingDelay', [VOTING_DELAY]);
      case 'proposals': {
        const id = Number(parsed.args[0]);
        const start = (created.get(id) as number) + VOTING_DELAY;
        return GOVERNOR_INTERFACE.encodeFunctionResult('proposals', [
          id,
          PROPOSER,
          0,
          start,
          start + VOTING_PERIOD,
          BigInt(id) * 10n ** 18n,
          0,
          false,
          true,
        ]);
      }
      case 'state':
        return GOVERNOR_INTERFACE.encodeFunctionResult('state', [7]);
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
    return calls.map((entry) => call(entry.callData));
  };

  return { request, readCalls, counts, createdAt: (id: number) => created.get(id) as number };
}
