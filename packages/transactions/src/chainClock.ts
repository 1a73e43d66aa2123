/**
 * The chain's clock: the latest observed block timestamp, advanced by the wall clock since it
 * was observed. Ages (re-check rule, 24 h recency, dropped timeout) use it because a chain's
 * clock can run far from the wall clock (a devnet after `evm_increaseTime`, a stalled testnet).
 */
export interface ChainClock {
  /** Milliseconds; the wall clock until a block has been observed. */
  now(): number;
  /** Records a block timestamp, in seconds as blocks carry it. */
  observe(blockTimestampSeconds: number): void;
  readonly observed: boolean;
}

export function createChainClock(wallClock: () => number = Date.now): ChainClock {
  let offsetMs: number | undefined;
  return {
    now: () => wallClock() + (offsetMs ?? 0),
    observe(blockTimestampSeconds) {
      offsetMs = blockTimestampSeconds * 1000 - wallClock();
    },
    get observed() {
      return offsetMs !== undefined;
    },
  };
}
