// What /remove/v2/{a}/{b} shows from the removal form (spec 001 §2 "Remove V2", §5 "V2 removal",
// §9): the slider's percent, each field's text, the pair's prices and the Remove button. Numbers
// are written for the given locale, words by `t`.
import { formatPrice, formatSignificantText, type Translator } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import type { FormAction } from '../approveButtons';
import { type BurnError, BurnField, type BurnState, type DerivedBurn } from './burn';

/** The messages the removal form's prices and button are written with. */
export type RemoveV2Message =
  | 'addLiquidity.connectWallet'
  | 'addLiquidity.enterAmount'
  | 'removeV2.remove'
  | 'removeV2.priceLabel'
  | 'removeV2.priceValue';

const NOTHING = () => {};

/** The slider's percent: as typed while the percent is typed, else the typed amount's whole percent. */
export function burnSliderPercent(burn: BurnState, derived: Pick<DerivedBurn, 'percent'>): number {
  return burn.independentField === BurnField.LIQUIDITY_PERCENT
    ? Number(burn.typedValue) || 0
    : Number(derived.percent.toFixed(0));
}

/** A field's text: what the user typed in the field they type in, else the derived amount (plain). */
export function burnFieldValue(
  burn: BurnState,
  field: BurnField,
  amount: CurrencyAmount<Currency> | undefined,
): string {
  return burn.independentField === field
    ? burn.typedValue
    : formatSignificantText(amount, AMOUNT_SIGNIFICANT_DIGITS);
}

/** The pair's prices both ways round ("1 A = x B"); none while the pair is unknown. */
export function removalPriceFacts(
  t: Translator<RemoveV2Message>,
  pair: Pair | null,
  currencyA: Currency | null | undefined,
  symbols: { readonly symbolA: string; readonly symbolB: string },
  locale: string,
): { readonly label: string; readonly value: string }[] {
  const price = pair && currencyA ? pair.priceOf(currencyA.wrapped) : undefined;
  if (!price) return [];
  const { symbolA, symbolB } = symbols;
  return [
    {
      label: t('removeV2.priceLabel', { base: symbolA }),
      value: t('removeV2.priceValue', {
        price: formatPrice(price, AMOUNT_SIGNIFICANT_DIGITS, locale),
        quote: symbolB,
      }),
    },
    {
      label: t('removeV2.priceLabel', { base: symbolB }),
      value: t('removeV2.priceValue', {
        price: formatPrice(price.invert(), AMOUNT_SIGNIFICANT_DIGITS, locale),
        quote: symbolA,
      }),
    },
  ];
}

/** §5: 'Connect Wallet' (opens the wallet), 'Enter an amount', else 'Remove', usable once approved. */
export function removeAction(
  t: Translator<RemoveV2Message>,
  error: BurnError,
  approved: boolean,
  handlers: { readonly onConnect: () => void; readonly onRemove: () => void },
): FormAction {
  if (error === 'connectWallet') {
    return { label: t('addLiquidity.connectWallet'), disabled: false, onClick: handlers.onConnect };
  }
  if (error === 'enterAmount') {
    return { label: t('addLiquidity.enterAmount'), disabled: true, onClick: NOTHING };
  }
  return { label: t('removeV2.remove'), disabled: !approved, onClick: handlers.onRemove };
}
