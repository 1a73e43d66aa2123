import { checksumAddress, type Logger, sanitizeDisplayText, silentLogger } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import { tokenDecimalsError } from './tokenDecimals';

export interface TokenTag {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** Where a token came from, for "Unknown Source" and the import-token view. */
export interface TokenSource {
  readonly url: string;
  readonly name: string;
  readonly logoURI?: string;
}

// @spec 000 §3.1 Token
/** A token from a list, with a checksummed address and its tags resolved. */
export interface ListToken {
  readonly chainId: number;
  readonly address: string;
  readonly decimals: number;
  readonly symbol: string;
  readonly name: string;
  readonly logoURI?: string;
  readonly tags: readonly TokenTag[];
  readonly source: TokenSource;
}

/** Tokens by chain id, then by checksummed address. */
export type TokenMap = ReadonlyMap<number, ReadonlyMap<string, ListToken>>;

/** Checksums an address; null when it is not 0x + 40 hex or its mixed case is a bad checksum. */
export function normalizeAddress(value: string): string | null {
  const trimmed = value.trim();
  try {
    return checksumAddress(trimmed);
  } catch {
    return null;
  }
}

const cache = new WeakMap<TokenList, Map<string, TokenMap>>();

/**
 * Indexes a validated list by chain and address. A token repeated inside one list is logged
 * ("Duplicate token! {address}") and the first occurrence kept; a token whose address fails
 * the checksum, or whose decimals no trade can use (255: the schema allows it, the SDK does not),
 * is logged and skipped. Results are cached per list object and URL.
 */
export function listToTokenMap(
  list: TokenList,
  url: string,
  logger: Logger = silentLogger,
): TokenMap {
  const cachedForList = cache.get(list);
  const cached = cachedForList?.get(url);
  if (cached) return cached;

  const source: TokenSource = {
    url,
    // Shown as a label too ("Found on {list}"): a list names itself.
    name: sanitizeDisplayText(list.name),
    ...(list.logoURI === undefined ? {} : { logoURI: list.logoURI }),
  };
  const map = new Map<number, Map<string, ListToken>>();
  for (const info of list.tokens) {
    const address = normalizeAddress(info.address);
    if (address === null) {
      logger.warn(`Invalid token address ${info.address}`);
      continue;
    }
    const decimalsError = tokenDecimalsError(address, info.decimals);
    if (decimalsError) {
      logger.warn(`Skipped token from ${url}: ${decimalsError.message}`);
      continue;
    }
    let chain = map.get(info.chainId);
    if (chain === undefined) {
      chain = new Map();
      map.set(info.chainId, chain);
    }
    if (chain.has(address)) {
      logger.error(`Duplicate token! ${info.address}`);
      continue;
    }
    const tags: TokenTag[] = [];
    for (const id of info.tags ?? []) {
      const tag = list.tags?.[id];
      if (tag) tags.push({ id, name: tag.name, description: tag.description });
    }
    chain.set(address, {
      chainId: info.chainId,
      address,
      decimals: info.decimals,
      // Shown as labels: hidden and reordering characters made visible (@dex/primitives).
      symbol: sanitizeDisplayText(info.symbol),
      name: sanitizeDisplayText(info.name),
      ...(info.logoURI === undefined ? {} : { logoURI: info.logoURI }),
      tags,
      source,
    });
  }

  const forList = cachedForList ?? new Map<string, TokenMap>();
  forList.set(url, map);
  cache.set(list, forList);
  return map;
}

const EMPTY: ReadonlyMap<string, ListToken> = new Map();

/** The tokens of one chain; tokens for other chains are filtered out. */
export function tokensOnChain(map: TokenMap, chainId: number): ReadonlyMap<string, ListToken> {
  return map.get(chainId) ?? EMPTY;
}

/**
 * Merges token maps given highest priority first: for an address present in several maps the
 * earliest map's token is kept.
 */
export function mergeTokenMaps(mapsByPriority: readonly TokenMap[]): TokenMap {
  const merged = new Map<number, Map<string, ListToken>>();
  for (const map of mapsByPriority) {
    for (const [chainId, tokens] of map) {
      let chain = merged.get(chainId);
      if (chain === undefined) {
        chain = new Map();
        merged.set(chainId, chain);
      }
      for (const [address, token] of tokens) {
        if (!chain.has(address)) chain.set(address, token);
      }
    }
  }
  return merged;
}
