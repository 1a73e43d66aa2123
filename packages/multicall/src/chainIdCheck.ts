// The one rule for trusting a node: its eth_chainId answer must be a hex number equal to the chain
// the reader was set up for. The batch transport, createMulticall over any provider and push
// sources (a WebSocket newHeads subscription) all judge the answer here before using anything else
// the node says. Anything short of a clear, equal answer fails closed.
import {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  toRpcError,
  UnexpectedResponseError,
} from './errors';

export type ChainIdVerdict =
  | { readonly kind: 'verified' }
  /** The node serves another chain: nothing it says may be used. */
  | { readonly kind: 'mismatch'; readonly error: ChainIdMismatchError }
  /** No usable answer (an error, nothing, not a hex number): nothing it says may be used until a later check passes. */
  | { readonly kind: 'unverified'; readonly error: ChainIdUnverifiedError };

/** Up to 2^64: anything longer is not a chain id we could compare safely. */
const HEX_QUANTITY = /^0x[0-9a-f]{1,16}$/i;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Judges a node's answer to `eth_chainId`: the JSON-RPC response object as received (`{ result }`
 * or `{ error }`; undefined when the node left it out). `url` only goes into the error messages.
 */
export function verifyChainIdResponse(
  response: unknown,
  expectedChainId: number,
  url?: string,
): ChainIdVerdict {
  const unverified = (cause?: unknown): ChainIdVerdict => ({
    kind: 'unverified',
    error: new ChainIdUnverifiedError(url, expectedChainId, cause),
  });
  if (!isObject(response)) return unverified();
  if (response.error !== undefined && response.error !== null) {
    return unverified(toRpcError(response.error));
  }
  const { result } = response;
  if (typeof result !== 'string' || !HEX_QUANTITY.test(result)) {
    return unverified(new UnexpectedResponseError('eth_chainId'));
  }
  const served = Number.parseInt(result, 16);
  if (!Number.isSafeInteger(served)) return unverified(new UnexpectedResponseError('eth_chainId'));
  if (served === expectedChainId) return { kind: 'verified' };
  return { kind: 'mismatch', error: new ChainIdMismatchError(url, expectedChainId, served) };
}
