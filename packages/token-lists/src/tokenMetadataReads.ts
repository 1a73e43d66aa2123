// An unknown token described by its own contract (spec §7 "Tokens: name, symbol, decimals"): the
// reads to make, and the token they describe, with the decimals rule of tokenDecimals.ts.
import { getAddress, Interface } from 'ethers';
import type { InvalidTokenDecimalsError } from './tokenDecimals';
import { tokenDecimalsError } from './tokenDecimals';
import { resolveTokenName, resolveTokenSymbol } from './tokenMetadata';

export const ERC20_METADATA_INTERFACE = new Interface([
  // Read as a full word: a uint8 decoder would mask an answer of 256 to 0 decimals.
  'function decimals() view returns (uint256)',
  'function symbol() view returns (string)',
  'function name() view returns (string)',
]);
const BYTES32_METADATA_INTERFACE = new Interface([
  'function symbol() view returns (bytes32)',
  'function name() view returns (bytes32)',
]);

/** decimals, symbol and name of `address`, in that order, for eth_call or a multicall batch. */
export function tokenMetadataCalls(
  address: string,
): { readonly address: string; readonly callData: string }[] {
  return (['decimals', 'symbol', 'name'] as const).map((method) => ({
    address,
    callData: ERC20_METADATA_INTERFACE.encodeFunctionData(method).toLowerCase(),
  }));
}

function decodeText(method: 'symbol' | 'name', data: string | undefined) {
  if (!data || data === '0x') return { text: null, bytes32: null };
  try {
    return {
      text: String(ERC20_METADATA_INTERFACE.decodeFunctionResult(method, data)[0]),
      bytes32: null,
    };
  } catch {
    try {
      BYTES32_METADATA_INTERFACE.decodeFunctionResult(method, data);
      return { text: null, bytes32: data.slice(0, 66) };
    } catch {
      return { text: null, bytes32: null };
    }
  }
}

/** A token as its contract describes it (address checksummed). */
export interface TokenFromChain {
  readonly chainId: number;
  readonly address: string;
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
 */
export function tokenFromMetadata(
  chainId: number,
  address: string,
  [decimalsData, symbolData, nameData]: readonly (string | undefined)[],
): TokenFromChain | UnusableToken | null {
  if (!decimalsData || decimalsData === '0x') return null;
  let decimals: bigint;
  try {
    decimals = ERC20_METADATA_INTERFACE.decodeFunctionResult('decimals', decimalsData)[0];
  } catch {
    return null;
  }
  const checksummed = getAddress(address);
  const symbolText = decodeText('symbol', symbolData);
  const nameText = decodeText('name', nameData);
  const symbol = resolveTokenSymbol(symbolText.text, symbolText.bytes32);
  const name = resolveTokenName(nameText.text, nameText.bytes32);
  const error = tokenDecimalsError(checksummed, decimals);
  if (error) return { isUnusable: true, chainId, address: checksummed, symbol, name, error };
  return { chainId, address: checksummed, decimals: Number(decimals), symbol, name };
}
