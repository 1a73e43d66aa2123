import { isAddress } from '@dex/primitives';
import { createWordDictionary, type WordDictionary } from './searchWords';
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

// @spec 000 §5.3 Token search
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

const CASE_BIT = 0x20; // an ASCII letter and its upper case differ only in this bit (digits have it)

/** A bucket for an address by its last eight characters, case folded. */
function addressKey(address: string, mask: number): number {
  let hash = 0;
  for (let i = 34; i < 42; i++)
    hash = Math.imul(hash ^ (address.charCodeAt(i) | CASE_BIT), 0x01000193);
  return hash & mask;
}

/**
 * The search index over one token array. A class rather than closures made by every build: V8
 * compiles a closure for the context it was made in, so each new index's closures would run
 * uncompiled again; methods are compiled once for every index.
 */
class SearchIndex<T extends SearchableToken> implements TokenSearchIndex<T> {
  private readonly words: WordDictionary;
  private readonly blocks: number;
  // Tokens matching every query word so far, and those matching the current one: a bit each.
  private readonly matched: Int32Array;
  private readonly current: Int32Array;
  // Each result's rank while the results are laid out.
  private readonly ranks: Uint8Array;
  // Dictionary strings starting with the query: marked with the search's number.
  private readonly startsWithQuery: Uint32Array;
  private searchNumber = 0;
  // Tokens by address: chains of token indexes (ascending) from a bucket of the last eight
  // characters. Only a 42-character address can equal a normalised one lower-cased.
  private readonly addressHeads: Int32Array;
  private readonly addressNext: Int32Array;
  // The last query's words and results: a trailing space, or the same query on a re-render, is
  // answered with the same array.
  private lastKey: string | null = null;
  private lastResults: readonly T[] = [];

  constructor(readonly tokens: readonly T[]) {
    this.words = createWordDictionary(tokens);
    this.blocks = (tokens.length + 31) >>> 5;
    this.matched = new Int32Array(this.blocks);
    this.current = new Int32Array(this.blocks);
    this.ranks = new Uint8Array(tokens.length);
    this.startsWithQuery = new Uint32Array(this.words.size);
    const bucketCount = Math.max(1024, 2 ** Math.ceil(Math.log2(tokens.length + 1)));
    this.addressHeads = new Int32Array(bucketCount).fill(-1);
    this.addressNext = new Int32Array(tokens.length);
    for (let i = tokens.length - 1; i >= 0; i--) {
      const address = (tokens[i] as T).address;
      if (address.length !== 42) continue;
      const bucket = addressKey(address, bucketCount - 1);
      this.addressNext[i] = this.addressHeads[bucket] as number;
      this.addressHeads[bucket] = i;
    }
  }

  /** Bound, so `const { search } = index` works as before. */
  readonly search = (query: string): readonly T[] => this.find(query);

  private find(query: string): readonly T[] {
    // Checked first: normalizeAddress throws and catches an error (a stack trace) on anything else.
    const address = isAddress(query.trim()) ? normalizeAddress(query) : null;
    if (address !== null) return sortTokensByQuery(this.byAddress(address.toLowerCase()), query);
    const queryWords = splitWords(query);
    if (queryWords.length === 0) return this.tokens;
    const key = queryWords.join(' ');
    if (key !== this.lastKey) {
      this.lastResults = this.byWords(queryWords);
      this.lastKey = key;
    }
    return this.lastResults;
  }

  private byAddress(lower: string): T[] {
    const found: T[] = [];
    const start = this.addressHeads[addressKey(lower, this.addressHeads.length - 1)] as number;
    for (let i = start; i >= 0; i = this.addressNext[i] as number) {
      const token = this.tokens[i] as T;
      if (token.address.toLowerCase() === lower) found.push(token);
    }
    return found;
  }

  /** Sets the bit of every token with a word starting or ending with `part`; false for none. */
  private mark(set: Int32Array, part: string, prefixMark: number): boolean {
    const { postingOffsets, postings } = this.words;
    const startsWithQuery = this.startsWithQuery;
    let any = false;
    this.words.forEachMatch(part, (id, prefix) => {
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

  private byWords(queryWords: readonly string[]): T[] {
    const { matched, current, blocks } = this;
    const parts = [...new Set(queryWords)];
    // One query word orders the results, and its prefix matches mark the symbols to rank.
    const ranked = queryWords.length === 1;
    if (this.searchNumber === 0xffffffff) {
      this.startsWithQuery.fill(0);
      this.searchNumber = 0;
    }
    this.searchNumber++;
    let any = this.mark(matched, parts[0] as string, ranked ? this.searchNumber : 0);
    for (let p = 1; p < parts.length && any; p++) {
      this.mark(current, parts[p] as string, 0);
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
    return this.inListOrder(ranked ? (queryWords[0] as string).length : 0);
  }

  // sortTokensByQuery's rule for one query word: exact symbol, symbol starting with the word,
  // the rest (0, 1, 2).
  private rankOf(owner: number, queryLength: number): number {
    const symbol = this.words.symbolIds[owner] as number;
    if (symbol < 0 || this.startsWithQuery[symbol] !== this.searchNumber) return 2;
    return this.words.wordLength[symbol] === queryLength ? 0 : 1;
  }

  /**
   * The marked tokens in list order, ranked when `queryLength` > 0, clearing the marks. One
   * array of the exact size: at 16,000 results and more V8 places an array in its large-object
   * space, where every allocation costs about a millisecond, so none is grown, joined or copied.
   */
  private inListOrder(queryLength: number): T[] {
    const { matched, blocks, ranks, tokens } = this;
    const counts = [0, 0, 0];
    for (let block = 0; block < blocks; block++) {
      let bits = matched[block] as number;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const owner = (block << 5) + (31 - Math.clz32(lowest));
        const rank = queryLength > 0 ? this.rankOf(owner, queryLength) : 2;
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
  return new SearchIndex(tokens);
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
