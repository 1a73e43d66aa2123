// The USD price of a currency on its chain (@dex/swap's usdPriceFromReads) over the same
// multicall watches the swap reads its pairs, pools and quotes through.

import type { Currency, Price, Token } from '@dex/currency';
import { usdPriceFromReads } from '@dex/swap';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { reportParseError } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';

interface PriceKey {
  readonly key: string;
  readonly currency: Currency;
}

const priceFamily = atomFamily(
  ({ currency }: PriceKey) =>
    atom((get) => {
      const read = (calls: Parameters<typeof callStatesAtom>[1]) =>
        get(callStatesAtom(currency.chainId, calls));
      return usdPriceFromReads(read, currency, undefined, { onParseError: reportParseError }).price;
    }),
  (a, b) => a.key === b.key,
);

const NO_PRICE: Atom<Price<Currency, Token> | undefined> = atom(() => undefined);

/**
 * The price of one `currency` in its chain's dollar stablecoin; undefined while loading, without
 * a route, or on a chain without a stablecoin. Off mainnet UNI has the router's fixed price.
 */
export function usdPriceAtom(
  currency: Currency | undefined,
): Atom<Price<Currency, Token> | undefined> {
  if (!currency) return NO_PRICE;
  const id = currency.isNative ? 'native' : currency.address.toLowerCase();
  return priceFamily({ key: `${currency.chainId}|${id}`, currency });
}
