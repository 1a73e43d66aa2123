// Currency ids as URLs and swap state carry them ('ETH' for the chain's native coin, else a token
// address) turned into SDK currencies, without a chain read where the chain registry knows them.
import { getChainInfo } from '@dex/chains';
import { checksumAddress } from '@dex/primitives';
import type { Currency, Token } from '@uniswap/sdk-core';
import { getNativeCurrency } from './nativeCurrency';
import { toSdkToken } from './tokens';

/** The id of the chain's native coin (spec §2 query parameters). */
export const NATIVE_CURRENCY_ID = 'ETH';

/** A token the chain registry knows (common and trade bases), by address in any case. */
export function knownToken(chainId: number, address: string): Token | undefined {
  const routing = getChainInfo(chainId)?.routing;
  if (!routing) return undefined;
  const wanted = address.toLowerCase();
  const found = [...routing.commonBases, ...routing.tradeBases].find(
    (token) => token.address.toLowerCase() === wanted,
  );
  return found ? toSdkToken(found) : undefined;
}

/**
 * The currency an id names without reading the chain: null for none (empty, not an address, or a
 * native coin the chain lacks), undefined for an address the registry does not know (its own
 * metadata must be read, see `@dex/token-lists`' `tokenMetadataCalls`).
 */
export function currencyFromId(chainId: number, id: string): Currency | null | undefined {
  if (id === '') return null;
  if (id.toUpperCase() === NATIVE_CURRENCY_ID) return getNativeCurrency(chainId) ?? null;
  if (!isTokenAddress(id)) return null;
  return knownToken(chainId, id);
}

/** An address as a URL may carry it: 40 hex digits (0x optional), its checksum right if mixed case. */
function isTokenAddress(id: string): boolean {
  try {
    checksumAddress(id.startsWith('0x') ? id : `0x${id}`);
    return true;
  } catch {
    return false;
  }
}
