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
  /** Same results as `searchTokens(tokens, query)`, without scanning every token's words. */
  search(query: string): T[];
}

function reverse(text: string): string {
  let out = '';
  for (let i = text.length - 1; i >= 0; i--) out += text[i];
  return out;
}

/** Words sorted by code unit with the token each belongs to, for prefix range scans. */
interface SortedWords {
  readonly words: readonly string[];
  readonly owners: Int32Array;
}

function sortWords(entries: Array<{ word: string; owner: number }>): SortedWords {
  entries.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.owner - b.owner));
  return {
    words: entries.map((entry) => entry.word),
    owners: Int32Array.from(entries, (entry) => entry.owner),
  };
}

function lowerBound(words: readonly string[], target: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((words[mid] as string) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Builds the search index once per token-list change: every symbol and name word in sorted
 * order (for prefix matches) and reversed in sorted order (for suffix matches). A keystroke
 * then visits only the words that match instead of every token.
 */
export function createTokenSearchIndex<T extends SearchableToken>(
  tokens: readonly T[],
): TokenSearchIndex<T> {
  const forwardEntries: Array<{ word: string; owner: number }> = [];
  const backwardEntries: Array<{ word: string; owner: number }> = [];
  const lowerSymbols: Array<string | undefined> = [];
  const byAddress = new Map<string, number[]>();

  tokens.forEach((token, owner) => {
    for (const word of new Set(tokenWords(token))) {
      forwardEntries.push({ word, owner });
      backwardEntries.push({ word: reverse(word), owner });
    }
    lowerSymbols.push(token.symbol?.toLowerCase());
    const address = token.address.toLowerCase();
    const owners = byAddress.get(address);
    if (owners) owners.push(owner);
    else byAddress.set(address, [owner]);
  });

  const forward = sortWords(forwardEntries);
  const backward = sortWords(backwardEntries);
  // hits[i] counts how many query words token i has matched so far, in order.
  const hits = new Uint16Array(tokens.length);

  function markPrefixMatches(sorted: SortedWords, part: string, step: number): void {
    const { words, owners } = sorted;
    for (let k = lowerBound(words, part); k < words.length; k++) {
      if (!(words[k] as string).startsWith(part)) break;
      const owner = owners[k] as number;
      if (hits[owner] === step) hits[owner] = step + 1;
    }
  }

  function order(matches: T[], query: string): T[] {
    const words = splitWords(query);
    if (words.length !== 1) return matches;
    return sortTokensByQuery(matches, query);
  }

  function search(query: string): T[] {
    const address = normalizeAddress(query);
    if (address !== null) {
      const owners = byAddress.get(address.toLowerCase()) ?? [];
      return order(
        owners.map((owner) => tokens[owner] as T),
        query,
      );
    }
    const parts = [...new Set(splitWords(query))];
    if (parts.length === 0) return order([...tokens], query);

    hits.fill(0);
    parts.forEach((part, step) => {
      markPrefixMatches(forward, part, step);
      markPrefixMatches(backward, reverse(part), step);
    });
    const matches: T[] = [];
    const wanted = parts.length;
    for (let i = 0; i < hits.length; i++) {
      if (hits[i] === wanted) matches.push(tokens[i] as T);
    }
    return order(matches, query);
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
