// The connection guard's part of the page (spec §4 "Connection guard", §8): while the wallet
// manager looks for an already-authorised wallet the page waits, with a spinner once that takes
// longer than 600 ms (the manager's `showLoader`); when no wallet is active and the read-only
// network failed, the translated unknown-error message stands in for the page.
import type { WalletState } from '../state/wallet';

export type ConnectionGuardView = 'app' | 'waiting' | 'loader' | 'unknownError';

export function connectionGuardView(state: WalletState): ConnectionGuardView {
  if (state.connection) return 'app';
  if (state.error?.kind === 'network-failed') return 'unknownError';
  if (state.status === 'initializing') return state.showLoader ? 'loader' : 'waiting';
  return 'app';
}
