// One atom per (chain, currency id) so every reader shares one metadata read: the native coin and
// registry tokens are known at once; other addresses are read from chain (decimals, symbol, name).
import type { Currency } from '@uniswap/sdk-core';
import { type Atom, atom } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';
import { currencyFromId, tokenFromMetadata, tokenMetadataCalls } from '../swap/currencies';

const currencyAtoms = new Map<string, Atom<Currency | null | undefined>>();

/** The currency an id names: null for none or not a token, undefined while its metadata loads. */
export function currencyAtom(chainId: number, id: string): Atom<Currency | null | undefined> {
  const key = `${chainId}:${id.toLowerCase()}`;
  let cached = currencyAtoms.get(key);
  if (!cached) {
    const known = currencyFromId(chainId, id);
    if (known !== undefined) {
      cached = atom(known);
    } else {
      const metadata = callStatesAtom(chainId, tokenMetadataCalls(id));
      cached = atom((get) => {
        const states = get(metadata);
        if (states.some((state) => state.loading)) return undefined;
        return tokenFromMetadata(
          chainId,
          id,
          states.map((state) => (state.error ? undefined : state.data)),
        );
      });
    }
    currencyAtoms.set(key, cached);
  }
  return cached;
}
