import type { Currency, CurrencyAmount } from '@dex/currency';
import { balanceAmount } from '@dex/liquidity';
import { type Atom, atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { nativeBalanceOfAtom, tokenBalancesAtom } from '../state/nativeBalance';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';

/** The connected account's balance of one currency on the active chain; undefined while unknown. */
export const currencyBalanceAtom = atomFamily(
  (currency: Currency): Atom<CurrencyAmount<Currency> | undefined> =>
    atom((get) => {
      const account = get(connectedAccountAtom);
      if (!account) return undefined;
      const chainId = get(activeChainIdAtom);
      const raw = currency.isNative
        ? get(nativeBalanceOfAtom(chainId, account))
        : get(tokenBalancesAtom(chainId, account, [currency.address]))[currency.address];
      return balanceAmount(currency, raw);
    }),
  (a, b) => a.equals(b),
);

/** The balance of whichever currency an atom picks (a deposit side); undefined without one. */
export function selectedBalanceAtom(currencyAtomOf: Atom<Currency | null | undefined>) {
  return atom((get) => {
    const currency = get(currencyAtomOf);
    return currency ? get(currencyBalanceAtom(currency)) : undefined;
  });
}
