// Reads an event's logs over a long history in as few eth_getLogs requests as the endpoint allows.
// Refusals are learned, not recognised: any failed request is first taken as possibly too large and
// narrowed (to a span the refusal names, else by halving, then bisecting back up to find the
// endpoint's limit) until it is accepted or a one-block request is refused too; only then is it an
// error. Known refusal texts (logRangeErrors.ts) are a shortcut, not a gate. And a scanner that
// fetches once, then only new blocks, one scan at a time, remembering what it learned.
import { DexError, type RequestFunction } from '@dex/primitives';
import {
  classifyLogRangeError,
  refusalText,
  retryAfterMs,
  suggestedLogSpan,
} from './logRangeErrors';
import { createLogSpan, type LogSpan, type LogSpanMemory } from './logSpanMemory';

export interface RawLog {
  readonly topics: string[];
  readonly data: string;
  readonly blockNumber: string;
}

const hex = (block: number) => `0x${block.toString(16)}`;

/** Waits `ms` milliseconds; a parameter so tests and other hosts can bring their own clock. */
export type Wait = (ms: number) => Promise<void>;

const waitWithTimers: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rate refusals (HTTP 429) in a row before the scan gives up, and the pause before each retry when
 * the answer carries no Retry-After: 1, 2, 4, 8 then 8 s. Asking again at once would only be
 * refused again and spend the user's quota with the provider, which the swap's reads share.
 */
export const MAX_RATE_REFUSALS = 5;
export function rateRefusalPauseMs(refusalsInARow: number): number {
  return 1000 * 2 ** Math.min(3, Math.max(0, refusalsInARow - 1));
}

/** The longest Retry-After waited out; an answer asking for longer ends the scan (`rate-limited`). */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Times in a row a one-block request must be refused the same way (the same text) before the
 * refusal is final: an endpoint may refuse at random, a bad request is refused every time.
 */
export const ONE_BLOCK_ATTEMPTS = 3;

/**
 * Refusals a scan tolerates beyond one per accepted request. Every accepted request moves the scan
 * on by at least one block, so a scan of N blocks makes at most 2N + 64 requests (rate pauses
 * aside) before it finishes or gives up with `too-many-refusals`: it cannot loop forever.
 */
export const MAX_EXTRA_REFUSALS = 64;

/**
 * Why a log scan stopped: `refused` (a one-block request was refused: not a matter of size, e.g. a
 * bad address or a node that fails every request), `rate-limited` (five HTTP 429s in a row, or a
 * Retry-After over a minute), `too-many-refusals` (more refusals than accepted requests, past
 * `MAX_EXTRA_REFUSALS`).
 */
export type LogScanFailure = 'refused' | 'rate-limited' | 'too-many-refusals';

/** A log scan that could not go on; the logs before `fromBlock` were delivered. */
export class LogScanError extends DexError {
  readonly reason: LogScanFailure;
  /** The range last asked for. */
  readonly fromBlock: number;
  readonly toBlock: number;
  /** The endpoint's own words (the refusal's message), to show the user. */
  readonly detail: string;

  constructor(reason: LogScanFailure, fromBlock: number, toBlock: number, cause?: unknown) {
    const detail = cause === undefined ? reason : refusalText(cause);
    super(
      'governance/log-scan-failed',
      `eth_getLogs for blocks ${fromBlock}-${toBlock} failed (${reason}): ${detail}`,
      { cause },
    );
    this.reason = reason;
    this.fromBlock = fromBlock;
    this.toBlock = toBlock;
    this.detail = detail;
  }
}

/** Close enough to the limit to stop looking: within 1/32 of the span accepted (or one block). */
const settled = (state: LogSpan) =>
  state.refused - state.accepted <= Math.max(1, Math.floor(state.accepted / 32));

function settle(state: LogSpan): void {
  state.maxSpan = state.accepted;
  state.span = state.accepted;
  state.confirming = 0;
}

/** The next span after a request of `asked` blocks (the whole `state.span`) was accepted. */
function widen(state: LogSpan, asked: number): void {
  state.accepted = Math.max(state.accepted, asked);
  if (Number.isFinite(state.maxSpan)) {
    // A limit is known: a narrower span (dense history, a rate refusal) grows back to it.
    state.span = Math.min(state.maxSpan, state.span * 2);
  } else if (state.confirming !== 0 && asked === state.confirming) {
    // The span the refusal named works: one block more tells whether it is the limit.
    state.confirming = 0;
    state.span = asked + 1;
    if (state.refused <= state.span) settle(state);
  } else if (Number.isFinite(state.refused)) {
    if (settled(state)) settle(state);
    else state.span = Math.floor((state.accepted + state.refused) / 2);
  } else {
    state.span = state.span * 2;
  }
}

