// The multicall client: keeps listened calls fresh with as few JSON-RPC requests as possible.
//
// Request budget: each block-tracker poll carries, in the same JSON-RPC batch, the calls that a
// new block would make outdated (the "speculative" chunks, sent at tag latest, at most
// maxCallsPerChunk calls each). The multicall contract reports which block it read, and that is
// the poll's answer (no eth_blockNumber beside it), so when the poll reveals a new block the data
// for it is already there: one HTTP request per block. Later fetches happen only for new listeners
// (debounced) and for results that came back from an older block than the latest.

import type { Eip1193Provider, Hex } from '@dex/primitives';
import { decodeTryBlockAndAggregate, encodeTryBlockAndAggregate } from './abi';
import { type BlockTracker, createBlockTracker, parseBlockNumber } from './blockTracker';
import { type CallState, INVALID_CALL_STATE, stabilizeCallStates, toCallState } from './callState';
import { verifyChainIdResponse } from './chainIdCheck';
import { chunkCalls, splitChunk } from './chunkCalls';
import {
  DEFAULT_CALL_GAS_REQUIRED,
  DEFAULT_CHUNK_GAS_LIMIT,
  DEFAULT_LISTENER_DEBOUNCE_MS,
  DEFAULT_MAX_CALLS_PER_CHUNK,
  DEFAULT_MAX_RETAINED_RESULTS,
  DEFAULT_RETRY_MAX_WAIT_MS,
  DEFAULT_RETRY_MIN_WAIT_MS,
  MULTICALL3_ADDRESS,
} from './constants';
import {
  CancelledError,
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  MissingMulticallContractError,
  RetryableError,
  RpcError,
  unreadableAnswerError,
  ValidationError,
} from './errors';
import { getOrCreate } from './getOrCreate';
import { createListenerRegistry } from './listenerRegistry';
import { type CallResult, outdatedCallKeys } from './outdated';
import { type Retrying, retry } from './retry';
import { debounce, defaultTimers, type Timers } from './timers';
import {
  type Call,
  toCallKey,
  validateCall,
  validateContractAddress,
  validateGas,
} from './validation';

export interface MulticallOptions {
  chainId: number;
  /** Reads go through it; use createBatchProvider so they share JSON-RPC batches. */
  provider: Eip1193Provider;
  /**
   * A contract with Multicall2's tryBlockAndAggregate; Multicall3's well-known address
   * (MULTICALL3_ADDRESS) by default. A chain without one fails every read with
   * MissingMulticallContractError.
   */
  multicallAddress?: string;
  /** Defaults to createBlockTracker({ provider, timers }); pass your own to share it or tune polling. */
  blockTracker?: BlockTracker;
  /** Gas assumed for calls without gasRequired; 200,000 by default. */
  defaultGasRequired?: number;
  /** Summed gas per multicall chunk; 100,000,000 by default. */
  chunkGasLimit?: number;
  /**
   * Most calls per multicall chunk (one eth_call), whatever gas is left; 1,000 by default. Lower
   * it for an endpoint that refuses large request bodies or slow calls; the chunks of one block
   * still share its JSON-RPC batch (see createBatchProvider's maxBatchSize for that limit).
   */
  maxCallsPerChunk?: number;
  /** Wait after listener changes before fetching; 100 ms by default. */
  listenerDebounceMs?: number;
  /** Random wait before re-reading a result that came from an old block; 2,500-3,500 ms by default. */
  retryMinWaitMs?: number;
  retryMaxWaitMs?: number;
  timers?: Timers;
  /**
   * Results of calls nobody listens to any more are kept (oldest dropped first) up to this many,
   * so a page shown again starts from the last data, marked syncing; 1,000 by default.
   */
  maxRetainedResults?: number;
  /** Failed fetches land here (and in each call's state); default: ignored. */
  onError?: (error: Error, calls: readonly Call[]) => void;
  /**
   * For a chain whose contracts see another chain's block number (Arbitrum's `block.number` is
   * Ethereum's: @dex/chains' `contractBlockNumber: 'l1'`): each chunk's results are stamped with
   * the node's own eth_blockNumber, asked in the same JSON-RPC batch (no extra request), instead
   * of the block the multicall contract reports.
   */
  blockNumberFromNode?: boolean;
}

