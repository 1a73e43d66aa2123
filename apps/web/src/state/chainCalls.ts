// jotai atoms over @dex/multicall watches: a list of calls is fetched (in the block's one batch)
// while something reads the atom, and stops being fetched after the last reader leaves.
import { type Call, type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';

interface WatchKey {
  readonly key: string;
  readonly chainId: number;
  readonly calls: readonly Call[];
  readonly blocksPerFetch: number;
}

function keyOf(chainId: number, calls: readonly Call[], blocksPerFetch: number): string {
  return `${chainId}|${blocksPerFetch}|${calls.map((c) => `${c.address}-${c.callData}-${c.gasRequired ?? ''}`).join(',')}`;
}

const watchFamily = atomFamily(
  ({ key, chainId, calls, blocksPerFetch }: WatchKey): Atom<readonly CallState[]> => {
    const initial: readonly CallState[] = calls.map(() => INVALID_CALL_STATE);
    const value = atom<readonly CallState[]>(initial);
    const watched = atom(
      (get) => get(value),
      (_get, set, next: readonly CallState[]) => set(value, next),
    );
    watched.onMount = (setStates) => {
      const multicall = chainReader(chainId)?.multicall;
      if (!multicall) return;
      const watch = multicall.watch(calls, { blocksPerFetch });
      const publish = () => setStates(watch.getSnapshot());
      const unsubscribe = watch.subscribe(publish);
      publish();
      return () => {
        unsubscribe();
        // Forget unread watches (e.g. the quote for every amount typed) so the family does not
        // grow for ever; a later read of the same calls makes a fresh atom. Only this atom: a
        // fresh one for the same calls may already be mounted, and removing it would make every
        // read create, mount and drop another, for ever.
        const param = { key, chainId, calls, blocksPerFetch };
        if (watchFamily(param) === watched) watchFamily.remove(param);
      };
    };
    return watched;
  },
  (a, b) => a.key === b.key,
);

/** The call states of `calls` on `chainId`, refreshed every `blocksPerFetch` blocks while read. */
export function callStatesAtom(
  chainId: number,
  calls: readonly Call[],
  blocksPerFetch = 1,
): Atom<readonly CallState[]> {
  return watchFamily({
    key: keyOf(chainId, calls, blocksPerFetch),
    chainId,
    calls,
    blocksPerFetch,
  });
}
