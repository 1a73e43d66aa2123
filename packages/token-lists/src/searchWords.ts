// The word dictionary behind the token search index (issue 31 §3: 50,000 tokens indexed in at most
// 100 ms, a keystroke in at most 0.25 ms). Built in one pass over the symbols and names, without
// sorting and without a string per word: ASCII text is lower-cased while it is read (other text
// through `toLowerCase()`), words are interned by a hash of their character codes and kept once
// as character codes, and prefix and suffix lookups go through buckets keyed by a word's first
// (last) one, two or three characters.

import { isWhitespaceCode } from '@dex/primitives';

/** What the dictionary reads from a token. */
export interface WordSource {
  readonly symbol?: string | undefined;
  readonly name?: string | undefined;
}

/** Word ids grouped by a key of their characters: group k is ids[offsets[k] .. offsets[k + 1]). */
interface Buckets {
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
}

export interface WordDictionary {
  /** How many distinct strings (words, and whole symbols that are not one word). */
  readonly size: number;
  readonly wordLength: Int32Array;
  /** Tokens (ascending) with string id: postings[postingOffsets[id] .. postingOffsets[id + 1]). */
  readonly postingOffsets: Int32Array;
  readonly postings: Int32Array;
  /** Each token's whole lower-cased symbol as a string id; -1 when it has none or it is empty. */
  readonly symbolIds: Int32Array;
  /**
   * Calls `visit(id, true)` for every dictionary string that starts with `part` (non-empty, no
   * whitespace), then `visit(id, false)` for every one that ends with it: an id may come twice.
   */
  forEachMatch(part: string, visit: (id: number, prefix: boolean) => void): void;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const NON_ASCII = -2;

// Buckets of words by their first (last) one, two or three characters. The one-character key is
// exact below U+0400 and the two-character key for two ASCII characters, so a query of that
// length scans its bucket without comparing strings; other keys are hashed and compared.
const LEVELS = 3;
const BUCKET_COUNTS = [2048, 16384 + 4096, 16384] as const;

/** The bucket of `level` (1-3) for characters c0, c1, c2 (read from the end for suffixes). */
function bucketKey(level: number, c0: number, c1: number, c2: number): number {
  if (level === 1) return c0 < 1024 ? c0 : 1024 + (Math.imul(c0, FNV_PRIME) >>> 22);
  if (level === 2)
    return c0 < 128 && c1 < 128
      ? (c0 << 7) | c1
      : 16384 + (Math.imul(Math.imul(c0, FNV_PRIME) ^ c1, FNV_PRIME) >>> 20);
  return Math.imul(Math.imul(Math.imul(c0, FNV_PRIME) ^ c1, FNV_PRIME) ^ c2, FNV_PRIME) >>> 18;
}

/** Is every string in this bucket known to start (end) with the key's characters? */
function exactKey(level: number, c0: number, c1: number): boolean {
  return level === 1 ? c0 < 1024 : level === 2 && c0 < 128 && c1 < 128;
}

function grown(array: Int32Array, size: number): Int32Array {
  if (size <= array.length) return array;
  const next = new Int32Array(Math.max(size, array.length * 2));
  next.set(array);
  return next;
}

/**
 * Counting sort of ids 0..size-1 by their `keys` (-1: left out), ids ascending in each bucket.
 * `keys` is scratch space shared by every level (each array allocated here counts towards V8's
 * heap limit, so the build allocates few).
 */
function bucketsBy(size: number, bucketCount: number, keys: Int32Array): Buckets {
  const offsets = new Int32Array(bucketCount + 1);
  let kept = 0;
  for (let id = 0; id < size; id++) {
    const key = keys[id] as number;
    if (key >= 0) {
      offsets[key + 1] = (offsets[key + 1] as number) + 1;
      kept++;
    }
  }
  for (let key = 0; key < bucketCount; key++)
    offsets[key + 1] = (offsets[key + 1] as number) + (offsets[key] as number);
  const ids = new Int32Array(kept);
  // offsets[key] serves as the bucket's cursor, ending at the next bucket's start; then shifted.
  for (let id = 0; id < size; id++) {
    const key = keys[id] as number;
    if (key < 0) continue;
    const slot = offsets[key] as number;
    offsets[key] = slot + 1;
    ids[slot] = id;
  }
  offsets.copyWithin(1, 0, bucketCount);
  offsets[0] = 0;
  return { offsets, ids };
}

/**
 * Reads the fields and interns their words. A class, not closures inside the build: V8 compiles
 * a closure's code for the one context it was created in, so closures made anew by every build
 * would be compiled again by every build; methods are compiled once.
 */
class DictionaryBuilder {
  // The distinct lower-cased strings as character codes, one after another: string id's
  // characters are chars[wordStart[id] .. wordStart[id] + wordLength[id]).
  chars: Uint16Array;
  used = 0;
  size = 0;
  capacity: number;
  wordStart: Int32Array;
  wordLength: Int32Array;
  wordHash: Int32Array;
  // Open addressing over string ids, at most half full.
  table: Int32Array;
  tableMask: number;
  // Each token's distinct strings: pairWords[ownerPairs[owner] .. ownerPairs[owner + 1]).
  pairWords: Int32Array;
  readonly ownerPairs: Int32Array;
  pairs = 0;
  // A raw field read with ASCII upper case folded (`fold`), or an already lower-cased one: both
  // give the characters of the field's `toLowerCase()` at the same positions.
  source = '';
  fold = false;