export interface WatchOptions {
  /** Refresh every this many blocks; Infinity (the default) fetches once. */
  blocksPerFetch?: number;
}

/** A live view of some calls, shaped for useSyncExternalStore, jotai or plain callbacks. */
export interface CallsWatch {
  /** The first listener starts fetching, the last one's unsubscribe stops it. */
  subscribe(listener: () => void): () => void;
  /** One state per call, in order; the same array until something changes. */
  getSnapshot(): readonly CallState[];
}

export interface Multicall {
  readonly chainId: number;
  readonly blockTracker: BlockTracker;
  /** Validates the calls (throws ValidationError); `undefined` slots get INVALID_CALL_STATE. */
  watch(calls: readonly (Call | undefined)[], options?: WatchOptions): CallsWatch;
}

// @spec 000 §3.11 Batched read state
interface StoredResult extends CallResult {
  /** The fetch job that owns this key's fetchingBlockNumber. */
  fetchJob?: number;
}

interface FetchJob {
  readonly id: number;
  readonly target: number;
  readonly callKeys: readonly string[];
  inFlight: boolean;
  retrying?: Retrying<void>;
}

/** One call's answer, or why it alone failed (a call that runs out of gas even by itself). */
type Outcome =
  | { callKey: string; blockNumber: number; success: boolean; returnData: Hex; error?: undefined }
  | { callKey: string; blockNumber?: undefined; error: Error };

const OUT_OF_GAS_PATTERN =
  /out of gas|outofgas|oog\b|gas required exceeds|exceeds block gas limit|gas limit reached|intrinsic gas too/i;

/** Whether a node error means the call ran out of gas (so a smaller chunk may pass). */
export function isOutOfGasError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const data = error instanceof RpcError && typeof error.data === 'string' ? error.data : '';
  return OUT_OF_GAS_PATTERN.test(`${error.message} ${data}`);
}

