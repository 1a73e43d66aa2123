/**
 * The default list-of-lists, as data: lists their owners still publish, at the owners' own
 * locations (reviewed 2026-11; the 2021 set had hosts that are gone or changed hands, and ENS
 * names that could lapse and be re-registered by anyone). Order is the fixed merge priority: a
 * lower index wins when two active lists carry the same token. A test checks every entry is a
 * valid list location (https, ipfs:// or an ENS name).
 */
export const KNOWN_LIST_URLS = {
  /** Uniswap Labs Default: the list the Uniswap interface searches by default. */
  uniswapDefault: 'https://tokens.uniswap.org',
  /** Uniswap Labs Extended: more tokens, the same curation. */
  uniswapExtended: 'https://extendedtokens.uniswap.org',
  coingecko: 'https://tokens.coingecko.com/uniswap/all.json',
  coinMarketCap: 'https://api.coinmarketcap.com/data-api/v3/uniswap/all.json',
  compound:
    'https://raw.githubusercontent.com/compound-finance/token-list/master/compound.tokenlist.json',
  gemini: 'https://www.gemini.com/uniswap/manifest.json',
  /** The Blockchain Association's security-notice list: tokens the interface will not trade. */
  securityNotice:
    'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json',
  /** Uniswap Labs Unsupported: tokens the Uniswap interface will not trade. */
  uniswapUnsupported: 'https://unsupportedtokens.uniswap.org',
} as const;

/** Lists of tokens the interface refuses to trade; loaded like other lists, never active. */
export const UNSUPPORTED_LIST_URLS: readonly string[] = [
  KNOWN_LIST_URLS.securityNotice,
  KNOWN_LIST_URLS.uniswapUnsupported,
];

/** Every list known by default, highest priority first (unsupported lists last). */
export const DEFAULT_LIST_OF_LISTS: readonly string[] = [
  KNOWN_LIST_URLS.uniswapDefault,
  KNOWN_LIST_URLS.uniswapExtended,
  KNOWN_LIST_URLS.coingecko,
  KNOWN_LIST_URLS.coinMarketCap,
  KNOWN_LIST_URLS.compound,
  KNOWN_LIST_URLS.gemini,
  ...UNSUPPORTED_LIST_URLS,
];

/** Lists searched across by default. The unsupported (security-notice) lists are deliberately not here. */
export const DEFAULT_ACTIVE_LIST_URLS: readonly string[] = [KNOWN_LIST_URLS.uniswapDefault];

/** Lists are refetched this often (10 minutes) while the page is visible. */
export const LIST_REFRESH_INTERVAL_MS = 600_000;

/**
 * Orders list URLs by a fixed priority (lower index first); URLs not in `priority`, such as
 * lists the user added, come after all known ones in their original order.
 * @spec 000 §9.14 Display
 */
export function sortListUrlsByPriority(
  urls: readonly string[],
  priority: readonly string[] = DEFAULT_LIST_OF_LISTS,
): string[] {
  const rank = (url: string): number => {
    const index = priority.indexOf(url);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return urls
    .map((url, position) => ({ url, position, rank: rank(url) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map((entry) => entry.url);
}
