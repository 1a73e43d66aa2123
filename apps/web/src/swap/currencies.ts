// Currency ids of the swap state ('ETH' or a token address) to SDK currencies: the native coin,
// the chain's known tokens, or an unknown token described by its own on-chain metadata.
import { getChainInfo } from '@dex/chains';
import { getNativeCurrency, toSdkToken } from '@dex/router';
import { resolveTokenName, resolveTokenSymbol } from '@dex/token-lists';
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
  'function decimals() view returns (uint8)',
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
 * A token from its metadata answers (decimals, symbol, name raw data); null when it has no
 * readable decimals (not an ERC-20). Symbol and name fall back to bytes32, then "UNKNOWN" and
 * "Unknown Token".
 */
export function tokenFromMetadata(
  chainId: number,
  address: string,
  [decimalsData, symbolData, nameData]: readonly (string | undefined)[],
): Token | null {
  if (!decimalsData || decimalsData === '0x') return null;
  let decimals: number;
  try {
    decimals = Number(ERC20_METADATA_INTERFACE.decodeFunctionResult('decimals', decimalsData)[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(decimals) || decimals > 255) return null;
  const symbol = decodeText('symbol', symbolData);
  const name = decodeText('name', nameData);
  return new Token(
    chainId,
    getAddress(address),
    decimals,
    resolveTokenSymbol(symbol.text, symbol.bytes32),
    resolveTokenName(name.text, name.bytes32),
  );
}
