// Wraps fetch to record every HTTP request's JSON-RPC methods (for tests and the benchmark).
import type { FetchLike } from '../src/batchProvider';

export interface CountingFetch {
  readonly fetch: FetchLike;
  /** One entry per HTTP request: the methods of its batch. */
  readonly requests: string[][];
}

export function countingFetch(): CountingFetch {
  const requests: string[][] = [];
  return {
    requests,
    fetch: async (url, init) => {
      const batch = JSON.parse(init.body) as { method: string }[];
      requests.push(batch.map((request) => request.method));
      return globalThis.fetch(url, init);
    },
  };
}
