// One atom per (chain, currency id) so every reader shares one metadata read: the native coin and
// registry tokens are known at once; other addresses are read from chain (decimals, symbol, name).
import { currencyFromId } from '@dex/router';
import {
  isUnusableToken,
  tokenFromMetadata,
  tokenMetadataCalls,
  type UnusableToken,
} from '@dex/token-lists';
import { type Currency, Token } from '@uniswap/sdk-core';
import { type Atom, atom } from 'jotai';
import { callStatesAtom } from '../state/chainCalls';

type Lookup = Currency | UnusableToken | null | undefined;

const lookupAtoms = new Map<string, Atom<Lookup>>();
const currencyAtoms = new Map<string, Atom<Currency | null | undefined>>();
const unusableAtoms = new Map<string, Atom<UnusableToken | null>>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    cache.set(key, value);
  }
  return value;
}

/** What an id names: a currency, a token unusable by its own metadata, null, or undefined while loading. */
function lookupAtom(chainId: number, id: string): Atom<Lookup> {
  return cached(lookupAtoms, `${chainId}:${id.toLowerCase()}`, () => {
    const known = currencyFromId(chainId, id);
    if (known !== undefined) return atom(known);
    const metadata = callStatesAtom(chainId, tokenMetadataCalls(id));
    return atom((get) => {
      const states = get(metadata);
      if (states.some((state) => state.loading)) return undefined;
      const token = tokenFromMetadata(
        chainId,
        id,
        states.map((state) => (state.error ? undefined : state.data)),
      );
      if (!token || isUnusableToken(token)) return token;
      return new Token(token.chainId, token.address, token.decimals, token.symbol, token.name);
    });
  });
}

/**
 * The currency an id names: null for none, not a token, or a token no trade can use (see
 * `unusableTokenAtom` for why); undefined while its metadata loads.
 */
export function currencyAtom(chainId: number, id: string): Atom<Currency | null | undefined> {
  return cached(currencyAtoms, `${chainId}:${id.toLowerCase()}`, () => {
    const lookup = lookupAtom(chainId, id);
    return atom((get) => {
      const value = get(lookup);
      return isUnusableToken(value) ? null : value;
    });
  });
}

/** The token an id names when its own metadata makes it unusable (e.g. 255 decimals); else null. */
export function unusableTokenAtom(chainId: number, id: string): Atom<UnusableToken | null> {
  return cached(unusableAtoms, `${chainId}:${id.toLowerCase()}`, () => {
    const lookup = lookupAtom(chainId, id);
    return atom((get) => {
      const value = get(lookup);
      return isUnusableToken(value) ? value : null;
    });
  });
}
