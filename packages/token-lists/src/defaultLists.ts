/**
 * The list-of-lists the Uniswap interface shipped in early 2021. Order is the fixed merge
 * priority: a lower index wins when two active lists carry the same token.
 */
export const KNOWN_LIST_URLS = {
  compound:
    'https://raw.githubusercontent.com/compound-finance/token-list/master/compound.tokenlist.json',
  aave: 'tokenlist.aave.eth',
  synthetix: 'synths.snx.eth',
  uma: 'https://umaproject.org/uma.tokenlist.json',
  wrapped: 'wrapped.tokensoft.eth',
  set: 'https://raw.githubusercontent.com/SetProtocol/uniswap-tokenlist/main/set.tokenlist.json',
  opyn: 'https://raw.githubusercontent.com/opynfinance/opyn-tokenlist/master/opyn-v1.tokenlist.json',
  roll: 'https://app.tryroll.com/tokens.json',
  coingecko: 'https://tokens.coingecko.com/uniswap/all.json',
  cmcAll: 'defi.cmc.eth',
  cmcStablecoin: 'stablecoin.cmc.eth',
  kleros: 't2crtokens.eth',
  gemini: 'https://www.gemini.com/uniswap/manifest.json',
  /** The Blockchain Association's security-notice list: tokens the interface will not trade. */
  securityNotice:
    'https://raw.githubusercontent.com/The-Blockchain-Association/sec-notice-list/master/ba-sec-list.json',
} as const;

/** Lists of tokens the interface refuses to trade; loaded like other lists, never active. */
export const UNSUPPORTED_LIST_URLS: readonly string[] = [KNOWN_LIST_URLS.securityNotice];

/** Every list known by default, highest priority first (unsupported lists last). */
export const DEFAULT_LIST_OF_LISTS: readonly string[] = [
  KNOWN_LIST_URLS.compound,
  KNOWN_LIST_URLS.aave,
  KNOWN_LIST_URLS.synthetix,
  KNOWN_LIST_URLS.uma,
  KNOWN_LIST_URLS.wrapped,
  KNOWN_LIST_URLS.set,
  KNOWN_LIST_URLS.opyn,
  KNOWN_LIST_URLS.roll,
  KNOWN_LIST_URLS.coingecko,
  KNOWN_LIST_URLS.cmcAll,
  KNOWN_LIST_URLS.cmcStablecoin,
  KNOWN_LIST_URLS.kleros,
  KNOWN_LIST_URLS.gemini,
  ...UNSUPPORTED_LIST_URLS,
];

/** Lists searched across by default. The security-notice list is deliberately not here. */
export const DEFAULT_ACTIVE_LIST_URLS: readonly string[] = [KNOWN_LIST_URLS.gemini];

/** Lists are refetched this often (10 minutes) while the page is visible. */
export const LIST_REFRESH_INTERVAL_MS = 600_000;

/**
 * Orders list URLs by a fixed priority (lower index first); URLs not in `priority`, such as
 * lists the user added, come after all known ones in their original order.
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
