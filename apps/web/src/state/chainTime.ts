// The chain's clock as the app reads it: the latest block's timestamp from the multicall
// contract's getCurrentBlockTimestamp, in the same batch as the block's other reads. Devnets and
// stalled testnets can be days away from the wall clock, so time-dependent figures use this.
import { blockTimestampCall, decodeBlockTimestamp } from '@dex/chains';
import { type ChainTime, chainClockOf } from '@dex/write';
import { type Atom, atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { callStatesAtom } from './chainCalls';

/** Unix seconds of `chainId`'s latest block while read; undefined until known or without multicall. */
export const chainTimestampAtom = atomFamily((chainId: number): Atom<number | undefined> => {
  const call = blockTimestampCall(chainId);
  const states = call ? callStatesAtom(chainId, [call]) : undefined;
  return atom((get) => {
    const state = states ? get(states)[0] : undefined;
    return state?.valid && !state.error ? decodeBlockTimestamp(state.data) : undefined;
  });
});

/**
 * The chain's clock for a write's deadlines (@dex/write's `ChainTime`, seconds): the latest block's
 * timestamp from the reads above when known, else asked of the chain's read node at once. The one
 * clock every deadline and permit of the app is computed from.
 */
export function chainClock(get: Getter, chainId: number): ChainTime {
  return chainClockOf(get(chainTimestampAtom(chainId)), () => {
    const provider = chainReader(chainId)?.provider;
    return provider && ((args) => provider.request(args));
  });
}
