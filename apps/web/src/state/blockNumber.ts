import { atom, type WritableAtom } from 'jotai';
import { watchBlockNumber } from '../blockNumber';
import { rpcUrlFor } from '../config';
import { activeChainIdAtom } from './wallet';

/** Application state (spec §3): the latest block number seen per chain. */
export const blockNumbersAtom = atom<Readonly<Record<number, number>>>({});

/** Records a block; numbers only move forward, so a slow answer cannot roll the indicator back. */
export const updateBlockNumberAtom = atom(
  null,
  (get, set, update: { chainId: number; blockNumber: number }) => {
    const known = get(blockNumbersAtom)[update.chainId];
    if (known !== undefined && known >= update.blockNumber) return;
    set(blockNumbersAtom, { ...get(blockNumbersAtom), [update.chainId]: update.blockNumber });
  },
);

type BlockWatchAtom = WritableAtom<null, [number], void>;
const watchers = new Map<number, BlockWatchAtom>();

/**
 * Polls a chain's block number while something reads it (jotai mounts the atom on the first
 * subscriber and unmounts it after the last). Replaceable by @dex/multicall's block tracker, which
 * would write `updateBlockNumberAtom` instead.
 */
export function blockWatchAtom(chainId: number): BlockWatchAtom {
  let watcher = watchers.get(chainId);
  if (!watcher) {
    watcher = atom(null, (_get, set, blockNumber: number) =>
      set(updateBlockNumberAtom, { chainId, blockNumber }),
    );
    watcher.onMount = (setBlockNumber) => {
      const rpcUrl = rpcUrlFor(chainId);
      if (!rpcUrl || typeof fetch !== 'function') return;
      return watchBlockNumber({
        rpcUrl,
        fetch: (...args) => fetch(...args),
        onBlock: setBlockNumber,
        // A node that is down shows as a missing block number; the next poll retries.
        onError: () => {},
      });
    };
    watchers.set(chainId, watcher);
  }
  return watcher;
}

/** The active chain's latest block, polling it while read; undefined until the first answer. */
export const latestBlockNumberAtom = atom((get) => {
  const chainId = get(activeChainIdAtom);
  get(blockWatchAtom(chainId));
  return get(blockNumbersAtom)[chainId];
});
