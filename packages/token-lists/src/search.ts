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

const WHITESPACE = /\s/;

/** Grows an Int32Array by doubling (fewer allocations than a JS array of 250,000 numbers). */
function grown(array: Int32Array, size: number): Int32Array {
  if (size <= array.length) return array;
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/** Distinct strings in code-unit order (the order `<` gives, which lowerBound relies on). */
interface SortedDictionary {
  readonly words: readonly string[];
  /** The distinct string id at each sorted position. */
  readonly ids: Int32Array;
}

/** `strings` (distinct) in sorted order, with each one's id. */
function sortedDictionary(
  strings: readonly string[],
  idOf: (text: string) => number | undefined,
): SortedDictionary {
  // The default sort compares UTF-16 code units, as `<` does.
  const words = [...strings].sort();
  const ids = new Int32Array(words.length);
  for (let position = 0; position < words.length; position++)
    ids[position] = idOf(words[position] as string) as number;
  return { words, ids };
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

/** The sorted positions [from, to) of the strings that start with `prefix`. */
function prefixRange(words: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(words, prefix);
  let to = from;
  while (to < words.length && (words[to] as string).startsWith(prefix)) to++;
  return [from, to];
}

/**
 * Builds the search index once per token-list change (50,000 tokens of several chains within
 * 100 ms): one dictionary of the distinct lower-cased symbol and name words (and whole symbols),
 * each word's tokens in one flat array grouped by word, and the dictionary sorted forwards (prefix
 * matches) and reversed (suffix matches). A keystroke visits only the matching words' tokens, then
 * one pass over a typed array in list order; the exact-then-prefix symbol order comes from each
 * token's symbol position in the sorted dictionary, without lower-casing anything again.
 */
export function createTokenSearchIndex<T extends SearchableToken>(
  tokens: readonly T[],
): TokenSearchIndex<T> {
  // A null-prototype object as the dictionary: measured faster than a Map for 200,000 lookups of
  // fresh strings, and with no prototype a word like "constructor" is an ordinary key.
  const dictionary: Record<string, number | undefined> = Object.create(null);
  const distinct: string[] = [];
  let lastOwner: Int32Array = new Int32Array(1024);
  let pairWords: Int32Array = new Int32Array(tokens.length * 4 + 16);
  let pairOwners: Int32Array = new Int32Array(tokens.length * 4 + 16);
  let pairs = 0;
  // Each token's whole lower-cased symbol (for ordering), -1 without one.
  const symbolIds = new Int32Array(tokens.length);
  // Lower-cased addresses, scanned when the query is an address (one keystroke, about 50,000
  // string comparisons): cheaper overall than a map built on every list change.
  const addresses: string[] = new Array(tokens.length);

  const idOf = (text: string): number => {
    let id = dictionary[text];
    if (id === undefined) {
      id = distinct.length;
      dictionary[text] = id;
      distinct.push(text);
      lastOwner = grown(lastOwner, id + 1);
      lastOwner[id] = -1;
    }
    return id;
  };
  const addWord = (id: number, owner: number) => {
    if (lastOwner[id] === owner) return;
    lastOwner[id] = owner;
    if (pairs === pairWords.length) {
      pairWords = grown(pairWords, pairs + 1);
      pairOwners = grown(pairOwners, pairs + 1);
    }
    pairWords[pairs] = id;
    pairOwners[pairs] = owner;
    pairs++;
  };
  const addText = (lower: string, owner: number, wholeId: number) => {
    if (wholeId >= 0) addWord(wholeId, owner);
    else for (const word of lower.split(/\s+/)) if (word.length > 0) addWord(idOf(word), owner);
  };

  for (let owner = 0; owner < tokens.length; owner++) {
    const token = tokens[owner] as T;
    if (token.symbol === undefined) symbolIds[owner] = -1;
    else {
      const symbol = token.symbol.toLowerCase();
      const id = idOf(symbol);
      symbolIds[owner] = id;
      if (symbol.length > 0) addText(symbol, owner, WHITESPACE.test(symbol) ? -1 : id);
    }
    if (token.name) {
      const name = token.name.toLowerCase();
      addText(name, owner, WHITESPACE.test(name) ? -1 : idOf(name));
    }
    addresses[owner] = token.address.toLowerCase();
  }

  // Tokens grouped by word (a counting sort of the pairs): word id's tokens are
  // owners[offsets[id] .. offsets[id + 1]), ascending.
  const offsets = new Int32Array(distinct.length + 1);
  for (let k = 0; k < pairs; k++) {
    const next = (pairWords[k] as number) + 1;
    offsets[next] = (offsets[next] as number) + 1;
  }
  for (let id = 0; id < distinct.length; id++)
    offsets[id + 1] = (offsets[id + 1] as number) + (offsets[id] as number);
  const owners = new Int32Array(pairs);
  const cursor = offsets.slice(0, distinct.length);
  for (let k = 0; k < pairs; k++) {
    const id = pairWords[k] as number;
    const slot = cursor[id] as number;
    cursor[id] = slot + 1;
    owners[slot] = pairOwners[k] as number;
  }

  const forward = sortedDictionary(distinct, (word) => dictionary[word]);
  const reversed: Record<string, number | undefined> = Object.create(null);
  const backwardWords = distinct.map((word, id) => {
    const key = reverse(word);
    reversed[key] = id;
    return key;
  });
  const backward = sortedDictionary(backwardWords, (word) => reversed[word]);
  // Where each distinct string sits in the forward order.
  const positions = new Int32Array(distinct.length);
  forward.ids.forEach((id, position) => {
    positions[id] = position;
  });
  // hits[i]: how many query words token i has matched so far, in order.
  const hits = new Uint16Array(tokens.length);

  function order(matches: T[], query: string): T[] {
    const words = splitWords(query);
    if (words.length !== 1) return matches;
    return sortTokensByQuery(matches, query);
  }

  function markRange(sorted: SortedDictionary, [from, to]: [number, number], step: number) {
    for (let position = from; position < to; position++) {
      const id = sorted.ids[position] as number;
      const end = offsets[id + 1] as number;
      for (let k = offsets[id] as number; k < end; k++) {
        const owner = owners[k] as number;
        if (hits[owner] === step) hits[owner] = step + 1;
      }
    }
  }

  function search(query: string): T[] {
    const address = normalizeAddress(query);
    if (address !== null) {
      const lower = address.toLowerCase();
      const matches: T[] = [];
      for (let owner = 0; owner < addresses.length; owner++)
        if (addresses[owner] === lower) matches.push(tokens[owner] as T);
      return order(matches, query);
    }
    const queryWords = splitWords(query);
    const parts = [...new Set(queryWords)];
    if (parts.length === 0) return [...tokens];

    hits.fill(0);
    let symbolPrefixes: [number, number] = [0, 0];
    parts.forEach((part, step) => {
      const range = prefixRange(forward.words, part);
      if (step === 0) symbolPrefixes = range;
      markRange(forward, range, step);
      markRange(backward, prefixRange(backward.words, reverse(part)), step);
    });
    const wanted = parts.length;

    if (queryWords.length !== 1) {
      const matches: T[] = [];
      for (let i = 0; i < hits.length; i++) if (hits[i] === wanted) matches.push(tokens[i] as T);
      return matches;
    }
    // One word: exact symbols, then symbols starting with it, then the rest, each in list order
    // (sortTokensByQuery's rule). The strings starting with the word are the forward range just
    // scanned; the exact one, if any, is its first.
    const word = queryWords[0] as string;
    const [from, to] = symbolPrefixes;
    const exact = forward.words[from] === word ? from : -1;
    const groups: [T[], T[], T[]] = [[], [], []];
    for (let i = 0; i < hits.length; i++) {
      if (hits[i] !== wanted) continue;
      const id = symbolIds[i] as number;
      const position = id < 0 ? -1 : (positions[id] as number);
      const rank = position === exact && id >= 0 ? 0 : position >= from && position < to ? 1 : 2;
      (groups[rank] as T[]).push(tokens[i] as T);
    }
    return groups[0].concat(groups[1], groups[2]);
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
