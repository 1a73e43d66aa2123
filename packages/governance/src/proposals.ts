// Reading proposals: the ProposalCreated logs (from the governor's deployment block, in the
// ranges the node accepts), the proposals(id)
// and state(id) reads, and the vote-end estimate.

import type { ContractCall, RequestFunction } from '@dex/primitives';
import { InvalidArgumentError } from '@dex/primitives';
import { contractCall, GOVERNOR_INTERFACE } from './abi';
import { parseProposalDescription } from './description';
import { decodeProposalDetails, type ProposalDetail } from './details';
import {
  createLogScanner,
  fetchLogsAdaptively,
  type LogScanner,
  type LogSpanMemorySlot,
  type RawLog,
  type Wait,
} from './logScanner';
import { createLogSpan, type LogSpan } from './logSpanMemory';
import { latestBlock, readContract } from './rpc';
import { type ProposalStatus, toProposalStatus } from './status';

/** Spec §9: the vote end time is estimated at 13 seconds per block. */
export const SECONDS_PER_BLOCK = 13;

export interface ProposalCreatedLog {
  readonly id: number;
  readonly proposer: string;
  readonly targets: readonly string[];
  readonly signatures: readonly string[];
  readonly calldatas: readonly string[];
  readonly startBlock: number;
  readonly endBlock: number;
  readonly description: string;
  readonly blockNumber: number;
}

/**
 * The logs already fetched up to `toBlock`, so a refresh only asks for newer blocks, and what the
 * provider's log limits turned out to be.
 */
export interface ProposalLogCache {
  toBlock: number;
  logs: ProposalCreatedLog[];
  span: LogSpan;
}

/** An empty cache; the first fetch starts at `fromBlock` (the governor's deployment block). */
export function createProposalLogCache(fromBlock = 0): ProposalLogCache {
  return { toBlock: Math.max(0, fromBlock) - 1, logs: [], span: createLogSpan() };
}

export function proposalCreatedTopic(): string {
  const topic = GOVERNOR_INTERFACE.getEvent('ProposalCreated')?.topicHash;
  if (!topic) throw new InvalidArgumentError('ProposalCreated event missing from the ABI');
  return topic;
}

function decodeLog(log: RawLog): ProposalCreatedLog {
  const parsed = GOVERNOR_INTERFACE.decodeEventLog('ProposalCreated', log.data, log.topics);
  return {
    id: Number(parsed.id),
    proposer: String(parsed.proposer),
    targets: [...parsed.targets].map(String),
    signatures: [...parsed.signatures].map(String),
    calldatas: [...parsed.calldatas].map(String),
    startBlock: Number(parsed.startBlock),
    endBlock: Number(parsed.endBlock),
    description: String(parsed.description),
    blockNumber: Number(BigInt(log.blockNumber)),
  };
}

/** A log that does not decode is not one of ours: skipped. */
export function tryDecodeLog(log: RawLog): ProposalCreatedLog | undefined {
  try {
    return decodeLog(log);
  } catch {
    return undefined;
  }
}

/**
 * Every ProposalCreated log of `governor` from `fromBlock` (or where `cache` stopped) to
 * `toBlock`: the whole range in one request when the provider allows it, narrower ranges only
 * when it refuses for size (`fetchLogsAdaptively`). Malformed logs are skipped.
 */
export async function fetchProposalCreatedLogs(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly toBlock: number;
  /** The governor's deployment block (from @dex/chains); ignored when `cache` is given. */
  readonly fromBlock?: number;
  readonly cache?: ProposalLogCache;
}): Promise<ProposalCreatedLog[]> {
  const { request, governor, toBlock } = options;
  const cache = options.cache ?? createProposalLogCache(options.fromBlock);
  await fetchLogsAdaptively({
    request,
    address: governor,
    topics: [proposalCreatedTopic()],
    fromBlock: cache.toBlock + 1,
    toBlock,
    span: cache.span,
    onLogs(logs, to) {
      for (const log of logs) {
        const decoded = tryDecodeLog(log);
        // A proposal id is only ever created once.
        if (decoded && !cache.logs.some((known) => known.id === decoded.id)) {
          cache.logs.push(decoded);
        }
      }
      cache.toBlock = Math.max(cache.toBlock, to);
    },
  });
  return cache.logs;
}

/**
 * The governor's ProposalCreated logs, kept up to date one scan at a time: `scanTo(latest)` on
 * each new block fetches only the blocks not yet scanned (the first call: the whole history from
 * the deployment block), and a block arriving during a scan extends the next scan.
 */
export function createProposalLogScanner(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  /** The governor's deployment block (`ChainInfo.deploymentBlocks.governorAlpha`); 0 if unknown. */
  readonly fromBlock?: number;
  /** Where what the scan learns about the endpoint's log limits is kept (see `createLogSpanMemory`). */
  readonly spanMemory?: LogSpanMemorySlot;
  /** How to pause after a rate refusal (default: timers). */
  readonly wait?: Wait;
  /** Milliseconds now, for a Retry-After given as a date (default: Date.now). */
  readonly now?: () => number;
}): LogScanner<ProposalCreatedLog> {
  return createLogScanner({
    request: options.request,
    address: options.governor,
    topics: [proposalCreatedTopic()],
    ...(options.fromBlock === undefined ? {} : { fromBlock: options.fromBlock }),
    ...(options.spanMemory ? { spanMemory: options.spanMemory } : {}),
    ...(options.wait ? { wait: options.wait } : {}),
    ...(options.now ? { now: options.now } : {}),
    decode: tryDecodeLog,
    identify: (log) => log.id,
  });
}

