// The USD value of a position's amounts (spec 001 §2 "Liquidity value", "Unclaimed fees"); the
// amounts are @dex/liquidity's positionAmounts.
import type { Currency, CurrencyAmount, Token } from '@dex/currency';
import { sumOfPair } from '@dex/liquidity';
import { type Atom, atom } from 'jotai';
import { usdPriceAtom, usdValue } from '../../prices';

/** The USD value of a pair of amounts; undefined unless both tokens have a price. */
export function pairUsdValueAtom(
  amounts: readonly [CurrencyAmount<Currency>, CurrencyAmount<Currency>] | undefined,
): Atom<CurrencyAmount<Token> | undefined> {
  return atom((get) => {
    if (!amounts) return undefined;
    const [a, b] = amounts.map((amount) => usdValue(amount, get(usdPriceAtom(amount.currency))));
    return sumOfPair(a, b);
  });
}
