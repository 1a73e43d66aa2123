// A tiny in-memory chain for the tests of this folder: answers the reads the tracker makes and
// publishes block numbers like @dex/multicall's block tracker. Test-only.
import type { RequestArguments } from '@dex/primitives';
import type { BlockNumberSource } from '@dex/transactions';

const hex = (n: number) => `0x${n.toString(16)}`;

/** Seconds; about a year after the wall clock, like a devnet after its time travel. */
export const CHAIN_TIME_START = Math.floor(Date.now() / 1000) + 365 * 24 * 3600;

export function createFakeChain(head = 100) {
  let blockNumber: number | undefined;
  const listeners = new Set<() => void>();
  const chain = {
    head,
    timestampOf: (n: number) => CHAIN_TIME_START + n * 12,
    receipts: new Map<string, Record<string, unknown>>(),
    requests: [] as string[],
    /** Mines `hash` into the next block with the given status (1 success, 0 reverted). */
    mine(hash: string, status = 1) {
      chain.head += 1;
      chain.receipts.set(hash.toLowerCase(), {
        blockHash: `0x${chain.head.toString(16).padStart(64, '0')}`,
        blockNumber: hex(chain.head),
        from: '0x1111111111111111111111111111111111111111',
        status: hex(status),
        to: '0x2222222222222222222222222222222222222222',
        transactionHash: hash,
        transactionIndex: '0x0',
      });
    },
    request: async ({ method, params: raw }: RequestArguments): Promise<unknown> => {
      const params = Array.isArray(raw) ? raw : [];
      chain.requests.push(method);
      switch (method) {
        case 'eth_getBlockByNumber': {
          const n = params[0] === 'latest' ? chain.head : Number(params[0]);
          if (n > chain.head) return null;
          return {
            number: hex(n),
            hash: `0x${n.toString(16).padStart(64, '0')}`,
            timestamp: hex(chain.timestampOf(n)),
          };
        }
        case 'eth_getTransactionReceipt':
          return chain.receipts.get(String(params[0]).toLowerCase()) ?? null;
        case 'eth_getTransactionByHash':
          return null;
        case 'eth_getTransactionCount':
          return '0x0';
        default:
          throw new Error(`unexpected ${method}`);
      }
    },
    blocks: {
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      getSnapshot: () => ({ blockNumber }),
    } satisfies BlockNumberSource,
    /**
     * Moves the head past the re-check window (a pending transaction checked at block N is
     * checked again after block N + 2, spec §9) and publishes it.
     */
    advancePastRecheck() {
      chain.head += 3;
      chain.publishHead();
    },
    /** Publishes the head as the latest block, as a block tracker would. */
    publishHead() {
      blockNumber = chain.head;
      for (const listener of [...listeners]) listener();
    },
    get listenerCount() {
      return listeners.size;
    },
  };
  return chain;
}

export const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
