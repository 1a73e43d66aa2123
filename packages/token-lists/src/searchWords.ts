// The word dictionary behind the token search index (issue 31 §3: 50,000 tokens indexed in at most
// 100 ms, a keystroke in at most 0.25 ms). Built in one pass over the symbols and names, without
// sorting and without a string per word: ASCII text is lower-cased while it is read
// (other text through `toLowerCase()`), words are interned by a hash of their character codes,
// each distinct word is kept once as character codes, and prefix and suffix lookups go through buckets keyed
// by a word's first (last) one, two or three characters.

/** What the dictionary reads from a token. */
export interface WordSource {
  readonly symbol?: string | undefined;
  readonly name?: string | undefined;
}

/** Exactly the characters `\s` matches in a JavaScript regular expression. */
export function isWhitespaceCode(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
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
  /** Tokens (ascending indexes) having word id: postings[postingOffsets[id] .. postingOffsets[id + 1]). */
  readonly postingOffsets: Int32Array;
  readonly postings: Int32Array;
  /** Each token's whole lower-cased symbol as a dictionary id; -1 when it has none or it is empty. */
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

/** Counting sort of ids 0..size-1 by key (-1: left out), keeping ids ascending in each bucket. */
function bucketsBy(size: number, bucketCount: number, keyOf: (id: number) => number): Buckets {
  const keys = new Int32Array(size);
  const offsets = new Int32Array(bucketCount + 1);
  let kept = 0;
  for (let id = 0; id < size; id++) {
    const key = keyOf(id);
    keys[id] = key;
    if (key >= 0) {
      offsets[key + 1] = (offsets[key + 1] as number) + 1;
      kept++;
    }
  }
  for (let key = 0; key < bucketCount; key++)
    offsets[key + 1] = (offsets[key + 1] as number) + (offsets[key] as number);
  const cursor = offsets.slice(0, bucketCount);
  const ids = new Int32Array(kept);
  for (let id = 0; id < size; id++) {
    const key = keys[id] as number;
    if (key < 0) continue;
    const slot = cursor[key] as number;
    cursor[key] = slot + 1;
    ids[slot] = id;
  }
  return { offsets, ids };
}

export function createWordDictionary(tokens: readonly WordSource[]): WordDictionary {
  const count = tokens.length;
  // The distinct lower-cased strings as character codes, one after another: string id's
  // characters are chars[wordStart[id] .. wordStart[id] + wordLength[id]).
  let chars: Uint16Array = new Uint16Array(count * 12 + 1024);
  let used = 0;
  let size = 0;
  let capacity = Math.max(1024, 2 ** Math.ceil(Math.log2(count + 1)));
  let wordStart: Int32Array = new Int32Array(capacity);
  let wordLength: Int32Array = new Int32Array(capacity);
  let wordHash: Int32Array = new Int32Array(capacity);
  let lastOwner: Int32Array = new Int32Array(capacity);
  // Open addressing over string ids, at most half full.
  let table = new Int32Array(capacity * 2).fill(-1);
  let tableMask = table.length - 1;

  // `source` is a raw field read with ASCII upper case folded (`fold`), or an already
  // lower-cased one; both give the characters of the field's `toLowerCase()` at these positions.
  let source = '';
  let fold = false;
  const rehash = () => {
    table = new Int32Array(table.length * 2).fill(-1);
    tableMask = table.length - 1;
    for (let id = 0; id < size; id++) {
      let slot = (wordHash[id] as number) & tableMask;
      while (table[slot] !== -1) slot = (slot + 1) & tableMask;
      table[slot] = id;
    }
  };
  const intern = (start: number, length: number, hash: number): number => {
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
    const id = size++;
    if (size > capacity) {
      capacity *= 2;
      wordStart = grown(wordStart, capacity);
      wordLength = grown(wordLength, capacity);
      wordHash = grown(wordHash, capacity);
      lastOwner = grown(lastOwner, capacity);
    }
    if (used + length > chars.length) {
      const next = new Uint16Array(Math.max(used + length, chars.length * 2));
      next.set(chars);
      chars = next;
    }
    for (let k = 0; k < length; k++) {
      const code = source.charCodeAt(start + k);
      chars[used + k] = fold && code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    }
    wordStart[id] = used;
    wordLength[id] = length;
    used += length;
    wordHash[id] = hash;
    lastOwner[id] = -1;
    table[slot] = id;
    if (size * 2 > table.length) rehash();
    return id;
  };

  // (string, token) pairs, each pair once.
  let pairWords: Int32Array = new Int32Array(count * 4 + 16);
  let pairOwners: Int32Array = new Int32Array(count * 4 + 16);
  let pairs = 0;
  const addPair = (id: number, owner: number) => {
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

  /**
   * Adds the words of `source` for `owner` and returns the id of the whole (lower-cased) field,
   * -1 when it is empty; or returns NON_ASCII, having stopped, when folding meets a character
   * outside ASCII (the caller then lower-cases the field itself and scans again).
   */
  const scan = (owner: number): number => {
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
          lastId = intern(wordBegin, position - wordBegin, hash);
          lastBegin = wordBegin;
          addPair(lastId, owner);
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
    if (length === 0) return -1;
    // One word spanning the field is its own id; otherwise the whole field is interned apart.
    if (words === 1 && lastBegin === 0 && wordLength[lastId] === length) return lastId;
    return intern(0, length, wholeHash);
  };
  const scanField = (field: string | undefined, owner: number): number => {
    if (!field) return -1;
    source = field;
    fold = true;
    const id = scan(owner);
    if (id !== NON_ASCII) return id;
    source = field.toLowerCase();
    fold = false;
    return scan(owner);
  };

  const symbolIds = new Int32Array(count);
  for (let owner = 0; owner < count; owner++) {
    const token = tokens[owner] as WordSource;
    // The whole symbol orders the results (exact, then prefix matches).
    symbolIds[owner] = scanField(token.symbol, owner);
    scanField(token.name, owner);
  }
  source = '';

  // Tokens grouped by string (a counting sort of the pairs), ascending within each.
  const postingOffsets = new Int32Array(size + 1);
  for (let k = 0; k < pairs; k++) {
    const next = (pairWords[k] as number) + 1;
    postingOffsets[next] = (postingOffsets[next] as number) + 1;
  }
  for (let id = 0; id < size; id++)
    postingOffsets[id + 1] = (postingOffsets[id + 1] as number) + (postingOffsets[id] as number);
  const postings = new Int32Array(pairs);
  const cursor = postingOffsets.slice(0, size);
  for (let k = 0; k < pairs; k++) {
    const id = pairWords[k] as number;
    const slot = cursor[id] as number;
    cursor[id] = slot + 1;
    postings[slot] = pairOwners[k] as number;
  }

  const starts = wordStart;
  const lengths = wordLength;
  const text = chars;
  // Each string's key at each level, forwards then backwards; one shorter than the level has none.
  const bucketsAt = (level: number, fromEnd: boolean) =>
    bucketsBy(size, BUCKET_COUNTS[level - 1] as number, (id) => {
      const length = lengths[id] as number;
      if (length < level) return -1;
      const start = starts[id] as number;
      const at = (k: number) => text[fromEnd ? start + length - 1 - k : start + k] as number;
      return bucketKey(level, at(0), level > 1 ? at(1) : 0, level > 2 ? at(2) : 0);
    });
  const forward: Buckets[] = [];
  const backward: Buckets[] = [];
  for (let level = 1; level <= LEVELS; level++) {
    forward.push(bucketsAt(level, false));
    backward.push(bucketsAt(level, true));
  }

  function visitBucket(
    part: string,
    fromEnd: boolean,
    visit: (id: number, prefix: boolean) => void,
  ) {
    const length = part.length;
    const level = Math.min(length, LEVELS);
    const at = (k: number) => (k < level ? part.charCodeAt(fromEnd ? length - 1 - k : k) : 0);
    const buckets = (fromEnd ? backward : forward)[level - 1] as Buckets;
    const key = bucketKey(level, at(0), at(1), at(2));
    const compare = length > level || !exactKey(level, at(0), at(1));
    const end = buckets.offsets[key + 1] as number;
    for (let k = buckets.offsets[key] as number; k < end; k++) {
      const id = buckets.ids[k] as number;
      if (compare) {
        const wordLen = lengths[id] as number;
        if (wordLen < length) continue;
        const from = (starts[id] as number) + (fromEnd ? wordLen - length : 0);
        let same = true;
        for (let c = 0; same && c < length; c++) same = text[from + c] === part.charCodeAt(c);
        if (!same) continue;
      }
      visit(id, !fromEnd);
    }
  }

  function forEachMatch(part: string, visit: (id: number, prefix: boolean) => void) {
    if (part.length === 0) return;
    visitBucket(part, false, visit);
    visitBucket(part, true, visit);
  }

  return {
    size,
    wordLength: lengths,
    postingOffsets,
    postings,
    symbolIds,
    forEachMatch,
  };
}
