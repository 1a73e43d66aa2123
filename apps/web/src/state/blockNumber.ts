import { type NodeStatus, nodeStatusOf } from '@dex/multicall/http';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { activeChainIdAtom } from './wallet';

// @spec 000 §3.7 Application state
/** Application state (spec §3): the latest block number seen per chain. */
export const blockNumbersAtom = atom<Readonly<Record<number, number>>>({});

/** The read node's last failure per chain (cleared by its next answer); see nodeStatusAtom. */
export const nodeErrorsAtom = atom<Readonly<Record<number, Error | undefined>>>({});

/** Records a block; numbers only move forward, so a slow answer cannot roll the indicator back. */
export const updateBlockNumberAtom = atom(
  null,
  (get, set, update: { chainId: number; blockNumber: number }) => {
    const known = get(blockNumbersAtom)[update.chainId];
    if (known !== undefined && known >= update.blockNumber) return;
    set(blockNumbersAtom, { ...get(blockNumbersAtom), [update.chainId]: update.blockNumber });
  },
);

interface TrackerUpdate {
  readonly blockNumber: number | undefined;
  readonly error: Error | undefined;
}

/**
 * Follows a chain's block number and its node's health through its shared block tracker
 * (@dex/multicall) while something reads it: jotai mounts the atom on the first subscriber and
 * unmounts it after the last, and the tracker itself starts and stops with its subscribers.
 */
export const blockWatchAtom = atomFamily((chainId: number) => {
  const watcher = atom(null, (get, set, update: TrackerUpdate) => {
    if (update.blockNumber !== undefined) {
      set(updateBlockNumberAtom, { chainId, blockNumber: update.blockNumber });
    }
    if (get(nodeErrorsAtom)[chainId] !== update.error) {
      set(nodeErrorsAtom, { ...get(nodeErrorsAtom), [chainId]: update.error });
    }
  });
  watcher.onMount = (publishUpdate) => {
    const tracker = chainReader(chainId)?.blockTracker;
    if (!tracker) return;
    // The tracker keeps retrying by itself while the node is down; the error is shown meanwhile.
    const publish = () => publishUpdate(tracker.getSnapshot());
    const unsubscribe = tracker.subscribe(publish);
    publish();
    return unsubscribe;
  };
  return watcher;
});

/** The active chain's latest block, followed while read; undefined until the first answer. */
export const latestBlockNumberAtom = atom((get) => {
  const chainId = get(activeChainIdAtom);
  get(blockWatchAtom(chainId));
  return get(blockNumbersAtom)[chainId];
});

/** Whether the active chain's read node answers (@dex/multicall's nodeStatusOf). */
export const nodeStatusAtom = atom((get): NodeStatus => {
  const chainId = get(activeChainIdAtom);
  get(blockWatchAtom(chainId));
  return nodeStatusOf(get(nodeErrorsAtom)[chainId]);
});
