// Proposals a page at a time, newest first, at a cost that does not grow with the chain's length:
// no history scan. GovernorAlpha's propose() sets `startBlock = block.number + votingDelay()`, so a
// proposal's ProposalCreated log lies at `startBlock - votingDelay`: each description is one
// eth_getLogs over a few blocks ending there (narrowed further, the learned way, only on an endpoint
// that refuses even that).

import type { ContractCall, RequestFunction } from '@dex/primitives';
import { MalformedDataError } from '@dex/primitives';
import { contractCall, GOVERNOR_INTERFACE } from './abi';
import {
  decodeInitialProposalId,
  type GovernorVersion,
  initialProposalIdCall,
  proposalDecoder,
} from './bravo';
import { fetchLogsAdaptively, LogScanError, type LogSpanMemorySlot, type Wait } from './logScanner';
import { createLogSpan, type LogSpan } from './logSpanMemory';
import {
  decodeProposalCount,
  decodeProposalState,
  type Proposal,
  type ProposalCreatedLog,
  proposalCall,
  proposalCountCall,
  proposalCreatedTopic,
  proposalStateCall,
  toProposal,
  tryDecodeLog,
} from './proposals';
import { readContract } from './rpc';

/** Proposals a page shows. */
export const PROPOSAL_PAGE_SIZE = 10;

/**
 * Blocks asked for around a proposal's creation block: the block itself and the nine before it
 * (room for a governor whose voting delay was longer when the proposal was made). Ten blocks is
 * the narrowest range limit of the public endpoints we know (Alchemy's free tier).
 */
export const CREATION_LOG_WINDOW = 10;

export const votingDelayCall = (governor: string): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('votingDelay'));

export function decodeVotingDelay(data: string): number {
  return Number(GOVERNOR_INTERFACE.decodeFunctionResult('votingDelay', data)[0]);
}

/** The blocks that hold the creation log of a proposal starting at `startBlock`. */
export function proposalCreationWindow(
  startBlock: number,
  votingDelay: number,
): { readonly fromBlock: number; readonly toBlock: number } {
  const toBlock = Math.max(0, startBlock - votingDelay);
  return { fromBlock: Math.max(0, toBlock - (CREATION_LOG_WINDOW - 1)), toBlock };
}

/**
 * The ids on the first `shown` proposals' pages, newest first: `count`, `count - 1`, … down to
 * `firstId` (1 on GovernorAlpha; on GovernorBravo the id after its `initialProposalId`).
 */
export function newestProposalIds(count: number, shown: number, firstId = 1): number[] {
  const first = Math.max(1, firstId);
  const length = Math.max(0, Math.min(count - first + 1, shown));
  return Array.from({ length }, (_, index) => count - index);
}

/**
 * One proposal's creation log, read from the few blocks before its start (`proposalCreationWindow`):
 * one eth_getLogs on any endpoint that allows ten blocks, narrower ones on an endpoint that does
 * not. Undefined when the window holds no log for `id`. Throws a `LogScanError` when the endpoint
 * refuses even one block.
 */
export async function fetchProposalCreatedLog(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly id: number;
  readonly startBlock: number;
  readonly votingDelay: number;
  /** What is known of the endpoint's log limits; shared between calls, learned in place. */
  readonly span?: LogSpan;
  readonly wait?: Wait;
  readonly now?: () => number;
}): Promise<ProposalCreatedLog | undefined> {
  const { fromBlock, toBlock } = proposalCreationWindow(options.startBlock, options.votingDelay);
  let found: ProposalCreatedLog | undefined;
  await fetchLogsAdaptively({
    request: options.request,
    address: options.governor,
    topics: [proposalCreatedTopic()],
    fromBlock,
    toBlock,
    span: options.span ?? createLogSpan(),
    ...(options.wait ? { wait: options.wait } : {}),
    ...(options.now ? { now: options.now } : {}),
    onLogs(logs) {
      for (const log of logs) {
        const decoded = tryDecodeLog(log);
        if (decoded?.id === options.id) found = decoded;
      }
    },
  });
  return found;
}

/** Where a proposal is: its id and its start block (from `proposals(id)`). */
export interface ProposalLocation {
  readonly id: number;
  readonly startBlock: number;
}