  constructor(count: number) {
    this.chars = new Uint16Array(count * 8 + 1024);
    this.capacity = Math.max(1024, 2 ** Math.ceil(Math.log2(count + 1)));
    this.wordStart = new Int32Array(this.capacity);
    this.wordLength = new Int32Array(this.capacity);
    this.wordHash = new Int32Array(this.capacity);
    this.table = new Int32Array(this.capacity * 2).fill(-1);
    this.tableMask = this.table.length - 1;
    this.pairWords = new Int32Array(count * 4 + 16);
    this.ownerPairs = new Int32Array(count + 1);
  }

  /** The id of source[start, start + length) lower-cased, added when new. */
  intern(start: number, length: number, hash: number): number {
    const { source, fold, chars, wordStart, wordLength, wordHash, table, tableMask } = this;
    let slot = hash & tableMask;
    for (;;) {
      const id = table[slot] as number;
      if (id === -1) break;
      if (wordHash[id] === hash && wordLength[id] === length) {
        const at = (wordStart[id] as number) - start;
        let k = start;
        for (; k < start + length; k++) {
          const code = source.charCodeAt(k);
          if (chars[at + k] !== (fold && code >= 0x41 && code <= 0x5a ? code + 0x20 : code)) break;
        }
        if (k === start + length) return id;
      }
      slot = (slot + 1) & tableMask;
    }
    return this.add(start, length, hash, slot);
  }

  private add(start: number, length: number, hash: number, slot: number): number {
    const id = this.size++;
    if (this.size > this.capacity) {
      this.capacity *= 2;
      this.wordStart = grown(this.wordStart, this.capacity);
      this.wordLength = grown(this.wordLength, this.capacity);
      this.wordHash = grown(this.wordHash, this.capacity);
    }
    if (this.used + length > this.chars.length) {
      const next = new Uint16Array(Math.max(this.used + length, this.chars.length * 2));
      next.set(this.chars);
      this.chars = next;
    }
    const { source, fold, chars, used } = this;
    for (let k = 0; k < length; k++) {
      const code = source.charCodeAt(start + k);
      chars[used + k] = fold && code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    }
    this.wordStart[id] = used;
    this.wordLength[id] = length;
    this.wordHash[id] = hash;
    this.used = used + length;
    this.table[slot] = id;
    if (this.size * 2 > this.table.length) this.rehash();
    return id;
  }

  private rehash() {
    const table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = table.length - 1;
    for (let id = 0; id < this.size; id++) {
      let slot = (this.wordHash[id] as number) & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = id;
    }
    this.table = table;
    this.tableMask = mask;
  }

  addPair(id: number, owner: number) {
    for (let k = this.ownerPairs[owner] as number; k < this.pairs; k++)
      if (this.pairWords[k] === id) return;
    if (this.pairs === this.pairWords.length)
      this.pairWords = grown(this.pairWords, this.pairs + 1);
    this.pairWords[this.pairs++] = id;
  }

  /**
   * Adds the words of `source` for `owner` and, when `whole`, returns the id of the whole
   * (lower-cased) field, -1 when it is empty (else -1); or returns NON_ASCII, having stopped,
   * when folding meets a character outside ASCII (the caller then lower-cases the field itself
   * and scans again).
   */
  scan(owner: number, whole: boolean): number {
    const { source, fold } = this;
    const length = source.length;
    let wordBegin = -1;
    let hash = FNV_OFFSET;
    let wholeHash = FNV_OFFSET;
    let words = 0;
    let lastId = -1;
    let lastBegin = -1;
    for (let position = 0; position <= length; position++) {
      let code = 0x20;
      if (position < length) {
        code = source.charCodeAt(position);
        if (fold) {
          if (code >= 0x80) return NON_ASCII;
          if (code >= 0x41 && code <= 0x5a) code += 0x20;
        }
        wholeHash = Math.imul(wholeHash ^ code, FNV_PRIME);
      }
      if (isWhitespaceCode(code)) {
        if (wordBegin >= 0) {
          lastId = this.intern(wordBegin, position - wordBegin, hash);
          lastBegin = wordBegin;
          this.addPair(lastId, owner);
          words++;
          wordBegin = -1;
        }
      } else {
        if (wordBegin < 0) {
          wordBegin = position;
          hash = FNV_OFFSET;
        }
        hash = Math.imul(hash ^ code, FNV_PRIME);
      }
    }
    if (length === 0 || !whole) return -1;
    // One word spanning the field is its own id; otherwise the whole field is interned apart.
    if (words === 1 && lastBegin === 0 && this.wordLength[lastId] === length) return lastId;
    return this.intern(0, length, wholeHash);
  }

