// Reads an event's logs over a long history in as few eth_getLogs requests as the provider allows:
// the whole range first, then halving (or the provider's suggested span) only when the provider
// refuses for size; and a scanner that fetches once, then only new blocks, one scan at a time.
import type { RequestFunction } from '@dex/primitives';
import { classifyLogRangeError } from './logRangeErrors';

export interface RawLog {
  readonly topics: string[];
  readonly data: string;
  readonly blockNumber: string;
}

/**
 * What the scan learned about the provider, kept between scans: the span to try next and the
 * provider's fixed range limit once one was met (a result-count refusal only narrows `span`).
 */
export interface LogSpan {
  span: number;
  maxSpan: number;
}

export function createLogSpan(): LogSpan {
  return { span: Number.POSITIVE_INFINITY, maxSpan: Number.POSITIVE_INFINITY };
}

const hex = (block: number) => `0x${block.toString(16)}`;

/** Waits `ms` milliseconds; a parameter so tests and other hosts can bring their own clock. */
export type Wait = (ms: number) => Promise<void>;

const waitWithTimers: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rate refusals (HTTP 429) in a row before the scan gives up, and the pause before each retry:
 * 1, 2, 4, 8 then 8 s. Asking again at once would only be refused again and spend the user's
 * quota with the provider, which the swap's reads share.
 */
export const MAX_RATE_REFUSALS = 5;
export function rateRefusalPauseMs(refusalsInARow: number): number {
  return 1000 * 2 ** Math.min(3, Math.max(0, refusalsInARow - 1));
}

/**
 * Every log of `address` with `topics` from `fromBlock` to `toBlock` (inclusive), handed to
 * `onLogs` range by range in block order. A refusal for size narrows the range and asks again; a
 * refusal for one block, or any other failure, is thrown, with the ranges before it delivered.
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
}): Promise<void> {
  const { request, address, topics, toBlock, onLogs } = options;
  const wait = options.wait ?? waitWithTimers;
  const state = options.span ?? createLogSpan();
  let from = options.fromBlock;
  let rateRefusals = 0;
  while (from <= toBlock) {
    const to = Math.min(toBlock, from + Math.min(state.span, state.maxSpan) - 1);
    let logs: unknown;
    try {
      logs = await request({
        method: 'eth_getLogs',
        params: [{ address, topics: [...topics], fromBlock: hex(from), toBlock: hex(to) }],
      });
    } catch (error) {
      const refusal = classifyLogRangeError(error);
      const asked = to - from + 1;
      if (refusal?.kind === 'rate') {
        rateRefusals++;
        if (rateRefusals >= MAX_RATE_REFUSALS) throw error;
        await wait(rateRefusalPauseMs(rateRefusals));
        // A one-block request cannot be narrowed: the pause alone has to do.
        if (asked <= 1) continue;
      } else if (!refusal || asked <= 1) throw error;
      // The provider's own figure when it gave a smaller one, else half of what was asked.
      const next = Math.max(
        1,
        refusal.suggestedSpan !== undefined && refusal.suggestedSpan < asked
          ? refusal.suggestedSpan
          : Math.floor(asked / 2),
      );
      state.span = next;
      if (refusal.kind === 'range') state.maxSpan = next;
      continue;
    }
    rateRefusals = 0;
    onLogs(Array.isArray(logs) ? (logs as RawLog[]) : [], to);
    from = to + 1;
    // A dense stretch needed a narrow span; sparser history may take a wider one again, up to
    // the provider's fixed limit.
    if (state.span < state.maxSpan) state.span = Math.min(state.maxSpan, state.span * 2);
  }
}

export interface LogScanSnapshot<T> {
  readonly items: readonly T[];
  /** The last block scanned; fromBlock - 1 before the first scan. */
  readonly toBlock: number;
}

export interface LogScanner<T> {
  /**
   * Scans up to `block` and resolves with every item known after a scan that covered it. While a
   * scan runs, a call only raises the target: the running scan goes on to it when it is done, so
   * there is never more than one scan and no block range is asked for twice. A failure rejects
   * every waiting call; the next call resumes where the failed scan stopped.
   */
  scanTo(block: number): Promise<readonly T[]>;
  getSnapshot(): LogScanSnapshot<T>;
  subscribe(listener: () => void): () => void;
}

/**
 * A scanner of one contract's event from `fromBlock` (its deployment block) onwards. `decode`
 * turns a raw log into an item (undefined skips it, e.g. a log that does not decode); `identify`
 * keeps an item from being added twice.
 */
export function createLogScanner<T>(options: {
  readonly request: RequestFunction;
  readonly address: string;
  readonly topics: readonly (string | null)[];
  readonly fromBlock?: number;
  readonly decode: (log: RawLog) => T | undefined;
  readonly identify: (item: T) => string | number;
  readonly wait?: Wait;
}): LogScanner<T> {
  const fromBlock = Math.max(0, options.fromBlock ?? 0);
  const span = createLogSpan();
  const known = new Set<string | number>();
  let snapshot: LogScanSnapshot<T> = { items: [], toBlock: fromBlock - 1 };
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
    snapshot = { items: added.length ? [...snapshot.items, ...added] : snapshot.items, toBlock };
    for (const listener of [...listeners]) listener();
  }

  async function scanUntilCaughtUp(): Promise<void> {
    while (snapshot.toBlock < target) {
      await fetchLogsAdaptively({
        request: options.request,
        address: options.address,
        topics: options.topics,
        fromBlock: snapshot.toBlock + 1,
        toBlock: target,
        span,
        onLogs: deliver,
        wait: options.wait,
      });
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