export interface ProposalDescriptionsSnapshot {
  /** The creation logs read so far, by proposal id. */
  readonly logs: ReadonlyMap<number, ProposalCreatedLog>;
  /** Ids whose window held no creation log (not a governor this reader understands). */
  readonly missing: ReadonlySet<number>;
  /** Ids being read. */
  readonly pending: ReadonlySet<number>;
  /** The last refusal, until `retry()`; the proposals it was for are not asked again until then. */
  readonly error: LogScanError | undefined;
}

export interface ProposalDescriptions {
  /**
   * Reads the creation log of each proposal not read, being read or failed yet (all at once: a
   * batching transport sends them in one HTTP request) and resolves when they are done. Costs
   * nothing for proposals already known, so it can be called on every block.
   */
  load(
    proposals: readonly ProposalLocation[],
    votingDelay: number,
    /** The chain's latest block: a window after it cannot hold a log (missing, not asked for). */
    latestBlock?: number,
  ): Promise<void>;
  /** Forgets the failures, so the next `load` asks for those proposals again. */
  retry(): void;
  getSnapshot(): ProposalDescriptionsSnapshot;
  subscribe(listener: () => void): () => void;
}

/**
 * The creation logs (text and actions) of the proposals a page shows, read one narrow window each
 * and kept. With `spanMemory`, what an endpoint refused before is not asked again.
 */
