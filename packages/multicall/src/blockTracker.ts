// Tracks a chain's latest block number: polls (the block its participants' reads were answered
// at, else eth_blockNumber), or listens to a push source while that source says it is live (with
// a slow safety poll in case it silently stops), debounces updates, pauses while the page is
// hidden, and lets others join each poll's batch. On a fast chain it paces the reads: every block
// it learns is published (the block indicator moves), but the block reads follow advances at most
// once per minimum read interval (readInterval.ts).
import type { Eip1193Provider } from '@dex/primitives';
import {
  DEFAULT_BLOCK_DEBOUNCE_MS,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_SAFETY_POLL_INTERVAL_MS,
} from './constants';
import { RpcError, unreadableAnswerError } from './errors';
import { minReadIntervalMs } from './readInterval';
import { debounce, defaultTimers, type TimerHandle, type Timers } from './timers';

/** Tells whether the page is visible; in a browser wrap `document.visibilityState`. */
export interface VisibilitySource {
  isVisible(): boolean;
  subscribe(onChange: () => void): () => void;
}

/**
 * Whether a push source currently delivers blocks: `live` once its subscription is confirmed,
 * `down` when it is closed or reconnecting. A source starts out not live.
 */
export type BlockPushStatus = 'live' | 'down';

/**
 * Pushes new block numbers (a newHeads subscription, say) and reports whether it is live;
 * returns an unsubscribe function. The tracker polls as usual until the source reports `live`,
 * so a source that never connects (a node without WebSocket) costs nothing but the socket.
 * A source that refuses its node (one serving another chain: ChainIdMismatchError) reports
 * `down` with that error; the tracker keeps polling and shows the error in its snapshot until
 * the source is live again.
 */
export type BlockPushSource = (
  onBlock: (blockNumber: number) => void,
  onStatus: (status: BlockPushStatus, refusal?: Error) => void,
) => () => void;

export interface BlockTrackerOptions {
  provider: Eip1193Provider;
  /** 15,000 ms by default. */
  pollIntervalMs?: number;
  /** Block-number updates are published this long after the last change; 100 ms by default. */
  debounceMs?: number;
  /** Polling pauses while it reports hidden, and polls at once when visible again. */
  visibility?: VisibilitySource;
  /**
   * While it reports `live`, pushed blocks replace periodic polling, except for a safety poll when
   * no block has arrived for `safetyPollIntervalMs`; while it is not live the tracker polls every
   * `pollIntervalMs`. When it goes down the tracker polls at once. Pushed blocks are ignored while
   * hidden.
   */
  push?: BlockPushSource;
  /** The safety poll while the push source is live; 60,000 ms by default. */
  safetyPollIntervalMs?: number;
  /**
   * The chain's average block time (its registry entry). With sub-second blocks `readBlockNumber`
   * advances at most once a second (readInterval.ts); otherwise, or when omitted, at every block.
   */
  averageBlockTimeSeconds?: number;
  timers?: Timers;
}

export interface BlockSnapshot {
  /** The latest block learnt (every one is published: the block indicator shows it). */
  readonly blockNumber: number | undefined;
  /**
   * The block that per-block reads follow (multicall watches, readEachBlock): the latest block,
   * but on a chain with sub-second blocks advanced at most once per second (readInterval.ts), so
   * it costs at most one read request a second. Equal to blockNumber on other chains.
   */
  readonly readBlockNumber: number | undefined;
  /**
   * Why the push source refused its node (until it is live again), else the last poll's failure,
   * cleared by the next success (or a pushed block).
   */
  readonly error: Error | undefined;
}

/**
 * Called synchronously as each poll is sent, so requests it makes ride in the same JSON-RPC batch.
 * A participant whose reads report the block they were answered at (a multicall's
 * tryBlockAndAggregate does) returns that block number's promise (undefined when its reads
 * failed): the poll then takes the block from those answers and sends no eth_blockNumber of its
 * own, so a poll is one JSON-RPC call per multicall chunk and nothing more. Only when no
 * participant read anything, or every read failed, does the poll ask eth_blockNumber.
 */
export type PollParticipant = (
  latestBlock: number | undefined,
  // biome-ignore lint/suspicious/noConfusingVoidType: participants that report no block may return nothing at all.
) => Promise<number | undefined> | undefined | void;

export interface BlockTracker {
  /** Starts tracking with the first listener, stops with the last. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): BlockSnapshot;
  onPoll(participant: PollParticipant): () => void;
  /** Polls now (also while stopped); resolves once the answer is processed. */
  refresh(): Promise<void>;
}

/** An eth_blockNumber answer as a number; anything else is an RpcError. */
export function parseBlockNumber(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) {
    const parsed = Number.parseInt(value, 16);
    if (Number.isSafeInteger(parsed)) return parsed;
  }
  throw unreadableAnswerError('eth_blockNumber');
}

/** The newest block the participants' reads were answered at; asks the node when none was. */
async function blockOfReads(
  reads: readonly Promise<number | undefined>[],
  askBlockNumber: () => Promise<number>,
): Promise<number> {
  const answered = (await Promise.all(reads.map((read) => read.catch(() => undefined)))).filter(
    (block): block is number => block !== undefined && Number.isSafeInteger(block) && block >= 0,
  );
  return answered.length > 0 ? Math.max(...answered) : askBlockNumber();
}

