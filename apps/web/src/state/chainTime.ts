// The chain's clock as the app reads it: the latest block's timestamp from the multicall
// contract's getCurrentBlockTimestamp, in the same batch as the block's other reads. Devnets and
// stalled testnets can be days away from the wall clock, so time-dependent figures use this.
import { getChainInfo } from '@dex/chains';
import { getMulticallInterface } from '@dex/multicall/ethers';
import { type ChainTime, ChainTimeUnknownError, readChainTime } from '@dex/write';
import { type Atom, atom, type Getter } from 'jotai';
import { atomFamily } from 'jotai-family';
import { chainReader } from '../chain/chainReaders';
import { callStatesAtom } from './chainCalls';

// @spec 000 §7.18 Account native-coin balance, current block timestamp
/** Unix seconds of `chainId`'s latest block while read; undefined until known or without multicall. */
export const chainTimestampAtom = atomFamily((chainId: number): Atom<number | undefined> => {
  const multicallAddress = getChainInfo(chainId)?.contracts.multicall;
  const multicall = getMulticallInterface();
  const states = multicallAddress
    ? callStatesAtom(chainId, [
        {
          address: multicallAddress,
          callData: multicall.encodeFunctionData('getCurrentBlockTimestamp'),
        },
      ])
    : undefined;
  return atom((get) => {
    const state = states ? get(states)[0] : undefined;
    if (!state?.valid || !state.data || state.error) return undefined;
    try {
      const [timestamp] = multicall.decodeFunctionResult('getCurrentBlockTimestamp', state.data);
      return Number(timestamp);
    } catch {
      return undefined; // a malformed answer: no time rather than a wrong one
    }
  });
});

/**
 * The chain's clock for a write's deadlines (@dex/write's `ChainTime`, seconds): the latest block's
 * timestamp from the reads above when known, else asked of the chain's read node at once. The one
 * clock every deadline and permit of the app is computed from.
 */
export function chainClock(get: Getter, chainId: number): ChainTime {
  const known = get(chainTimestampAtom(chainId));
  return () => {
    if (known !== undefined) return BigInt(known);
    const reader = chainReader(chainId);
    if (!reader) throw new ChainTimeUnknownError();
    return readChainTime((args) => reader.provider.request(args));
  };
}
