// EIP-1193 helpers: the provider types themselves are @dex/primitives'.
import { MalformedDataError, toQuantity } from '@dex/primitives';

export type { Eip1193Provider, ProviderListener, RequestArguments } from '@dex/primitives';

/** The error object a provider rejects with (EIP-1193 `ProviderRpcError`). */
export interface ProviderRpcErrorLike {
  readonly message?: unknown;
  readonly code?: unknown;
  readonly data?: unknown;
}

const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

/** Reads a chain id as wallets send it (hex string, decimal string or number). */
export function parseChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string') {
    const parsed = HEX_QUANTITY.test(value)
      ? Number.parseInt(value, 16)
      : /^\d+$/.test(value)
        ? Number(value)
        : Number.NaN;
    if (Number.isSafeInteger(parsed) && parsed > 0) return parsed;
  }
  throw new MalformedDataError(`Invalid number: ${String(value)}`);
}

/** A chain id as wallets take it (`wallet_switchEthereumChain`): a hex quantity. */
export function toHexChainId(chainId: number): `0x${string}` {
  return toQuantity(chainId);
}