export function createProposalDescriptions(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly spanMemory?: LogSpanMemorySlot;
  readonly wait?: Wait;
  readonly now?: () => number;
}): ProposalDescriptions {
  const slot = options.spanMemory;
  const span = slot ? slot.memory.read(slot.endpoint, slot.chainId) : createLogSpan();
  const failed = new Set<number>();
  let snapshot: ProposalDescriptionsSnapshot = {
    logs: new Map(),
    missing: new Set(),
    pending: new Set(),
    error: undefined,
  };
  const listeners = new Set<() => void>();
  const update = (next: Partial<ProposalDescriptionsSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of [...listeners]) listener();
  };
  const withId = <T>(set: ReadonlySet<T>, id: T, add: boolean) => {
    const next = new Set(set);
    if (add) next.add(id);
    else next.delete(id);
    return next;
  };

  async function readOne(location: ProposalLocation, votingDelay: number): Promise<void> {
    const { id } = location;
    try {
      const log = await fetchProposalCreatedLog({
        request: options.request,
        governor: options.governor,
        id,
        startBlock: location.startBlock,
        votingDelay,
        span,
        ...(options.wait ? { wait: options.wait } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      if (slot) slot.memory.write(slot.endpoint, slot.chainId, span);
      update(
        log
          ? {
              logs: new Map(snapshot.logs).set(id, log),
              pending: withId(snapshot.pending, id, false),
            }
          : {
              missing: withId(snapshot.missing, id, true),
              pending: withId(snapshot.pending, id, false),
            },
      );
    } catch (error) {
      failed.add(id);
      update({
        pending: withId(snapshot.pending, id, false),
        error:
          error instanceof LogScanError
            ? error
            : new LogScanError('refused', location.startBlock, location.startBlock, error),
      });
    }
  }

  const inFlight = new Map<number, Promise<void>>();
  /**
   * While nothing says a whole window fits the endpoint, the first read goes alone and the others
   * wait for what it learns, instead of each being refused down to the limit on its own.
   */
  let teacher: Promise<void> | undefined;
  const windowKnown = () => span.accepted >= CREATION_LOG_WINDOW || Number.isFinite(span.maxSpan);

  return {
    load(proposals, votingDelay, latestBlock) {
      const waits: Promise<void>[] = [];
      for (const location of proposals) {
        const { id } = location;
        const running = inFlight.get(id);
        if (running) waits.push(running);
        if (running || failed.has(id) || snapshot.logs.has(id) || snapshot.missing.has(id))
          continue;
        const window = proposalCreationWindow(location.startBlock, votingDelay);
        if (latestBlock !== undefined && window.toBlock > latestBlock) {
          update({ missing: withId(snapshot.missing, id, true) });
          continue;
        }
        update({ pending: withId(snapshot.pending, id, true) });
        const read = (
          teacher
            ? teacher.then(() => readOne(location, votingDelay))
            : readOne(location, votingDelay)
        ).finally(() => inFlight.delete(id));
        if (!teacher && !windowKnown()) teacher = read;
        inFlight.set(id, read);
        waits.push(read);
      }
      return Promise.all(waits).then(() => undefined);
    },
    retry() {
      failed.clear();
      if (snapshot.error) update({ error: undefined });
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads contract calls and answers each one's data (undefined for a call that failed): one
 * multicall (`@dex/multicall`) or one JSON-RPC batch is one request for all of them.
 */
export type ReadCalls = (
  calls: readonly ContractCall[],
) => Promise<readonly (string | undefined)[]>;

/** One eth_call per call (all at once, so a batching transport sends them together). */
const readEachCall =
  (request: RequestFunction): ReadCalls =>
  (calls) =>
    Promise.all(calls.map((call) => readContract(request, call).catch(() => undefined)));

export interface ProposalPage {
  /** Newest first; a proposal whose creation log was not found has `descriptionLoaded: false`. */
  readonly proposals: readonly Proposal[];
  /** The governor's proposal count when the page was read. */
  readonly count: number;
  /** Pass as `before` for the next (older) page; undefined after the oldest proposal. */
  readonly next: number | undefined;
  /** Why some descriptions could not be read (those proposals are listed without their text). */
  readonly error: LogScanError | undefined;
}

/**
 * One page of proposals, newest first: the ids below `before` (default: from the newest). Costs
 * two reads (`readCalls`: the count and the voting delay, and Bravo's first id, then each
 * proposal's `proposals(id)` and `state(id)`) and one eth_getLogs per proposal on an endpoint
 * allowing ten blocks, whatever the chain's length. Pass `descriptions` to keep the logs between
 * pages. `version: 'bravo'` reads a GovernorBravo: the same calls and creation logs, its own
 * numbering and an Abstain tally (`abstainCount`).
 */
export async function readProposalPage(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly version?: GovernorVersion;
  readonly before?: number;
  readonly pageSize?: number;
  readonly readCalls?: ReadCalls;
  readonly descriptions?: ProposalDescriptions;
}): Promise<ProposalPage> {
  const { request, governor } = options;
  const bravo = options.version === 'bravo';
  const readCalls = options.readCalls ?? readEachCall(request);
  const [countData, delayData, initialData] = await readCalls([
    proposalCountCall(governor),
    votingDelayCall(governor),
    ...(bravo ? [initialProposalIdCall(governor)] : []),
  ]);
  if (countData === undefined || delayData === undefined || (bravo && initialData === undefined)) {
    throw new MalformedDataError('The governor did not answer proposalCount() and votingDelay()');
  }
  const count = decodeProposalCount(countData);
  const votingDelay = decodeVotingDelay(delayData);
  const firstId = initialData === undefined ? 1 : decodeInitialProposalId(initialData) + 1;
  const newest = Math.min(count, (options.before ?? count + 1) - 1);
  const ids = newestProposalIds(newest, options.pageSize ?? PROPOSAL_PAGE_SIZE, firstId);
  const answers = await readCalls(
    ids.flatMap((id) => [proposalCall(governor, id), proposalStateCall(governor, id)]),
  );
  const decodeVotes = proposalDecoder(options.version ?? 'alpha');
  const reads = ids.map((id, index) => {
    const votes = answers[index * 2];
    const state = answers[index * 2 + 1];
    if (votes === undefined || state === undefined) {
      throw new MalformedDataError(`The governor did not answer proposals(${id}) and state(${id})`);
    }
    return { id, votes: decodeVotes(votes), status: decodeProposalState(state) };
  });
  const descriptions = options.descriptions ?? createProposalDescriptions({ request, governor });
  await descriptions.load(
    reads.map(({ id, votes }) => ({ id, startBlock: votes.startBlock })),
    votingDelay,
  );
  const { logs, error } = descriptions.getSnapshot();
  const oldest = ids.at(-1);
  return {
    proposals: reads.map(({ id, votes, status }) => toProposal(id, votes, status, logs.get(id))),
    count,
    next: oldest !== undefined && oldest > firstId ? oldest : undefined,
    error,
  };
}

/**
 * Where proposal `id`'s creation log can lie when it is not at its start block (a start block
 * moved, as the devnet's seed does for its Pending proposal): proposals are created in id order,
 * so after the creation of the nearest older proposal found and up to that of the nearest newer
 * one, within `floor` (the governor's deployment block) and `latest`.
 */
export function creationSearchRange(
  id: number,
  found: ReadonlyMap<number, { readonly blockNumber: number }>,
  floor: number,
  latest: number,
): { readonly fromBlock: number; readonly toBlock: number } {
  let fromBlock = floor;
  let toBlock = latest;
  for (const [otherId, log] of found) {
    if (otherId < id) fromBlock = Math.max(fromBlock, log.blockNumber);
    else if (otherId > id) toBlock = Math.min(toBlock, log.blockNumber);
  }
  return { fromBlock, toBlock: Math.max(fromBlock, toBlock) };
}

/**
 * The creation logs of `ids` that were not at their start blocks, searched only between their
 * neighbours' creations (`creationSearchRange`): on a long history this costs the blocks between
 * two proposals, not the history. Ids whose range holds no log for them are left out. Throws a
 * `LogScanError` when the endpoint refuses even one block.
 */
export async function findMovedProposalLogs(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  readonly ids: readonly number[];
  readonly found: ReadonlyMap<number, ProposalCreatedLog>;
  readonly floor: number;
  readonly latest: number;
  readonly span?: LogSpan;
  readonly wait?: Wait;
  readonly now?: () => number;
}): Promise<Map<number, ProposalCreatedLog>> {
  const wanted = new Set(options.ids);
  const result = new Map<number, ProposalCreatedLog>();
  const span = options.span ?? createLogSpan();
  const searched: { fromBlock: number; toBlock: number }[] = [];
  for (const id of [...wanted].sort((a, b) => a - b)) {
    if (result.has(id)) continue;
    const range = creationSearchRange(id, options.found, options.floor, options.latest);
    // Neighbouring moved proposals share a range: read it once.
    if (searched.some((r) => r.fromBlock <= range.fromBlock && r.toBlock >= range.toBlock))
      continue;
    searched.push(range);
    await fetchLogsAdaptively({
      request: options.request,
      address: options.governor,
      topics: [proposalCreatedTopic()],
      ...range,
      span,
      ...(options.wait ? { wait: options.wait } : {}),
      ...(options.now ? { now: options.now } : {}),
      onLogs(logs) {
        for (const log of logs) {
          const decoded = tryDecodeLog(log);
          if (decoded && wanted.has(decoded.id)) result.set(decoded.id, decoded);
        }
      },
    });
  }
  return result;
}

/** The creation logs found away from their start blocks (`createMovedProposalSearch`). */
export interface MovedProposalSearch {
  /**
   * Searches the `missing` ids not searched before (between their neighbours' creations in
   * `logs`, up to `latest`), then adds every log found so far to `logs`. Resolves with the
   * endpoint's refusal when a search failed (its ids are searched again next time).
   */
  add(
    missing: readonly number[],
    logs: Map<number, ProposalCreatedLog>,
    latest: number,
  ): Promise<LogScanError | undefined>;
  /** Searches every id again on the next `add` (Retry). */
  retry(): void;
}

/**
 * One governor's search for proposals whose creation log is not at its start block (a start block
 * moved, as the devnet's seed does for its Pending proposal; never on mainnet's GovernorAlpha):
 * each id is searched once, between its neighbours' creations (`findMovedProposalLogs`), what the
 * endpoint's refusals teach kept in `spanMemory`.
 */
export function createMovedProposalSearch(options: {
  readonly request: RequestFunction;
  readonly governor: string;
  /** The governor's deployment block: nothing is searched before it. */
  readonly floor: number;
  readonly spanMemory?: LogSpanMemorySlot;
  readonly wait?: Wait;
  readonly now?: () => number;
}): MovedProposalSearch {
  const found = new Map<number, ProposalCreatedLog>();
  const searched = new Set<number>();
  const slot = options.spanMemory;
  return {
    async add(missing, logs, latest) {
      const ids = missing.filter((id) => !searched.has(id));
      let failure: LogScanError | undefined;
      if (ids.length) {
        const span = slot ? slot.memory.read(slot.endpoint, slot.chainId) : createLogSpan();
        try {
          const moved = await findMovedProposalLogs({
            request: options.request,
            governor: options.governor,
            ids,
            found: logs,
            floor: options.floor,
            latest,
            span,
            ...(options.wait ? { wait: options.wait } : {}),
            ...(options.now ? { now: options.now } : {}),
          });
          for (const [id, log] of moved) found.set(id, log);
          for (const id of ids) searched.add(id);
        } catch (error) {
          if (!(error instanceof LogScanError)) throw error;
          failure = error;
        }
        slot?.memory.write(slot.endpoint, slot.chainId, span);
      }
      for (const [id, log] of found) if (!logs.has(id)) logs.set(id, log);
      return failure;
    },
    retry() {
      searched.clear();
    },
  };
}
