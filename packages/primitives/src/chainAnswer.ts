// The one contract for a chain read's answer, taken by every package's rules and given by every
// adapter (a multicall watch, a provider, a test's table): three states, told apart by value.

/**
 * One chain read's answer: `undefined` while it is loading (not yet answered, or being re-read
 * with nothing kept), `null` when it failed or came back empty (no contract there), else its data.
 */
export type ChainAnswer<T = string> = T | null | undefined;

/** True while `answer` is still loading. */
export const isLoading = <T>(answer: ChainAnswer<T>): answer is undefined => answer === undefined;

/** True when `answer` failed or was empty. */
export const isFailed = <T>(answer: ChainAnswer<T>): answer is null => answer === null;

/** True while any answer of a round is still loading. */
export const anyLoading = <T>(answers: readonly ChainAnswer<T>[]): boolean =>
  answers.some((answer) => answer === undefined);

/** What a read's state tells of its answer; @dex/multicall's `CallState` is one. */
export interface ReadState {
  /** False for a slot that was never a call. */
  readonly valid: boolean;
  /** No data yet, a fetch due or under way. */
  readonly loading: boolean;
  /** The data is older than the caller asked for, or its refresh failed: show it as stale. */
  readonly syncing: boolean;
  /** No value: it reverted, came back empty, or failed before any data arrived. */
  readonly error: boolean;
  readonly data: string | undefined;
}

/**
 * A read's state as a `ChainAnswer`: undefined while it loads, null when it failed, reverted,
 * came back empty or was never a call, else its data (stale data is still data: a failed refresh
 * keeps what the screen shows).
 */
export function answerOf(state: ReadState | undefined): ChainAnswer {
  if (!state || (state.valid && state.loading && state.data === undefined)) return undefined;
  return state.valid && !state.error && state.data && state.data !== '0x' ? state.data : null;
}