/** The next span after a request of `asked` blocks was refused, possibly for its size. */
function narrow(state: LogSpan, asked: number, error: unknown): void {
  const known = classifyLogRangeError(error);
  const named = known?.suggestedSpan ?? suggestedLogSpan(error);
  const hint = named !== undefined && named < asked ? named : undefined;
  if (known?.kind === 'results' || known?.kind === 'rate' || asked <= state.accepted) {
    // Too much for this stretch of history, load shedding, or a span no wider than one accepted
    // before (a fluke, or denser history): this request is narrowed, no limit is learned.
    state.span = hint ?? Math.max(1, Math.floor(asked / 2));
    return;
  }
  if (known?.kind === 'range' && hint !== undefined) {
    // A known text naming the endpoint's limit: taken at its word.
    state.span = state.maxSpan = state.accepted = hint;
    state.refused = hint + 1;
    state.confirming = 0;
    return;
  }
  // A limit to find, wider than any span accepted so far: an unnamed range limit, or a text
  // never seen before.
  state.maxSpan = Number.POSITIVE_INFINITY;
  state.refused = asked;
  state.confirming = 0;
  if (hint !== undefined && hint > state.accepted) {
    state.span = hint;
    state.confirming = hint;
  } else if (state.accepted > 0) {
    if (settled(state)) settle(state);
    else state.span = Math.floor((state.accepted + state.refused) / 2);
  } else {
    state.span = Math.max(1, Math.floor(asked / 2));
  }
}

/**
 * Every log of `address` with `topics` from `fromBlock` to `toBlock` (inclusive), handed to
 * `onLogs` range by range in block order, each block once. Any refused request is asked again
 * narrower (see the file's header); `span` carries what was learned to the next call. Throws a
 * `LogScanError` when it cannot go on, with the ranges before it delivered and `span` as it was
 * before the refusals that ended it (a refusal that was not about size teaches nothing).
 */
export async function fetchLogsAdaptively(options: {
  readonly request: RequestFunction;
  readonly address: string;
  readonly topics: readonly (string | null)[];
  readonly fromBlock: number;
  readonly toBlock: number;
  readonly span?: LogSpan;
  readonly onLogs: (logs: readonly RawLog[], toBlock: number) => void;
  /** How to pause before asking again after a rate refusal (default: timers). */
  readonly wait?: Wait;
  /** Milliseconds now, for a Retry-After given as a date (default: Date.now). */
  readonly now?: () => number;
}): Promise<void> {
  const { request, address, topics, toBlock, onLogs } = options;
  const wait = options.wait ?? waitWithTimers;
  const state = options.span ?? createLogSpan();
  let from = options.fromBlock;
  let rateRefusals = 0;
  let oneBlockRefusals = 0;
  let oneBlockText: string | undefined;
  let accepted = 0;
  let refusals = 0;
  /** `state` before the refusals since the last accepted request, restored when they end the scan. */
  let before: LogSpan | undefined;
  const fail = (reason: LogScanFailure, to: number, error: unknown): LogScanError => {
    if (before) Object.assign(state, before);
    return new LogScanError(reason, from, to, error);
  };
  while (from <= toBlock) {
    const span = Math.max(1, Math.min(state.span, state.maxSpan, state.refused - 1));
    const to = Math.min(toBlock, from + span - 1);
    const asked = to - from + 1;
    let logs: unknown;
    try {
      logs = await request({
        method: 'eth_getLogs',
        params: [{ address, topics: [...topics], fromBlock: hex(from), toBlock: hex(to) }],
      });
    } catch (error) {
      before ??= { ...state };
      refusals++;
      if (refusals > accepted + MAX_EXTRA_REFUSALS) throw fail('too-many-refusals', to, error);
      const rate = classifyLogRangeError(error)?.kind === 'rate';
      const pause = retryAfterMs(error, options.now);
      if (pause !== undefined && pause > MAX_RETRY_AFTER_MS) throw fail('rate-limited', to, error);
      if (rate) {
        rateRefusals++;
        if (rateRefusals >= MAX_RATE_REFUSALS) throw fail('rate-limited', to, error);
        await wait(pause ?? rateRefusalPauseMs(rateRefusals));
        // A one-block request cannot be narrowed: the pause alone has to do.
        if (asked > 1) narrow(state, asked, error);
        continue;
      }
      rateRefusals = 0; // "in a row": another refusal between two 429s breaks the run
      if (pause !== undefined) await wait(pause);
      if (asked <= 1) {
        const text = refusalText(error);
        oneBlockRefusals = text === oneBlockText ? oneBlockRefusals + 1 : 1;
        oneBlockText = text;
        if (oneBlockRefusals >= ONE_BLOCK_ATTEMPTS) throw fail('refused', to, error);
        continue;
      }
      narrow(state, asked, error);
      continue;
    }
    accepted++;
    rateRefusals = 0;
    oneBlockRefusals = 0;
    oneBlockText = undefined;
    before = undefined;
    // A request cut short by the end of the range says nothing about wider ones.
    if (asked === span) widen(state, asked);
    else state.accepted = Math.max(state.accepted, asked);
    onLogs(Array.isArray(logs) ? (logs as RawLog[]) : [], to);
    from = to + 1;
  }
}

