// Whether a read node answers, as a dapp shows it (a banner, a stale block number): from the last
// failure of its block tracker (`BlockSnapshot.error`), which its next answer clears.
import { ChainIdMismatchError, ChainIdUnverifiedError } from './errors';

/**
 * `unreachable` while its polls fail (502, garbage, no answer; values on screen are the last known
 * ones), `wrong-chain` when it (or its WebSocket) serves another chain (nothing is read from it),
 * `unverified` while its chain id check fails (an error or not a hex number: nothing it answers is
 * used until the check passes).
 */
export type NodeStatus =
  | { readonly kind: 'ok' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'unverified' }
  | { readonly kind: 'wrong-chain'; readonly servedChainId: number };

const NODE_OK: NodeStatus = { kind: 'ok' };
const NODE_UNREACHABLE: NodeStatus = { kind: 'unreachable' };
const NODE_UNVERIFIED: NodeStatus = { kind: 'unverified' };

/** The status of a node whose last failure is `error` (undefined: it answered). */
export function nodeStatusOf(error: Error | undefined): NodeStatus {
  if (!error) return NODE_OK;
  if (error instanceof ChainIdMismatchError) {
    return { kind: 'wrong-chain', servedChainId: error.actualChainId };
  }
  if (error instanceof ChainIdUnverifiedError) return NODE_UNVERIFIED;
  return NODE_UNREACHABLE;
}
