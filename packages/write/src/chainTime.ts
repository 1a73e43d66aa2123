// The chain's clock for deadlines: the latest block's timestamp, never the wall clock (a devnet
// after evm_increaseTime or a stalled testnet runs far from it).
import type { RequestFunction } from '@dex/primitives';
import { ChainTimeUnknownError } from './errors';

/** Seconds of the chain's latest block, as an app knows it (e.g. from its block reads). */
export type ChainTime = () => bigint | Promise<bigint>;

/**
 * Reads the latest block's timestamp (seconds) through a read transport. Rejects with
 * `ChainTimeUnknownError` when the node cannot say.
 */
export async function readChainTime(request: RequestFunction): Promise<bigint> {
  let block: unknown;
  try {
    block = await request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
  } catch (error) {
    throw new ChainTimeUnknownError({ cause: error });
  }
  const timestamp =
    typeof block === 'object' && block !== null && 'timestamp' in block
      ? block.timestamp
      : undefined;
  if (typeof timestamp !== 'string' || !/^0x[0-9a-fA-F]+$/.test(timestamp)) {
    throw new ChainTimeUnknownError();
  }
  return BigInt(timestamp);
}

/**
 * The chain's clock as an app keeps it: `known` (the latest block's timestamp from its block reads)
 * when it has it, else asked of the chain's read node (`requestFor`, looked up only then) at once;
 * `ChainTimeUnknownError` without a node to ask.
 */
export function chainClockOf(
  known: number | undefined,
  requestFor: () => RequestFunction | undefined,
): ChainTime {
  return () => {
    if (known !== undefined) return BigInt(known);
    const request = requestFor();
    if (!request) throw new ChainTimeUnknownError();
    return readChainTime(request);
  };
}
