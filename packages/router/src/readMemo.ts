// Trades are priced again on every block from the same reads, and on a quiet market most answers
// are what they were a block ago. Decoding an answer with ethers and building SDK pairs and pools
// from it was most of the main thread's work per block on /swap (measured in the swap-typing
// bench: a Chromium profile of a 250 ms chain), so what is derived from an answer is kept while
// the answer stays the same. The search over the pools then sees the same objects too.

/**
 * A memo by key: `derive` runs once per key while the key is kept, and a derivation that throws
 * is not kept. Keys must name every input of the derivation. At most `maxEntries` are kept; past
 * it the oldest go.
 */
export function boundedMemo<V>(maxEntries: number): (key: string, derive: () => V) => V {
  const values = new Map<string, V>();
  return (key, derive) => {
    if (values.has(key)) return values.get(key) as V;
    const value = derive();
    if (values.size >= maxEntries) {
      const oldest = values.keys().next().value as string;
      values.delete(oldest);
    }
    values.set(key, value);
    return value;
  };
}

/**
 * A memo of the last answer per key: `derive` runs again only when the answer (a list of raw
 * strings, e.g. the return data of a pool's reads) differs from the one it last ran on for that
 * key, so a key costs one entry however many blocks pass. A derivation that throws, or that calls
 * the `forget` it is given (an answer that did not decode, to be reported again), is not kept.
 * At most `maxKeys` keys are kept; past it the least recently derived go.
 */
export function lastAnswerMemo<V>(
  maxKeys: number,
): (key: string, answer: readonly string[], derive: (forget: () => void) => V) => V {
  const entries = new Map<string, { readonly answer: readonly string[]; readonly value: V }>();
  return (key, answer, derive) => {
    const last = entries.get(key);
    if (
      last &&
      last.answer.length === answer.length &&
      last.answer.every((part, index) => part === answer[index])
    ) {
      return last.value;
    }
    let keep = true;
    const value = derive(() => {
      keep = false;
    });
    entries.delete(key);
    if (!keep) return value;
    if (entries.size >= maxKeys) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
    }
    entries.set(key, { answer: [...answer], value });
    return value;
  };
}
