// Reference-counted listeners per chain and call key, each with its blocksPerFetch.
import { getOrCreate } from './getOrCreate';

// @spec 000 §3.11 Batched read state
export interface ListenerRegistry {
  add(chainId: number, callKeys: readonly string[], blocksPerFetch: number): void;
  remove(chainId: number, callKeys: readonly string[], blocksPerFetch: number): void;
  /** Listened call keys of a chain, each with the smallest blocksPerFetch asked for it. */
  listening(chainId: number): ReadonlyMap<string, number>;
  /** How many call keys of a chain have at least one listener. */
  size(chainId: number): number;
}

export function createListenerRegistry(): ListenerRegistry {
  // chainId -> callKey -> blocksPerFetch -> count
  const chains = new Map<number, Map<string, Map<number, number>>>();
  const listeningCache = new Map<number, ReadonlyMap<string, number>>();

  return {
    add(chainId, callKeys, blocksPerFetch) {
      const keys = getOrCreate(chains, chainId, () => new Map<string, Map<number, number>>());
      for (const callKey of callKeys) {
        const counts = getOrCreate(keys, callKey, () => new Map<number, number>());
        counts.set(blocksPerFetch, (counts.get(blocksPerFetch) ?? 0) + 1);
      }
      listeningCache.delete(chainId);
    },
    remove(chainId, callKeys, blocksPerFetch) {
      const keys = chains.get(chainId);
      if (!keys) return;
      for (const callKey of callKeys) {
        const counts = keys.get(callKey);
        const count = counts?.get(blocksPerFetch);
        if (!counts || count === undefined) continue;
        if (count > 1) counts.set(blocksPerFetch, count - 1);
        else counts.delete(blocksPerFetch);
        if (counts.size === 0) keys.delete(callKey);
      }
      if (keys.size === 0) chains.delete(chainId);
      listeningCache.delete(chainId);
    },
    listening(chainId) {
      const cached = listeningCache.get(chainId);
      if (cached) return cached;
      const result = new Map<string, number>();
      for (const [callKey, counts] of chains.get(chainId) ?? []) {
        result.set(callKey, Math.min(...counts.keys()));
      }
      listeningCache.set(chainId, result);
      return result;
    },
    size: (chainId) => chains.get(chainId)?.size ?? 0,
  };
}
