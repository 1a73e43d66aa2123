// Chain answers over the app's multicall watch in the one answer contract (@dex/primitives'
// `ChainAnswer`, through its `answerOf`), as @dex/liquidity's multi-round rules take them; the
// clock every liquidity write's deadline runs on, and a page's write followed to its receipt.
import {
  type CollectStatus,
  collectStatusOf,
  type ReadAnswers,
  type WriteClock,
} from '@dex/liquidity';
import { answerOf } from '@dex/primitives';
import { isTransactionPending } from '@dex/transactions';
import type { Getter } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { userDeadlineSecondsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { transactionsStateAtom, type WriteAttempt } from '../transactions';

/**
 * A `ReadAnswers` for `chainId` that subscribes the atom reading it to each round's calls,
 * refreshed every `blocksPerFetch` blocks (every block by default; Infinity: read once).
 */
export const chainAnswers =
  (get: Getter, chainId: number, blocksPerFetch = 1): ReadAnswers =>
  (calls) =>
    get(callStatesAtom(chainId, calls, blocksPerFetch)).map(answerOf);

/**
 * A write's account and chain as they are now, and `at()`, its `WriteClock` when it is sent: the
 * latest block's time on that chain and the user's deadline (@dex/liquidity's write calls).
 */
export function writeClockOf(get: Getter) {
  const account = get(connectedAccountAtom);
  const chainId = get(activeChainIdAtom);
  return {
    account,
    at: (): WriteClock => ({
      account,
      chainTime: get(chainTimestampAtom(chainId)),
      deadlineSeconds: get(userDeadlineSecondsAtom),
    }),
  };
}

/** A page's last write on the active chain as the tracker follows it (@dex/liquidity's rule). */
export function attemptStatus(get: Getter, attempt: WriteAttempt | null): CollectStatus {
  const record =
    attempt?.phase === 'sent'
      ? get(transactionsStateAtom)[get(activeChainIdAtom)]?.[attempt.hash.toLowerCase()]
      : undefined;
  return collectStatusOf(attempt, record, isTransactionPending);
}
