import { atom, type WritableAtom } from 'jotai';
import { chainReader } from '../chain/chainReaders';
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
 * Follows a chain's block number through its shared block tracker (@dex/multicall) while something
 * reads it: jotai mounts the atom on the first subscriber and unmounts it after the last, and the
 * tracker itself starts and stops with its subscribers.
 */
export function blockWatchAtom(chainId: number): BlockWatchAtom {
  let watcher = watchers.get(chainId);
  if (!watcher) {
    watcher = atom(null, (_get, set, blockNumber: number) =>
      set(updateBlockNumberAtom, { chainId, blockNumber }),
    );
    watcher.onMount = (setBlockNumber) => {
      const tracker = chainReader(chainId)?.blockTracker;
      if (!tracker) return;
      const publish = () => {
        const { blockNumber } = tracker.getSnapshot();
        // A node that is down shows as a missing block number; the tracker retries by itself.
        if (blockNumber !== undefined) setBlockNumber(blockNumber);
      };
      const unsubscribe = tracker.subscribe(publish);
      publish();
      return unsubscribe;
    };
    watchers.set(chainId, watcher);
  }
  return watcher;
}

/** The active chain's latest block, followed while read; undefined until the first answer. */
export const latestBlockNumberAtom = atom((get) => {
  const chainId = get(activeChainIdAtom);
  get(blockWatchAtom(chainId));
  return get(blockNumbersAtom)[chainId];
});
