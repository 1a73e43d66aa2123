import { createWordDictionary } from './searchWords';
import { normalizeAddress } from './tokenMap';

/** What search needs from a token; list tokens, custom tokens and native coins all fit. */
export interface SearchableToken {
  readonly address: string;
  readonly symbol?: string | undefined;
  readonly name?: string | undefined;
}

function splitWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
}

function tokenWords(token: SearchableToken): string[] {
  return [...splitWords(token.symbol ?? ''), ...splitWords(token.name ?? '')];
}

/**
 * Filters by the spec's rule, without an index. A query that is a valid address keeps the
 * tokens with exactly that (normalised) address. Otherwise the query is split on whitespace
 * and every query word must be a prefix or a suffix of some word of the token's symbol or name.
 */
export function filterTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  const address = normalizeAddress(query);
  if (address !== null) {
    const lower = address.toLowerCase();
    return tokens.filter((token) => token.address.toLowerCase() === lower);
  }
  const queryWords = splitWords(query);
  if (queryWords.length === 0) return [...tokens];
  return tokens.filter((token) => {
    const words = tokenWords(token);
    return queryWords.every((part) =>
      words.some((word) => word.startsWith(part) || word.endsWith(part)),
    );
  });
}

/**
 * Orders filtered tokens: exact symbol matches first, then symbols starting with the query,
 * then the rest, each group keeping the incoming order. Multi-word queries keep the order.
 */
export function sortTokensByQuery<T extends SearchableToken>(
  tokens: readonly T[],
  query: string,
): T[] {
  const words = splitWords(query);
  if (words.length !== 1) return [...tokens];
  const word = words[0] as string;
  const exact: T[] = [];
  const prefix: T[] = [];
  const rest: T[] = [];
  for (const token of tokens) {
    const symbol = token.symbol?.toLowerCase();
    if (symbol === word) exact.push(token);
    else if (symbol?.startsWith(word)) prefix.push(token);
    else rest.push(token);
  }
  return [...exact, ...prefix, ...rest];
}

/** Filter then sort, scanning every token: the reference the index must agree with. */
export function searchTokens<T extends SearchableToken>(tokens: readonly T[], query: string): T[] {
  return sortTokensByQuery(filterTokens(tokens, query), query);
}

export interface TokenSearchIndex<T extends SearchableToken> {
  readonly tokens: readonly T[];
  /**
   * Same results as `searchTokens(tokens, query)`, without scanning every token's words. Read
   * only: the same query again (a re-render) returns the same array.
   */
  search(query: string): readonly T[];
}

const HEX_VALUE_MASK = 0x20; // ASCII letters: upper and lower case share every other bit

/**
 * Tokens by address, for an address query: chains of token indexes (ascending) keyed by a hash
 * of the last eight characters, case folded. Only a 42-character address can equal a
 * normalised one when lower-cased, so no other is kept.
 */
function createAddressLookup(tokens: readonly SearchableToken[]): (lower: string) => number[] {
  const bucketCount = Math.max(1024, 2 ** Math.ceil(Math.log2(tokens.length + 1)));
  const mask = bucketCount - 1;
  const key = (address: string) => {
    let hash = 0;
    for (let i = 34; i < 42; i++)
      hash = Math.imul(hash ^ (address.charCodeAt(i) | HEX_VALUE_MASK), 0x01000193);
    return hash & mask;
  };
  const heads = new Int32Array(bucketCount).fill(-1);
  const next = new Int32Array(tokens.length);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const address = (tokens[i] as SearchableToken).address;
    if (address.length !== 42) continue;
    const bucket = key(address);
    next[i] = heads[bucket] as number;
    heads[bucket] = i;
  }
  return (lower) => {
    const found: number[] = [];
    for (let i = heads[key(lower)] as number; i >= 0; i = next[i] as number)
      if ((tokens[i] as SearchableToken).address.toLowerCase() === lower) found.push(i);
    return found;
  };
}

/**
 * Builds the search index once per token-list change (50,000 tokens of several chains in well
 * under 100 ms): the word dictionary of `searchWords.ts` and an address lookup, no sorting.
 * A keystroke visits only the words starting or ending with each query word (a bucket by their
 * first or last characters) and their tokens, marks those tokens in a bit set (one bit per
 * token, intersected across query words), and reads the bit set in list order; the
 * exact-then-prefix symbol order comes from marking the dictionary strings that start with the
 * query, whole symbols included.
 */
