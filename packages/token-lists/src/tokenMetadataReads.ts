// An unknown token described by its own contract (spec §7 "Tokens: name, symbol, decimals"): the
// reads to make, and the token they describe, with the decimals rule of tokenDecimals.ts.
import { type Address, abiReader, checksumAddress } from '@dex/primitives';
import type { InvalidTokenDecimalsError } from './tokenDecimals';
import { tokenDecimalsError } from './tokenDecimals';
import { resolveTokenName, resolveTokenSymbol } from './tokenMetadata';

/** The selectors of ERC-20's `decimals()`, `symbol()` and `name()` (the first bytes of their keccak). */
export const ERC20_METADATA_SELECTORS = {
  decimals: '0x313ce567',
  symbol: '0x95d89b41',
  name: '0x06fdde03',
} as const;

// @spec 000 §7.16 Tokens
/** decimals, symbol and name of `address`, in that order, for eth_call or a multicall batch. */
export function tokenMetadataCalls(
  address: string,
): { readonly address: string; readonly callData: string }[] {
  return (['decimals', 'symbol', 'name'] as const).map((method) => ({
    address,
    callData: ERC20_METADATA_SELECTORS[method],
  }));
}

/** A symbol or name answer: an ABI string, else (old tokens such as MKR) a bytes32 word. */
function decodeText(data: string | undefined) {
  if (!data || data === '0x') return { text: null, bytes32: null };
  try {
    const reader = abiReader(data);
    try {
      return { text: reader.string(0), bytes32: null };
    } catch {
      return { text: null, bytes32: reader.bytes32(0) };
    }
  } catch {
    return { text: null, bytes32: null };
  }
}

/** A token as its contract describes it (address checksummed). */
export interface TokenFromChain {
  readonly chainId: number;
  readonly address: Address;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
}

/**
 * A token whose own metadata makes it unusable (decimals beyond what @uniswap/sdk-core can
 * build): shown with the reason, never traded.
 */
export interface UnusableToken {
  readonly isUnusable: true;
  readonly chainId: number;
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly error: InvalidTokenDecimalsError;
}

export function isUnusableToken(value: unknown): value is UnusableToken {
  return typeof value === 'object' && value !== null && 'isUnusable' in value;
}

/**
 * The token the answers to `tokenMetadataCalls` describe (raw return data, undefined for a failed
 * read): null when it has no readable decimals (not an ERC-20), an `UnusableToken` when its
 * decimals are out of range. Symbol and name fall back to bytes32, then "UNKNOWN" and
 * "Unknown Token".
 * @spec 000 §4.7 Token info lookup
 */
export function tokenFromMetadata(
  chainId: number,
  address: string,
  [decimalsData, symbolData, nameData]: readonly (string | undefined)[],
): TokenFromChain | UnusableToken | null {
  if (!decimalsData || decimalsData === '0x') return null;
  let decimals: bigint;
  try {
    // Read as a full word: a uint8 decoder would mask an answer of 256 to 0 decimals.
    decimals = abiReader(decimalsData).uint(0);
  } catch {
    return null;
  }
  const checksummed = checksumAddress(address);
  const symbolText = decodeText(symbolData);
  const nameText = decodeText(nameData);
  const symbol = resolveTokenSymbol(symbolText.text, symbolText.bytes32);
  const name = resolveTokenName(nameText.text, nameText.bytes32);
  const error = tokenDecimalsError(checksummed, decimals);
  if (error) return { isUnusable: true, chainId, address: checksummed, symbol, name, error };
  return { chainId, address: checksummed, decimals: Number(decimals), symbol, name };
}
