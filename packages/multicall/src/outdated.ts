// Which listened calls need fetching at a given block.

/** What is known about one call's result. */
export interface CallResult {
  /** Return data of the last successful fetch ('0x' when the call itself failed). */
  data?: string;
  /** Block the data was read at. */
  blockNumber?: number;
  /** Block a fetch under way is meant to satisfy. */
  fetchingBlockNumber?: number;
  /** Why the last fetch for this call failed; cleared by the next success. */
  fetchError?: Error;
}

/** The oldest block whose data is still fresh enough at `latestBlock` for `blocksPerFetch`. */
export function minDataBlockNumber(latestBlock: number, blocksPerFetch: number): number {
  return latestBlock - (blocksPerFetch - 1);
}

/**
 * Whether a call listened with `blocksPerFetch` must be fetched at `latestBlock`.
 * Never fetched: yes, unless a fetch is under way. Otherwise only when its data (and any fetch
 * under way) is older than the freshness window; blocksPerFetch = Infinity means fetch once.
 */
export function shouldFetch(
  result: CallResult | undefined,
  blocksPerFetch: number,
  latestBlock: number | undefined,
): boolean {
  if (!result) return true;
  if (result.blockNumber === undefined) return result.fetchingBlockNumber === undefined;
  if (latestBlock === undefined) return false;
  const minBlock = minDataBlockNumber(latestBlock, blocksPerFetch);
  if (result.fetchingBlockNumber !== undefined && result.fetchingBlockNumber >= minBlock) {
    return false;
  }
  return result.blockNumber < minBlock;
}

/** The keys of `listening` (call key -> smallest blocksPerFetch) that must be fetched at `latestBlock`. */
export function outdatedCallKeys(
  listening: ReadonlyMap<string, number>,
  results: ReadonlyMap<string, CallResult>,
  latestBlock: number | undefined,
): string[] {
  const outdated: string[] = [];
  for (const [callKey, blocksPerFetch] of listening) {
    if (shouldFetch(results.get(callKey), blocksPerFetch, latestBlock)) outdated.push(callKey);
  }
  return outdated;
}