export function createTokenSearchIndex<T extends SearchableToken>(
  tokens: readonly T[],
): TokenSearchIndex<T> {
  const words = createWordDictionary(tokens);
  const { postingOffsets, postings, symbolIds, wordLength } = words;
  const tokensByAddress = createAddressLookup(tokens);
  const blocks = (tokens.length + 31) >>> 5;
  // Tokens matching every query word so far, and those matching the current one.
  const matched = new Int32Array(blocks);
  const current = new Int32Array(blocks);
  // Each result's rank while the results are laid out.
  const ranks = new Uint8Array(tokens.length);
  // Dictionary strings starting with the query: marked with the search's number.
  const startsWithQuery = new Uint32Array(words.size);
  let searchNumber = 0;
  // The last query's words and results: a trailing space, or the same query on a re-render, is
  // answered with the same array.
  let lastKey: string | null = null;
  let lastResults: readonly T[] = [];

  function mark(set: Int32Array, part: string, prefixMark: number): boolean {
    let any = false;
    words.forEachMatch(part, (id, prefix) => {
      if (prefix && prefixMark !== 0) startsWithQuery[id] = prefixMark;
      const end = postingOffsets[id + 1] as number;
      for (let k = postingOffsets[id] as number; k < end; k++) {
        const owner = postings[k] as number;
        set[owner >>> 5] = (set[owner >>> 5] as number) | (1 << (owner & 31));
        any = true;
      }
    });
    return any;
  }

  function byWords(queryWords: readonly string[]): T[] {
    const parts = [...new Set(queryWords)];
    // One query word orders the results, and its prefix matches mark the symbols to rank.
    const ranked = queryWords.length === 1;
    if (searchNumber === 0xffffffff) {
      startsWithQuery.fill(0);
      searchNumber = 0;
    }
    searchNumber++;
    let any = mark(matched, parts[0] as string, ranked ? searchNumber : 0);
    for (let p = 1; p < parts.length && any; p++) {
      mark(current, parts[p] as string, 0);
      any = false;
      for (let block = 0; block < blocks; block++) {
        const both = (matched[block] as number) & (current[block] as number);
        matched[block] = both;
        current[block] = 0;
        if (both !== 0) any = true;
      }
    }
    if (!any) {
      matched.fill(0);
      current.fill(0);
      return [];
    }
    return inListOrder(ranked ? (queryWords[0] as string).length : 0);
  }

  // sortTokensByQuery's rule for one query word: exact symbol, symbol starting with the word,
  // the rest (0, 1, 2).
  const rankOf = (owner: number, queryLength: number) => {
    const symbol = symbolIds[owner] as number;
    if (symbol < 0 || startsWithQuery[symbol] !== searchNumber) return 2;
    return wordLength[symbol] === queryLength ? 0 : 1;
  };

  /**
   * The marked tokens in list order, ranked when `queryLength` > 0, clearing the marks. One
   * array of the exact size: at 16,000 results and more V8 places an array in its large-object
   * space, where every allocation costs about a millisecond, so none is grown, joined or copied.
   */
  function inListOrder(queryLength: number): T[] {
    const counts = [0, 0, 0];
    for (let block = 0; block < blocks; block++) {
      let bits = matched[block] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const owner = (block << 5) + (31 - Math.clz32(lowest));
        const rank = queryLength > 0 ? rankOf(owner, queryLength) : 2;
        ranks[owner] = rank;
        counts[rank] = (counts[rank] as number) + 1;
      }
    }
    const total = (counts[0] as number) + (counts[1] as number) + (counts[2] as number);
    // `new Array(n)` past 100,000 is a slow dictionary-mode array; then it grows instead.
    const results: T[] = total <= 65_536 ? new Array(total) : [];
    let cursor = 0;
    for (let rank = 0; rank < 3; rank++) {
      if (counts[rank] === 0) continue;
      for (let block = 0; block < blocks; block++) {
        let bits = matched[block] as number;
        while (bits !== 0) {
          const lowest = bits & -bits;
          bits ^= lowest;
          const owner = (block << 5) + (31 - Math.clz32(lowest));
          if (ranks[owner] === rank) results[cursor++] = tokens[owner] as T;
        }
      }
    }
    matched.fill(0);
    return results;
  }

  function search(query: string): readonly T[] {
    const address = normalizeAddress(query);
    if (address !== null) {
      const matches = tokensByAddress(address.toLowerCase()).map((i) => tokens[i] as T);
      return sortTokensByQuery(matches, query);
    }
    const queryWords = splitWords(query);
    if (queryWords.length === 0) return tokens;
    const key = queryWords.join(' ');
    if (key !== lastKey) {
      lastResults = byWords(queryWords);
      lastKey = key;
    }
    return lastResults;
  }

  return { tokens, search };
}

export type EnterSelection<T> =
  | { readonly kind: 'native' }
  | { readonly kind: 'token'; readonly token: T }
  | null;

/**
 * The Enter rule: "eth" (or `nativeKeyword`) selects the native coin; otherwise the first result
 * is selected when it is the only one or its symbol matches the query exactly.
 */
export function selectOnEnter<T extends SearchableToken>(
  query: string,
  results: readonly T[],
  nativeKeyword = 'eth',
): EnterSelection<T> {
  const trimmed = query.trim().toLowerCase();
  if (trimmed === nativeKeyword.toLowerCase()) return { kind: 'native' };
  const first = results[0];
  if (first === undefined) return null;
  if (results.length === 1 || first.symbol?.toLowerCase() === trimmed) {
    return { kind: 'token', token: first };
  }
  return null;
}
