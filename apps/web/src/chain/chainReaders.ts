// One read path per chain, shared by everything that reads it: the batched JSON-RPC transport,
// the block tracker and the multicall client from @dex/multicall. Reads never go through the wallet.
import { getChainInfo } from '@dex/chains';
import {
  type BlockTracker,
  createBlockTracker,
  createMulticall,
  type Multicall,
  type VisibilitySource,
} from '@dex/multicall';
import { type BatchProvider, createBatchProvider } from '@dex/multicall/http';
import { createNewHeadsSource } from '@dex/multicall/ws';
import { rpcUrlFor } from '../config';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

export interface ChainReader {
  readonly chainId: number;
  /** The batched read transport; other per-block reads (transaction receipts) share it. */
  readonly provider: BatchProvider;
  readonly blockTracker: BlockTracker;
  /** Absent on chains without a known multicall contract. */
  readonly multicall: Multicall | undefined;
}

const documentVisibility: VisibilitySource | undefined =
  typeof document === 'undefined'
    ? undefined
    : {
        isVisible: () => document.visibilityState !== 'hidden',
        subscribe(onChange) {
          document.addEventListener('visibilitychange', onChange);
          return () => document.removeEventListener('visibilitychange', onChange);
        },
      };

const readers = new Map<number, ChainReader>();

// @spec 000 §6.4 Read-only contracts are used without a
export function chainReader(chainId: number): ChainReader | undefined {
  const existing = readers.get(chainId);
  if (existing) return existing;
  const url = rpcUrlFor(chainId);
  if (!url) return undefined;
  const chain = getChainInfo(chainId);
  const provider = createBatchProvider({ url, chainId, fetch: (...args) => fetch(...args) });
  const blockTracker = createBlockTracker({
    provider,
    // Sub-second blocks (Arbitrum, the fast devnet): reads at most once a second (@dex/multicall).
    averageBlockTimeSeconds: chain?.averageBlockTimeSeconds,
    ...(documentVisibility ? { visibility: documentVisibility } : {}),
    ...(typeof WebSocket === 'function'
      ? { push: createNewHeadsSource({ url, chainId, WebSocket }) }
      : {}),
  });
  const multicallAddress = chain?.contracts.multicall;
  const reader: ChainReader = {
    chainId,
    provider,
    blockTracker,
    multicall: multicallAddress
      ? createMulticall({
          chainId,
          provider,
          multicallAddress,
          blockTracker,
          // Arbitrum's contracts see Ethereum's block number: stamp reads with the node's own.
          blockNumberFromNode: chain?.contractBlockNumber === 'l1',
          // Spec §8: failing calls are reset (retried on a later block) and the error logged.
          onError: (error, calls) =>
            appLogger.error(LOG_MESSAGES.multicallFetch, { chainId, calls: calls.length }, error),
        })
      : undefined,
  };
  readers.set(chainId, reader);
  return reader;
}
