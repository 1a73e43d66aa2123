// Chain answers over the app's multicall watch in the one form @dex/liquidity's multi-round rules
// take them (`ReadAnswers`): the data, null for a failed or empty read (no contract), undefined
// while unanswered.
import type { ReadAnswers } from '@dex/liquidity';
import type { CallState } from '@dex/multicall';
import type { Getter } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';

/** The answer of one read: its data, null for a failed or empty one, undefined while unanswered. */
export function answerOf(state: CallState | undefined): string | null | undefined {
  if (!state || (state.data === undefined && !state.error && (!state.valid || state.loading))) {
    return undefined;
  }
  return state.valid && !state.error && state.data && state.data !== '0x' ? state.data : null;
}

/**
 * A `ReadAnswers` for `chainId` that subscribes the atom reading it to each round's calls,
 * refreshed every `blocksPerFetch` blocks (every block by default; Infinity: read once).
 */
export const chainAnswers =
  (get: Getter, chainId: number, blocksPerFetch = 1): ReadAnswers =>
  (calls) =>
    get(callStatesAtom(chainId, calls, blocksPerFetch)).map(answerOf);
