// Chain answers over the app's multicall watch in the one answer contract (@dex/primitives'
// `ChainAnswer`, through its `answerOf`), as @dex/liquidity's multi-round rules take them.
import type { ReadAnswers } from '@dex/liquidity';
import { answerOf } from '@dex/primitives';
import type { Getter } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';

/**
 * A `ReadAnswers` for `chainId` that subscribes the atom reading it to each round's calls,
 * refreshed every `blocksPerFetch` blocks (every block by default; Infinity: read once).
 */
export const chainAnswers =
  (get: Getter, chainId: number, blocksPerFetch = 1): ReadAnswers =>
  (calls) =>
    get(callStatesAtom(chainId, calls, blocksPerFetch)).map(answerOf);