export function createMulticall(options: MulticallOptions): Multicall {
  const { chainId, provider } = options;
  // Shown as the caller wrote it in MissingMulticallContractError; read in lower case.
  const givenMulticallAddress = options.multicallAddress ?? MULTICALL3_ADDRESS;
  const multicallAddress = validateContractAddress(givenMulticallAddress);
  const timers = options.timers ?? defaultTimers;
  const tracker = options.blockTracker ?? createBlockTracker({ provider, timers });
  const defaultGas = validateGas(options.defaultGasRequired ?? DEFAULT_CALL_GAS_REQUIRED);
  const chunkGasLimit = validateGas(options.chunkGasLimit ?? DEFAULT_CHUNK_GAS_LIMIT);
  const maxCallsPerChunk = options.maxCallsPerChunk ?? DEFAULT_MAX_CALLS_PER_CHUNK;
  if (!(Number.isSafeInteger(maxCallsPerChunk) && maxCallsPerChunk >= 1)) {
    throw new ValidationError('maxCallsPerChunk must be a whole number of at least 1');
  }
  const retryMinWaitMs = options.retryMinWaitMs ?? DEFAULT_RETRY_MIN_WAIT_MS;
  const retryMaxWaitMs = options.retryMaxWaitMs ?? DEFAULT_RETRY_MAX_WAIT_MS;
  const maxRetainedResults = validateGas(
    options.maxRetainedResults ?? DEFAULT_MAX_RETAINED_RESULTS,
  );

  const registry = createListenerRegistry();
  const results = new Map<string, StoredResult>();
  const calls = new Map<string, { call: Call; refs: number }>();
  // Unlistened keys whose results are kept, oldest first (Map keeps insertion order).
  const retired = new Map<string, true>();
  const jobs = new Set<FetchJob>();
  const activeWatches = new Set<{ notify(): void }>();
  let version = 0;
  let latestBlock: number | undefined;
  let nextJobId = 1;
  let running = false;
  let stopTracking: (() => void) | undefined;
  let stopPolling: (() => void) | undefined;
  let notifyScheduled = false;

  const listenerDebounce = debounce(
    timers,
    options.listenerDebounceMs ?? DEFAULT_LISTENER_DEBOUNCE_MS,
    () => void fetchOutdated(latestBlock, latestBlock ?? 0),
  );

  // Many results land in one tick; tell watchers once.
  function changed(): void {
    version += 1;
    if (notifyScheduled) return;
    notifyScheduled = true;
    void Promise.resolve().then(() => {
      notifyScheduled = false;
      for (const watch of [...activeWatches]) watch.notify();
    });
  }

  function owned(callKey: string, job: FetchJob): StoredResult | undefined {
    const result = results.get(callKey);
    return result?.fetchJob === job.id ? result : undefined;
  }

  function release(result: StoredResult): void {
    result.fetchJob = undefined;
    result.fetchingBlockNumber = undefined;
  }

  // The node's chain is compared with `chainId` before the first read is trusted, by the rule every
  // reader shares (chainIdCheck.ts): another chain fails every read for good; an error or an answer
  // that is not a hex number (including a provider without eth_chainId) fails the read, and the
  // next read asks again. Nothing is read until the check passes.
  let chainVerified = false;
  let chainCheck: Promise<void> | undefined;
  function checkChain(): Promise<void> {
    chainCheck ??= provider
      .request({ method: 'eth_chainId' })
      .then(
        (result: unknown) => ({ result }),
        (error: unknown) => {
          // The batch transport's own verdicts pass through as they are.
          if (error instanceof ChainIdMismatchError || error instanceof ChainIdUnverifiedError) {
            throw error;
          }
          return { error };
        },
      )
      .then((response) => {
        const verdict = verifyChainIdResponse(response, chainId);
        if (verdict.kind === 'verified') {
          chainVerified = true;
          return;
        }
        throw verdict.error;
      })
      .catch((error: unknown) => {
        if (!(error instanceof ChainIdMismatchError)) chainCheck = undefined; // asked again
        throw error;
      });
    return chainCheck;
  }

  /** Why the multicall answered nothing: no code at its address, or a contract without the function. */
  async function emptyAnswerError(raw: unknown): Promise<Error> {
    const code = await provider.request({
      method: 'eth_getCode',
      params: [multicallAddress, 'latest'],
    });
    if (code === '0x') return new MissingMulticallContractError(givenMulticallAddress, chainId);
    return unreadableAnswerError('eth_call', raw);
  }

  async function callChunk(callKeys: readonly string[], split = false): Promise<Outcome[]> {
    const chunkCallsList = callKeys.map((callKey) => calls.get(callKey)?.call as Call);
    // Awaited only until the check has passed once, so later chunks still join the poll's batch.
    if (!chainVerified) await checkChain();
    try {
      const read = provider.request({
        method: 'eth_call',
        params: [
          { to: multicallAddress, data: encodeTryBlockAndAggregate(chunkCallsList) },
          'latest',
        ],
      });
      // Asked in the same tick, so it rides in the read's batch.
      const nodeBlock = options.blockNumberFromNode
        ? provider.request({ method: 'eth_blockNumber' })
        : undefined;
      nodeBlock?.catch(() => {}); // awaited below unless the read itself failed
      const raw = await read;
      if (raw === '0x') throw await emptyAnswerError(raw);
      const decoded = decodeTryBlockAndAggregate(raw);
      const answers = decoded.results;
      const blockNumber = nodeBlock ? parseBlockNumber(await nodeBlock) : decoded.blockNumber;
      if (answers.length !== callKeys.length) {
        throw unreadableAnswerError('eth_call', raw);
      }
      return callKeys.map((callKey, index) => {
        const answer = answers[index] as { success: boolean; returnData: Hex };
        return { callKey, blockNumber, ...answer };
      });
    } catch (error) {
      if (!isOutOfGasError(error)) throw error;
      // A call split off from its chunk that still runs out of gas fails alone, not its neighbours.
      if (callKeys.length < 2) {
        if (!split) throw error;
        return callKeys.map((callKey) => ({ callKey, error: error as Error }));
      }
      // Both halves go out in the same tick, so they still share one HTTP request.
      const [first, second] = splitChunk(callKeys);
      const halves = await Promise.all([callChunk(first, true), callChunk(second, true)]);
      return halves.flat();
    }
  }

  /**
   * Starts fetching `callKeys` for block `target`; resolves with the block the first attempt was
   * answered at (undefined when it failed), which a poll takes as the chain's latest block.
   */
  function startJob(callKeys: readonly string[], target: number): Promise<number | undefined> {
    const job: FetchJob = { id: nextJobId++, target, callKeys, inFlight: false };
    let reportRead: (blockNumber: number | undefined) => void = () => {};
    const firstRead = new Promise<number | undefined>((resolve) => {
      reportRead = resolve;
    });
    for (const callKey of callKeys) {
      const result = getOrCreate(results, callKey, (): StoredResult => ({}));
      result.fetchJob = job.id;
      result.fetchingBlockNumber = target;
    }
    jobs.add(job);
    const attempt = async (): Promise<void> => {
      const mine = callKeys.filter((callKey) => owned(callKey, job));
      if (mine.length === 0) throw new CancelledError();
      job.inFlight = true;
      let outcomes: Outcome[];
      try {
        outcomes = await callChunk(mine);
      } finally {
        job.inFlight = false;
      }
      reportRead(outcomes.find((outcome) => !outcome.error)?.blockNumber);
      let stale = false;
      let failure: Error | undefined;
      const failed: Call[] = [];
      for (const outcome of outcomes) {
        const result = owned(outcome.callKey, job);
        if (!result) continue; // taken over by a newer fetch
        if (outcome.error) {
          // Owned, so still listened: its call is known.
          failed.push(calls.get(outcome.callKey)?.call as Call);
          release(result);
          result.fetchError = failure = outcome.error;
          continue;
        }
        if (result.blockNumber === undefined || outcome.blockNumber >= result.blockNumber) {
          result.data = outcome.success ? outcome.returnData : '0x';
          result.blockNumber = outcome.blockNumber;
          result.fetchError = undefined;
        }
        // A lagging node answered from before the latest block: keep the key and try again.
        if (latestBlock !== undefined && outcome.blockNumber < latestBlock) stale = true;
        else release(result);
      }
      changed();
      if (failure) options.onError?.(failure, failed);
      if (stale) throw new RetryableError('Result from an old block');
    };
    job.retrying = retry(attempt, { minWaitMs: retryMinWaitMs, maxWaitMs: retryMaxWaitMs, timers });
    // @spec 000 §8.11 Multicall
    job.retrying.promise
      .catch((error: unknown) => {
        if (error instanceof CancelledError) return;
        const failure = error instanceof Error ? error : new RpcError(String(error));
        const failed: Call[] = [];
        for (const callKey of callKeys) {
          const result = owned(callKey, job);
          if (!result) continue;
          release(result);
          result.fetchError = failure;
          const entry = calls.get(callKey);
          if (entry) failed.push(entry.call);
        }
        if (failed.length === 0) return;
        changed();
        options.onError?.(failure, failed);
      })
      .finally(() => {
        jobs.delete(job);
        reportRead(undefined); // no effect once the first attempt has answered
      });
    return firstRead;
  }

  /** Stops a job's retries and frees its keys for the next fetch. */
  function cancelJob(job: FetchJob): void {
    for (const callKey of job.callKeys) {
      const result = owned(callKey, job);
      if (result) release(result);
    }
    job.retrying?.cancel();
  }

  /** Fetches what is outdated at `atBlock`; resolves with the block the reads were answered at. */
  function fetchOutdated(
    atBlock: number | undefined,
    target: number,
  ): Promise<number | undefined> | undefined {
    if (!running) return undefined;
    const outdated = outdatedCallKeys(registry.listening(chainId), results, atBlock);
    if (outdated.length === 0) return undefined;
    const gasOf = (callKey: string) => calls.get(callKey)?.call.gasRequired ?? defaultGas;
    const reads = chunkCalls(outdated, gasOf, chunkGasLimit, maxCallsPerChunk).map((chunk) =>
      startJob(chunk, target),
    );
    return Promise.all(reads).then((blocks) => {
      const answered = blocks.filter((block): block is number => block !== undefined);
      return answered.length > 0 ? Math.max(...answered) : undefined;
    });
  }

  function onBlock(): void {
    // The block reads follow: on a fast chain it advances at most once per read interval.
    const blockNumber = tracker.getSnapshot().readBlockNumber;
    if (blockNumber === undefined || (latestBlock !== undefined && blockNumber <= latestBlock)) {
      changed(); // the tracker's error may have changed
      return;
    }
    latestBlock = blockNumber;
    // Retries waiting for an older block are moot now; the fetch below covers what still needs it.
    for (const job of jobs) {
      if (job.target < blockNumber && !job.inFlight) cancelJob(job);
    }
    changed();
    void fetchOutdated(blockNumber, blockNumber);
  }

  function onPoll(trackerLatest: number | undefined): Promise<number | undefined> | undefined {
    // Ask now for what the next block would make outdated; it rides in the poll's batch, and the
    // block it is answered at is the poll's answer (no eth_blockNumber beside it).
    const next = trackerLatest === undefined ? undefined : trackerLatest + 1;
    return fetchOutdated(next, next ?? 0);
  }

  function start(): void {
    running = true;
    stopPolling = tracker.onPoll(onPoll);
    stopTracking = tracker.subscribe(onBlock);
  }

  function stop(): void {
    running = false;
    listenerDebounce.cancel();
    stopPolling?.();
    stopTracking?.();
    stopPolling = undefined;
    stopTracking = undefined;
    for (const job of jobs) cancelJob(job);
  }

  function addListening(
    callKeys: readonly string[],
    validCalls: readonly Call[],
    blocksPerFetch: number,
  ): void {
    callKeys.forEach((callKey, index) => {
      retired.delete(callKey);
      const entry = calls.get(callKey);
      if (entry) entry.refs += 1;
      else calls.set(callKey, { call: validCalls[index] as Call, refs: 1 });
    });
    registry.add(chainId, callKeys, blocksPerFetch);
    if (!running) start();
    listenerDebounce.trigger();
  }

  function removeListening(callKeys: readonly string[], blocksPerFetch: number): void {
    registry.remove(chainId, callKeys, blocksPerFetch);
    for (const callKey of callKeys) {
      const entry = calls.get(callKey);
      if (!entry) continue;
      entry.refs -= 1;
      if (entry.refs > 0) continue;
      calls.delete(callKey);
      const result = results.get(callKey);
      if (result?.data === undefined) {
        results.delete(callKey);
        continue;
      }
      release(result); // a fetch under way for it is abandoned
      retired.set(callKey, true);
    }
    // Bounded memory: keep only the most recently dropped results.
    for (const callKey of retired.keys()) {
      if (retired.size <= maxRetainedResults) break;
      retired.delete(callKey);
      results.delete(callKey);
    }
    if (registry.size(chainId) === 0 && running) stop();
  }

  return {
    chainId,
    blockTracker: tracker,
    watch(callList, watchOptions = {}) {
      // @spec 000 §9.11 Multicall refresh
      const blocksPerFetch = watchOptions.blocksPerFetch ?? Number.POSITIVE_INFINITY;
      if (!(blocksPerFetch >= 1)) throw new ValidationError('blocksPerFetch must be at least 1');
      const validCalls = callList.map((call) => (call ? validateCall(call) : undefined));
      const keys = validCalls.map((call) => (call ? toCallKey(call) : undefined));
      const definedKeys = keys.filter((key): key is string => key !== undefined);
      const definedCalls = validCalls.filter((call): call is Call => call !== undefined);
      const listeners = new Set<() => void>();
      let snapshot: readonly CallState[] | undefined;
      let snapshotVersion = -1;

      const getSnapshot = (): readonly CallState[] => {
        if (snapshot && snapshotVersion === version) return snapshot;
        const states = keys.map((key) =>
          key === undefined
            ? INVALID_CALL_STATE
            : toCallState(results.get(key), blocksPerFetch, latestBlock),
        );
        snapshot = stabilizeCallStates(snapshot, states);
        snapshotVersion = version;
        return snapshot;
      };
      const handle = {
        notify() {
          const before = snapshot;
          if (getSnapshot() === before) return;
          for (const listener of [...listeners]) listener();
        },
      };

      return {
        getSnapshot,
        subscribe(listener) {
          listeners.add(listener);
          if (listeners.size === 1) {
            activeWatches.add(handle);
            addListening(definedKeys, definedCalls, blocksPerFetch);
          }
          return () => {
            if (!listeners.delete(listener) || listeners.size > 0) return;
            activeWatches.delete(handle);
            removeListening(definedKeys, blocksPerFetch);
          };
        },
      };
    },
  };
}
