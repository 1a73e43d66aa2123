// One atom per (chain, currency id) so every reader shares one metadata read: the native coin and
// registry tokens are known at once; other addresses are read from chain (decimals, symbol, name).
import { type Currency, currencyFromId, toSdkToken } from '@dex/currency';
import {
  isUnusableToken,
  tokenFromMetadata,
  tokenMetadataCalls,
  type UnusableToken,
} from '@dex/token-lists';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { callStatesAtom } from '../state/chainCalls';

type Lookup = Currency | UnusableToken | null | undefined;

/** Families are keyed by "chainId:lower-case id", so every casing of an id shares one atom. */
const keyOf = (chainId: number, id: string) => `${chainId}:${id.toLowerCase()}`;
function parseKey(key: string): [number, string] {
  const separator = key.indexOf(':');
  return [Number(key.slice(0, separator)), key.slice(separator + 1)];
}

/** What an id names: a currency, a token unusable by its own metadata, null, or undefined while loading. */
const lookupFamily = atomFamily((key: string): Atom<Lookup> => {
  const [chainId, id] = parseKey(key);
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
    return toSdkToken(token);
  });
});

const currencyFamily = atomFamily((key: string) => {
  const lookup = lookupFamily(key);
  return atom((get) => {
    const value = get(lookup);
    return isUnusableToken(value) ? null : value;
  });
});

const unusableFamily = atomFamily((key: string) => {
  const lookup = lookupFamily(key);
  return atom((get) => {
    const value = get(lookup);
    return isUnusableToken(value) ? value : null;
  });
});

/**
 * The currency an id names: null for none, not a token, or a token no trade can use (see
 * `unusableTokenAtom` for why); undefined while its metadata loads.
 */
export function currencyAtom(chainId: number, id: string): Atom<Currency | null | undefined> {
  return currencyFamily(keyOf(chainId, id));
}

/** The token an id names when its own metadata makes it unusable (e.g. 255 decimals); else null. */
export function unusableTokenAtom(chainId: number, id: string): Atom<UnusableToken | null> {
  return unusableFamily(keyOf(chainId, id));
}