  /** Adds the field's words; with `whole`, returns the whole field's id (-1 when empty). */
  scanField(field: string | undefined, owner: number, whole: boolean): number {
    if (!field) return -1;
    this.source = field;
    this.fold = true;
    const id = this.scan(owner, whole);
    if (id !== NON_ASCII) return id;
    this.source = field.toLowerCase();
    this.fold = false;
    return this.scan(owner, whole);
  }
}

class Dictionary implements WordDictionary {
  readonly forward: Buckets[] = [];
  readonly backward: Buckets[] = [];

  constructor(
    readonly size: number,
    readonly wordLength: Int32Array,
    readonly wordStart: Int32Array,
    readonly chars: Uint16Array,
    readonly postingOffsets: Int32Array,
    readonly postings: Int32Array,
    readonly symbolIds: Int32Array,
  ) {
    const keys = new Int32Array(size);
    for (let level = 1; level <= LEVELS; level++) {
      this.forward.push(this.bucketsAt(level, false, keys));
      this.backward.push(this.bucketsAt(level, true, keys));
    }
  }

  /** Each string's key at `level`, from its start or end; one shorter than the level has none. */
  private bucketsAt(level: number, fromEnd: boolean, keys: Int32Array): Buckets {
    const { size, wordLength, wordStart, chars } = this;
    for (let id = 0; id < size; id++) {
      const length = wordLength[id] as number;
      if (length < level) {
        keys[id] = -1;
        continue;
      }
      const first = fromEnd ? (wordStart[id] as number) + length - 1 : (wordStart[id] as number);
      const step = fromEnd ? -1 : 1;
      const c1 = level > 1 ? (chars[first + step] as number) : 0;
      const c2 = level > 2 ? (chars[first + 2 * step] as number) : 0;
      keys[id] = bucketKey(level, chars[first] as number, c1, c2);
    }
    return bucketsBy(size, BUCKET_COUNTS[level - 1] as number, keys);
  }

  private visitBucket(
    part: string,
    fromEnd: boolean,
    visit: (id: number, prefix: boolean) => void,
  ) {
    const { wordLength, wordStart, chars } = this;
    const length = part.length;
    const level = Math.min(length, LEVELS);
    const charAt = (k: number) => (k < level ? part.charCodeAt(fromEnd ? length - 1 - k : k) : 0);
    const buckets = (fromEnd ? this.backward : this.forward)[level - 1] as Buckets;
    const key = bucketKey(level, charAt(0), charAt(1), charAt(2));
    const compare = length > level || !exactKey(level, charAt(0), charAt(1));
    const end = buckets.offsets[key + 1] as number;
    for (let k = buckets.offsets[key] as number; k < end; k++) {
      const id = buckets.ids[k] as number;
      if (compare) {
        const wordLen = wordLength[id] as number;
        if (wordLen < length) continue;
        const from = (wordStart[id] as number) + (fromEnd ? wordLen - length : 0);
        let same = true;
        for (let c = 0; same && c < length; c++) same = chars[from + c] === part.charCodeAt(c);
        if (!same) continue;
      }
      visit(id, !fromEnd);
    }
  }

  forEachMatch(part: string, visit: (id: number, prefix: boolean) => void) {
    if (part.length === 0) return;
    this.visitBucket(part, false, visit);
    this.visitBucket(part, true, visit);
  }
}

export function createWordDictionary(tokens: readonly WordSource[]): WordDictionary {
  const count = tokens.length;
  const builder = new DictionaryBuilder(count);
  const symbolIds = new Int32Array(count);
  for (let owner = 0; owner < count; owner++) {
    const token = tokens[owner] as WordSource;
    builder.ownerPairs[owner] = builder.pairs;
    // The whole symbol orders the results (exact, then prefix matches).
    symbolIds[owner] = builder.scanField(token.symbol, owner, true);
    builder.scanField(token.name, owner, false);
  }
  const { size, pairs, pairWords, ownerPairs } = builder;
  ownerPairs[count] = pairs;

  // Tokens grouped by string (a counting sort of the pairs), ascending within each.
  const postingOffsets = new Int32Array(size + 1);
  for (let k = 0; k < pairs; k++) {
    const next = (pairWords[k] as number) + 1;
    postingOffsets[next] = (postingOffsets[next] as number) + 1;
  }
  for (let id = 0; id < size; id++)
    postingOffsets[id + 1] = (postingOffsets[id + 1] as number) + (postingOffsets[id] as number);
  const postings = new Int32Array(pairs);
  // postingOffsets[id] serves as the cursor, as in bucketsBy.
  for (let owner = 0; owner < count; owner++) {
    const end = ownerPairs[owner + 1] as number;
    for (let k = ownerPairs[owner] as number; k < end; k++) {
      const id = pairWords[k] as number;
      const slot = postingOffsets[id] as number;
      postingOffsets[id] = slot + 1;
      postings[slot] = owner;
    }
  }
  postingOffsets.copyWithin(1, 0, size);
  postingOffsets[0] = 0;

  return new Dictionary(
    size,
    builder.wordLength,
    builder.wordStart,
    builder.chars,
    postingOffsets,
    postings,
    symbolIds,
  );
}
