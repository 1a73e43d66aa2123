// Currency ids of the swap state ('ETH' or a token address) to SDK currencies: the native coin,
// the chain's known tokens, or an unknown token described by its own on-chain metadata.
import { getChainInfo } from '@dex/chains';
import { getNativeCurrency, toSdkToken } from '@dex/router';
import {
  type InvalidTokenDecimalsError,
  resolveTokenName,
  resolveTokenSymbol,
  tokenDecimalsError,
} from '@dex/token-lists';
import { type Currency, Token } from '@uniswap/sdk-core';
import { getAddress, Interface, isAddress } from 'ethers';
import { NATIVE_CURRENCY_ID } from './swapState';

/** Tokens the chain registry knows (routing and common bases), by lower-case address. */
export function knownToken(chainId: number, address: string): Token | undefined {
  const routing = getChainInfo(chainId)?.routing;
  if (!routing) return undefined;
  const wanted = address.toLowerCase();
  const found = [...routing.commonBases, ...routing.tradeBases].find(
    (token) => token.address.toLowerCase() === wanted,
  );
  return found ? toSdkToken(found) : undefined;
}

/** The currency an id names without reading the chain; undefined when a chain read is needed. */
export function currencyFromId(chainId: number, id: string): Currency | null | undefined {
  if (id === '') return null;
  if (id.toUpperCase() === NATIVE_CURRENCY_ID) return getNativeCurrency(chainId) ?? null;
  if (!isAddress(id)) return null;
  return knownToken(chainId, id);
}

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

/** decimals, symbol and name; symbol and name answers are decoded as string or bytes32. */
export function tokenMetadataCalls(address: string) {
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

/**
 * A token whose own metadata makes it unusable (decimals beyond what @uniswap/sdk-core can build):
 * shown with the reason, never turned into an SDK token.
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
 * A token from its metadata answers (decimals, symbol, name raw data); null when it has no
 * readable decimals (not an ERC-20), an `UnusableToken` when its decimals are out of range.
 * Symbol and name fall back to bytes32, then "UNKNOWN" and "Unknown Token".
 */
export function tokenFromMetadata(
  chainId: number,
  address: string,
  [decimalsData, symbolData, nameData]: readonly (string | undefined)[],
): Token | UnusableToken | null {
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
  return new Token(chainId, checksummed, Number(decimals), symbol, name);
}