export interface LogScanSnapshot<T> {
  /** Every item found so far, in block order; kept when a scan fails. */
  readonly items: readonly T[];
  /** The last block scanned; fromBlock - 1 before the first scan. */
  readonly toBlock: number;
  /** Why the last scan stopped, until a scan catches up; undefined while all is well. */
  readonly error: LogScanError | undefined;
}

export interface LogScanner<T> {
  /**
   * Scans up to `block` and resolves with every item known after a scan that covered it. While a
   * scan runs, a call only raises the target: the running scan goes on to it when it is done, so
   * there is never more than one scan and no block range is asked for twice. A failure rejects
   * every waiting call with a `LogScanError` and puts it in the snapshot (the items stay); the next
   * call resumes where the failed scan stopped.
   */
  scanTo(block: number): Promise<readonly T[]>;
  getSnapshot(): LogScanSnapshot<T>;
  subscribe(listener: () => void): () => void;
}

/** Where a scanner keeps what it learns about its endpoint: a memory, and the endpoint's name. */
export interface LogSpanMemorySlot {
  readonly memory: LogSpanMemory;
  /** Any stable name of the endpoint `request` talks to (its URL, say). */
  readonly endpoint: string;
  readonly chainId: number;
}

/**
 * A scanner of one contract's event from `fromBlock` (its deployment block) onwards. `decode`
 * turns a raw log into an item (undefined skips it, e.g. a log that does not decode); `identify`
 * keeps an item from being added twice. With `spanMemory`, each scan starts from what earlier
 * scans (this page's or, through its storage, an earlier visit's) learned about the endpoint.
 */
export function createLogScanner<T>(options: {
  readonly request: RequestFunction;
  readonly address: string;
  readonly topics: readonly (string | null)[];
  readonly fromBlock?: number;
  readonly decode: (log: RawLog) => T | undefined;
  readonly identify: (item: T) => string | number;
  readonly wait?: Wait;
  readonly now?: () => number;
  readonly spanMemory?: LogSpanMemorySlot;
}): LogScanner<T> {
  const fromBlock = Math.max(0, options.fromBlock ?? 0);
  const slot = options.spanMemory;
  const recall = () => (slot ? slot.memory.read(slot.endpoint, slot.chainId) : createLogSpan());
  let span = recall();
  const known = new Set<string | number>();
  let snapshot: LogScanSnapshot<T> = { items: [], toBlock: fromBlock - 1, error: undefined };
  let target = fromBlock - 1;
  let running: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function deliver(logs: readonly RawLog[], toBlock: number): void {
    const added: T[] = [];
    for (const log of logs) {
      const item = options.decode(log);
      if (item === undefined) continue;
      const id = options.identify(item);
      if (known.has(id)) continue;
      known.add(id);
      added.push(item);
    }
    snapshot = {
      items: added.length ? [...snapshot.items, ...added] : snapshot.items,
      toBlock,
      error: snapshot.error,
    };
    // What worked is worth remembering at once: a page closed mid-scan keeps it too.
    if (slot) slot.memory.write(slot.endpoint, slot.chainId, span);
    notify();
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  async function scanUntilCaughtUp(): Promise<void> {
    // Another scanner on the same endpoint may have learned more since.
    if (slot) span = recall();
    try {
      while (snapshot.toBlock < target) {
        await fetchLogsAdaptively({
          request: options.request,
          address: options.address,
          topics: options.topics,
          fromBlock: snapshot.toBlock + 1,
          toBlock: target,
          span,
          onLogs: deliver,
          ...(options.wait ? { wait: options.wait } : {}),
          ...(options.now ? { now: options.now } : {}),
        });
      }
    } catch (error) {
      const failure =
        error instanceof LogScanError
          ? error
          : new LogScanError('refused', snapshot.toBlock + 1, target, error);
      snapshot = { ...snapshot, error: failure };
      notify();
      throw failure;
    }
    if (snapshot.error) {
      snapshot = { ...snapshot, error: undefined };
      notify();
    }
  }

  return {
    scanTo(block) {
      target = Math.max(target, Math.floor(block));
      if (!running) {
        running = scanUntilCaughtUp().finally(() => {
          running = undefined;
        });
      }
      return running.then(() => snapshot.items);
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
