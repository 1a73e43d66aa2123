// What /find says of the two chosen tokens (spec 001 §2 "Find", §8): choose both first, then the
// pair's state: invalid, loading, no pool (create it), no liquidity (add some), else found (manage
// it on /pool/v2), with the account's LP tokens. Numbers are written for the given locale.
import { formatCurrencyAmount, shortenSymbol, type Translator } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import type { Currency } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { PoolState } from '../pools';
import { v2CurrencyId } from './currencies';
import { liquidityAmount } from './pairs';

/** The messages /find's status and summary are written with. */
export type FindPoolMessage =
  | 'find.addLiquidity'
  | 'find.createPool'
  | 'find.found'
  | 'find.invalid'
  | 'find.manage'
  | 'find.noLiquidity'
  | 'find.noPool'
  | 'find.poolTokens'
  | 'find.prompt'
  | 'poolV2.loading';

export interface FindPoolInput {
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  /** The pair of the two (its lookup state) and the account's LP balance of it. */
  readonly state: PoolState;
  readonly pair: Pair | null;
  readonly balance: bigint | undefined;
  readonly locale: string;
}

/** /find's status line (with its link) and the account's LP tokens of the pair, when it has any. */
export function findPoolView(t: Translator<FindPoolMessage>, input: FindPoolInput) {
  const { currencyA, currencyB, state, pair, balance } = input;
  const summary =
    pair && balance
      ? t('find.poolTokens', {
          amount: formatCurrencyAmount(
            liquidityAmount(pair, balance),
            AMOUNT_SIGNIFICANT_DIGITS,
            input.locale,
          ),
        })
      : undefined;
  const status = (): { text: string; link?: { href: string; label: string } } => {
    if (!currencyA || !currencyB) return { text: t('find.prompt') };
    if (state === PoolState.INVALID) return { text: t('find.invalid') };
    if (state === PoolState.LOADING) return { text: t('poolV2.loading') };
    const addHref = `/add/v2/${v2CurrencyId(currencyA)}/${v2CurrencyId(currencyB)}`;
    if (state === PoolState.NOT_EXISTS) {
      return { text: t('find.noPool'), link: { href: addHref, label: t('find.createPool') } };
    }
    if (!balance) {
      return {
        text: t('find.noLiquidity'),
        link: { href: addHref, label: t('find.addLiquidity') },
      };
    }
    return { text: t('find.found'), link: { href: '/pool/v2', label: t('find.manage') } };
  };
  return { status: status(), ...(summary ? { summary } : {}) };
}

/** The messages of /find's title, back link and token buttons. */
export type FindPoolFormMessage =
  | 'find.title'
  | 'find.back'
  | 'find.firstToken'
  | 'find.secondToken'
  | 'swap.selectToken';

/**
 * /find's title, its back link to `origin`, and the two token buttons: each with the chosen
 * token's symbol (null: none chosen yet) and telling `onSelect` which side it picks.
 */
export function findPoolForm(
  t: Translator<FindPoolFormMessage>,
  input: {
    readonly currencyA: Currency | null | undefined;
    readonly currencyB: Currency | null | undefined;
    readonly origin: string;
    readonly onSelect: (side: 'a' | 'b') => void;
  },
) {
  const token = (currency: Currency | null | undefined, side: 'a' | 'b', label: string) => ({
    symbol: currency ? shortenSymbol(currency.symbol ?? '') : null,
    onSelect: () => input.onSelect(side),
    label,
  });
  return {
    title: t('find.title'),
    back: { href: input.origin, label: t('find.back') },
    selectLabel: t('swap.selectToken'),
    tokenA: token(input.currencyA, 'a', t('find.firstToken')),
    tokenB: token(input.currencyB, 'b', t('find.secondToken')),
  };
}

/** /find's props (ui-kit FindPool's, but its link renderer): the form and the pair's status. */
export function findPoolPageView(
  t: Translator<FindPoolMessage | FindPoolFormMessage>,
  input: FindPoolInput & {
    readonly origin: string;
    readonly onSelect: (side: 'a' | 'b') => void;
  },
) {
  return { ...findPoolForm(t, input), ...findPoolView(t, input) };
}
