// What follows a submitted swap (spec §4 swap flow, §7 wallet_watchAsset): the dialog offers adding
// the token swapped to to the wallet, and says whether the wallet added it.
import type { Token } from '@uniswap/sdk-core';

// @spec 000 §8.9 A failed add-to-wallet is shown as
/** 'failed' covers a refusal too: either way the token was not added, and the button stays. */
export type AddTokenStatus = 'idle' | 'adding' | 'added' | 'failed';

export interface SubmittedSwap {
  /** The token swapped to; null for the native coin and for wraps (nothing to add). */
  readonly outputToken: Token | null;
  readonly addStatus: AddTokenStatus;
}

/** A swap (or wrap) just submitted: nothing asked of the wallet yet. */
export function submittedSwap(outputToken: Token | null): SubmittedSwap {
  return { outputToken, addStatus: 'idle' };
}

/**
 * `current` with the add status of `token`; unchanged when the submission shown is another one
 * (the dialog closed, or another swap went out, while the wallet was asked).
 */
export function withAddStatus(
  current: SubmittedSwap | null,
  token: Token,
  addStatus: AddTokenStatus,
): SubmittedSwap | null {
  return current?.outputToken === token ? { ...current, addStatus } : current;
}

/** The wallet's answer to wallet_watchAsset: only `true` means the token was added. */
export function watchAssetAdded(answer: unknown): boolean {
  return answer === true;
}

/**
 * The dialog's "Add {symbol} to wallet" offer: the token and how asking the wallet went; null
 * unless the dialog shows a submitted swap to a token (not the native coin, not a wrap).
 */
export function addTokenOffer(
  dialogStatus: string,
  submitted: SubmittedSwap | null,
): { readonly token: Token; readonly status: AddTokenStatus } | null {
  const token = submitted?.outputToken;
  if (dialogStatus !== 'submitted' || !submitted || !token) return null;
  return { token, status: submitted.addStatus };
}
