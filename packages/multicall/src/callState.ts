// The state a caller sees for one listened call, derived from the stored result.
import { type CallResult, minDataBlockNumber } from './outdated';

/**
 * Flags, not one enum, because they combine: stale data is both shown and `syncing`.
 * - valid: the call was well formed (false for an `undefined` slot in the call list);
 * - loading: no data yet, a fetch is due or under way;
 * - syncing: data is older than the latest block allows for its blocksPerFetch, or its last
 *   refresh failed (`fetchError`): the data is stale, show it as such;
 * - error: there is no value to show: the call returned empty data (it reverted), or its fetch
 *   failed before any data arrived (`fetchError`).
 */
export interface CallState {
  readonly valid: boolean;
  readonly loading: boolean;
  readonly syncing: boolean;
  readonly error: boolean;
  /** Raw return data; kept while a later fetch fails so callers can still show it. */
  readonly data: string | undefined;
  readonly blockNumber: number | undefined;
  readonly fetchError: Error | undefined;
}

export const INVALID_CALL_STATE: CallState = Object.freeze({
  valid: false,
  loading: false,
  syncing: false,
  error: false,
  data: undefined,
  blockNumber: undefined,
  fetchError: undefined,
});

export const LOADING_CALL_STATE: CallState = Object.freeze({
  ...INVALID_CALL_STATE,
  valid: true,
  loading: true,
});

// @spec 000 §4.8 Multicall result states
export function toCallState(
  result: CallResult | undefined,
  blocksPerFetch: number,
  latestBlock: number | undefined,
): CallState {
  if (!result || result.data === undefined) {
    if (!result?.fetchError) return LOADING_CALL_STATE;
    return { ...LOADING_CALL_STATE, loading: false, error: true, fetchError: result.fetchError };
  }
  const blockNumber = result.blockNumber;
  // A failed refresh keeps the last data (a node outage must not blank the screen), marked stale.
  const syncing =
    result.fetchError !== undefined ||
    (latestBlock !== undefined &&
      blockNumber !== undefined &&
      blockNumber < minDataBlockNumber(latestBlock, blocksPerFetch));
  return {
    valid: true,
    loading: false,
    syncing,
    error: result.data === '0x',
    data: result.data,
    blockNumber,
    fetchError: result.fetchError,
  };
}

/** Every call state has the same seven fields (INVALID_CALL_STATE's). */
function sameCallState(a: CallState, b: CallState): boolean {
  return (Object.keys(INVALID_CALL_STATE) as (keyof CallState)[]).every((key) => a[key] === b[key]);
}

/**
 * Returns `previous` itself when nothing changed, else `next` with every unchanged element
 * replaced by its previous object, so memoised consumers do not re-render.
 */
export function stabilizeCallStates(
  previous: readonly CallState[] | undefined,
  next: readonly CallState[],
): readonly CallState[] {
  if (!previous) return next;
  let changed = previous.length !== next.length;
  const merged = next.map((state, index) => {
    const before = previous[index];
    if (before && sameCallState(before, state)) return before;
    changed = true;
    return state;
  });
  return changed ? merged : previous;
}
