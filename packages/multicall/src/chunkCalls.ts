// Splits calls into chunks whose summed gas stays under a limit and whose length stays within a
// count, keeping their order.

/**
 * Greedy in-order chunking: a call joins the current chunk unless that would push the chunk over
 * `chunkGasLimit` or past `maxCallsPerChunk` calls. A call needing more than the gas limit on its
 * own gets a chunk to itself.
 */
export function chunkCalls<T>(
  calls: readonly T[],
  gasOf: (call: T) => number,
  chunkGasLimit: number,
  maxCallsPerChunk = Number.POSITIVE_INFINITY,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let currentGas = 0;
  for (const call of calls) {
    const gas = gasOf(call);
    const full = currentGas + gas > chunkGasLimit || current.length >= maxCallsPerChunk;
    if (current.length > 0 && full) {
      chunks.push(current);
      current = [];
      currentGas = 0;
    }
    current.push(call);
    currentGas += gas;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Halves a chunk (first half gets the extra call); used when a chunk runs out of gas. */
export function splitChunk<T>(chunk: readonly T[]): [T[], T[]] {
  const middle = Math.ceil(chunk.length / 2);
  return [chunk.slice(0, middle), chunk.slice(middle)];
}
