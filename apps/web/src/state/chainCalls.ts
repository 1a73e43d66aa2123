// jotai atoms over @dex/multicall watches: a list of calls is fetched (in the block's one batch)
// while something reads the atom, and stops being fetched after the last reader leaves.
import { type Call, type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { type Atom, atom } from 'jotai';
import { chainReader } from '../chain/chainReaders';

const watches = new Map<string, Atom<readonly CallState[]>>();

function keyOf(chainId: number, calls: readonly Call[], blocksPerFetch: number): string {
  return `${chainId}|${blocksPerFetch}|${calls.map((c) => `${c.address}-${c.callData}-${c.gasRequired ?? ''}`).join(',')}`;
}

/** The call states of `calls` on `chainId`, refreshed every `blocksPerFetch` blocks while read. */
export function callStatesAtom(
  chainId: number,
  calls: readonly Call[],
  blocksPerFetch = 1,
): Atom<readonly CallState[]> {
  const key = keyOf(chainId, calls, blocksPerFetch);
  let watched = watches.get(key);
  if (!watched) {
    const initial: readonly CallState[] = calls.map(() => INVALID_CALL_STATE);
    const value = atom<readonly CallState[]>(initial);
    const writable = atom(
      (get) => get(value),
      (_get, set, next: readonly CallState[]) => set(value, next),
    );
    writable.onMount = (setStates) => {
      const multicall = chainReader(chainId)?.multicall;
      if (!multicall) return;
      const watch = multicall.watch(calls, { blocksPerFetch });
      const publish = () => setStates(watch.getSnapshot());
      const unsubscribe = watch.subscribe(publish);
      publish();
      return () => {
        unsubscribe();
        // Forget unread watches (e.g. the quote for every amount typed) so the map does not grow
        // for ever; a later read of the same calls makes a fresh atom.
        if (watches.get(key) === watched) watches.delete(key);
      };
    };
    watched = writable;
    watches.set(key, watched);
  }
  return watched;
}