// @spec 000 §7.25 Chain
export function createBlockTracker(options: BlockTrackerOptions): BlockTracker {
  const timers = options.timers ?? defaultTimers;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const safetyPollIntervalMs = options.safetyPollIntervalMs ?? DEFAULT_SAFETY_POLL_INTERVAL_MS;
  const readIntervalMs = minReadIntervalMs(options.averageBlockTimeSeconds);
  const listeners = new Set<() => void>();
  const participants = new Set<PollParticipant>();
  let snapshot: BlockSnapshot = {
    blockNumber: undefined,
    readBlockNumber: undefined,
    error: undefined,
  };
  let latest: number | undefined;
  let readBlock: number | undefined;
  /** Set while reads wait out the interval since readBlock last advanced. */
  let readPaceHandle: TimerHandle | undefined;
  let error: Error | undefined;
  let pushRefusal: Error | undefined;
  let running = false;
  let pushLive = false;
  let pollHandle: TimerHandle | undefined;
  let stopPush: (() => void) | undefined;
  let stopVisibility: (() => void) | undefined;

  /** Moves the reads to the latest block, unless they moved less than the interval ago. */
  function advanceReadBlock(): void {
    if (latest === readBlock || readPaceHandle !== undefined) return;
    readBlock = latest;
    if (readIntervalMs <= 0) return;
    readPaceHandle = timers.setTimeout(() => {
      readPaceHandle = undefined;
      publish(); // the reads catch up with a block learnt meanwhile, if any
    }, readIntervalMs);
  }

  function publish(): void {
    advanceReadBlock();
    const shown = pushRefusal ?? error;
    if (
      snapshot.blockNumber === latest &&
      snapshot.readBlockNumber === readBlock &&
      snapshot.error === shown
    ) {
      return;
    }
    snapshot = { blockNumber: latest, readBlockNumber: readBlock, error: shown };
    for (const listener of [...listeners]) listener();
  }

  const publisher = debounce(timers, options.debounceMs ?? DEFAULT_BLOCK_DEBOUNCE_MS, publish);

  const visible = () => options.visibility?.isVisible() ?? true;

  function acceptBlock(blockNumber: number): void {
    // Never go backwards: a load-balanced endpoint may answer from a node a block behind.
    if (latest === undefined || blockNumber > latest) latest = blockNumber;
    error = undefined;
    publisher.trigger();
  }

  /** A safety poll only checks the push source's silence; any other poll is a regular one. */
  type PollKind = 'regular' | 'safety';

  function schedulePoll(delayMs: number, kind: PollKind = 'regular'): void {
    if (pollHandle !== undefined) timers.clearTimeout(pollHandle);
    pollHandle = undefined;
    if (!running || !visible()) return;
    pollHandle = timers.setTimeout(() => {
      pollHandle = undefined;
      void poll(kind);
    }, delayMs);
  }

  async function poll(kind: PollKind = 'regular'): Promise<void> {
    // The next poll is timed from this one's start, so the interval does not drift.
    if (pushLive) schedulePoll(safetyPollIntervalMs, 'safety');
    else schedulePoll(pollIntervalMs);
    // Participants' reads ride in regular polls; a safety poll stays one tiny request (the reads
    // follow the block it may find).
    const reads: Promise<number | undefined>[] = [];
    if (kind === 'regular') {
      for (const participant of [...participants]) {
        const read = participant(latest);
        if (read) reads.push(read);
      }
    }
    const askBlockNumber = async () =>
      parseBlockNumber(await options.provider.request({ method: 'eth_blockNumber' }));
    try {
      acceptBlock(
        reads.length > 0 ? await blockOfReads(reads, askBlockNumber) : await askBlockNumber(),
      );
    } catch (caught) {
      error = caught instanceof Error ? caught : new RpcError(String(caught));
      publisher.trigger();
    }
  }

  function start(): void {
    running = true;
    // Hidden: the pending poll is dropped. Visible again: poll at once to catch up.
    stopVisibility = options.visibility?.subscribe(() => schedulePoll(0));
    stopPush = options.push?.(
      (blockNumber) => {
        if (!running || !visible()) return;
        acceptBlock(blockNumber);
        // A live source just proved itself: the safety poll counts from this block.
        if (pushLive) schedulePoll(safetyPollIntervalMs, 'safety');
      },
      (status, refusal) => {
        if (!running) return;
        const wasLive = pushLive;
        pushLive = status === 'live';
        const nextRefusal = pushLive ? undefined : (refusal ?? pushRefusal);
        if (nextRefusal !== pushRefusal) {
          pushRefusal = nextRefusal;
          publisher.trigger();
        }
        if (pushLive && !wasLive) schedulePoll(safetyPollIntervalMs, 'safety');
        // Lost the push: poll now to catch up (and to learn whether the node itself is down).
        if (!pushLive && wasLive) schedulePoll(0);
      },
    );
    // Deferred a tick so subscriptions made in the same tick join the first poll's batch.
    schedulePoll(0);
  }

  function stop(): void {
    running = false;
    pushLive = false;
    pushRefusal = undefined; // the source is asked afresh on the next start
    if (pollHandle !== undefined) timers.clearTimeout(pollHandle);
    pollHandle = undefined;
    if (readPaceHandle !== undefined) timers.clearTimeout(readPaceHandle);
    readPaceHandle = undefined;
    stopPush?.();
    stopPush = undefined;
    stopVisibility?.();
    stopVisibility = undefined;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!running) start();
      return () => {
        if (!listeners.delete(listener)) return;
        if (listeners.size === 0) stop();
      };
    },
    getSnapshot: () => snapshot,
    onPoll(participant) {
      participants.add(participant);
      return () => {
        participants.delete(participant);
      };
    },
    refresh() {
      if (pollHandle !== undefined) timers.clearTimeout(pollHandle);
      pollHandle = undefined;
      return poll();
    },
  };
}