export const proposalCountCall = (governor: string): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('proposalCount'));
export const proposalCall = (governor: string, id: number): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('proposals', [id]));
export const proposalStateCall = (governor: string, id: number): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('state', [id]));

export function decodeProposalCount(data: string): number {
  return Number(GOVERNOR_INTERFACE.decodeFunctionResult('proposalCount', data)[0]);
}

export interface ProposalVotes {
  readonly proposer: string;
  readonly forVotes: bigint;
  readonly againstVotes: bigint;
  /** GovernorBravo's third side; absent on GovernorAlpha, which has none. */
  readonly abstainVotes?: bigint;
  readonly startBlock: number;
  readonly endBlock: number;
}

export function decodeProposal(data: string): ProposalVotes {
  const result = GOVERNOR_INTERFACE.decodeFunctionResult('proposals', data);
  return {
    proposer: String(result.proposer),
    forVotes: BigInt(result.forVotes),
    againstVotes: BigInt(result.againstVotes),
    startBlock: Number(result.startBlock),
    endBlock: Number(result.endBlock),
  };
}

export function decodeProposalState(data: string): ProposalStatus {
  return toProposalStatus(Number(GOVERNOR_INTERFACE.decodeFunctionResult('state', data)[0]));
}

// @spec 000 §3.10 Proposal
export interface Proposal {
  readonly id: number;
  /**
   * False while the proposal's creation log (its text and actions) is not in: the number, state
   * and votes are real, `title` and `description` are placeholders (`UNTITLED`, `NO_DESCRIPTION`)
   * and `details` is empty. Show "Loading description…" rather than the placeholders.
   */
  readonly descriptionLoaded: boolean;
  readonly title: string;
  readonly description: string;
  readonly proposer: string;
  readonly status: ProposalStatus;
  /** 18-decimal tallies. */
  readonly forCount: bigint;
  readonly againstCount: bigint;
  /** GovernorBravo's Abstain tally; absent for a GovernorAlpha proposal. */
  readonly abstainCount?: bigint;
  readonly startBlock: number;
  readonly endBlock: number;
  readonly details: readonly ProposalDetail[];
}

// A log never changes once read: its actions are decoded once, not again on every block's join.
const detailsByLog = new WeakMap<ProposalCreatedLog, readonly ProposalDetail[]>();

function logDetails(log: ProposalCreatedLog): readonly ProposalDetail[] {
  let details = detailsByLog.get(log);
  if (!details) {
    details = decodeProposalDetails(log.targets, log.signatures, log.calldatas);
    detailsByLog.set(log, details);
  }
  return details;
}

/**
 * Joins a proposal's on-chain reads with its creation log (which carries the text and actions).
 * Cheap to repeat on every block: the text and the actions of a log are parsed once. Without the
 * log the proposal is still whole but for its text (`descriptionLoaded: false`).
 */
export function toProposal(
  id: number,
  votes: ProposalVotes,
  status: ProposalStatus,
  log: ProposalCreatedLog | undefined,
): Proposal {
  const { title, description } = parseProposalDescription(log?.description);
  return {
    id,
    descriptionLoaded: log !== undefined,
    title,
    description,
    proposer: votes.proposer,
    status,
    forCount: votes.forVotes,
    againstCount: votes.againstVotes,
    ...(votes.abstainVotes === undefined ? {} : { abstainCount: votes.abstainVotes }),
    startBlock: votes.startBlock,
    endBlock: votes.endBlock,
    details: log ? logDetails(log) : [],
  };
}

/**
 * Every proposal, newest first, read with plain eth_calls and eth_getLogs through `request`
 * (apps with @dex/multicall can batch the same calls with the call builders above).
 * @spec 000 §7.20 Governance
 */
export async function readProposals(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly cache?: ProposalLogCache;
  /** The governor's deployment block; ignored when `cache` is given. */
  readonly fromBlock?: number;
}): Promise<Proposal[]> {
  const { request, governor } = options;
  const count = decodeProposalCount(await readContract(request, proposalCountCall(governor)));
  const { number } = await latestBlock(request);
  const logs = await fetchProposalCreatedLogs({
    request,
    governor,
    toBlock: number,
    ...(options.cache ? { cache: options.cache } : {}),
    ...(options.fromBlock === undefined ? {} : { fromBlock: options.fromBlock }),
  });
  const ids = Array.from({ length: count }, (_, i) => count - i);
  return Promise.all(
    ids.map(async (id) => {
      const [votes, state] = await Promise.all([
        readContract(request, proposalCall(governor, id)).then(decodeProposal),
        readContract(request, proposalStateCall(governor, id)).then(decodeProposalState),
      ]);
      return toProposal(
        id,
        votes,
        state,
        logs.find((log) => log.id === id),
      );
    }),
  );
}

/**
 * When voting ends, in unix seconds, from the latest block: blocks still to go times 13 s
 * (spec §9). Already past blocks give a time in the past.
 */
export function estimateVoteEndTime(
  endBlock: number,
  latest: { readonly number: number; readonly timestamp: number },
  secondsPerBlock = SECONDS_PER_BLOCK,
): number {
  return latest.timestamp + (endBlock - latest.number) * secondsPerBlock;
}

/** When voting ends (or ended: the latest block is past `endBlock`), as a Date. */
export function voteEnd(
  endBlock: number,
  latest: { readonly number: number; readonly timestamp: number },
): { readonly date: Date; readonly ended: boolean } {
  return {
    date: new Date(estimateVoteEndTime(endBlock, latest) * 1000),
    ended: latest.number > endBlock,
  };
}
