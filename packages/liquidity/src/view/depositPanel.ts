// One deposit input (V3 add/increase and V2 add): the typed amount, the balance and Max. Symbols
// over 20 characters are shortened (spec 001 §9).
import {
  formatDisplayAmount,
  formatUnitsPlain,
  shortenSymbol,
  type Translator,
} from '@dex/primitives';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import { maxAmountSpend } from '../deposit';
import type { AddLiquidityError } from '../mint';

/** Spec 001 §9: balances to 4 significant digits. */
const BALANCE_DIGITS = 4;

/** The messages a deposit panel and its button's error text ask for. */
export type DepositPanelMessage =
  | 'swap.selectToken'
  | 'swap.balance'
  | 'swap.max'
  | 'addLiquidity.connectWallet'
  | 'addLiquidity.invalidPair'
  | 'addLiquidity.enterAmount'
  | 'addLiquidity.insufficientBalance';

export interface DepositPanelInput {
  /** The panel's name when no currency is chosen yet. */
  readonly fallbackLabel: string;
  readonly currency: Currency | null | undefined;
  /** What the field shows: the typed text, or the other side computed. */
  readonly value: string;
  readonly balance: CurrencyAmount<Currency> | undefined;
  /** The chain's gas price, which sizes the native coin's gas reserve; unknown keeps a fixed one. */
  readonly gasPriceWei?: bigint | undefined;
  readonly onType: (typedValue: string) => void;
  /** How the balance is written (the active number locale); the field's value stays plain. */
  readonly locale: string;
}

/** A currency amount field as a form shows it (any UI kit's input panel of this shape). */
export interface DepositPanelView {
  readonly label: string;
  readonly value: string;
  readonly onUserInput: (value: string) => void;
  readonly currencySymbol: string | null;
  readonly selectLabel: string;
  readonly balanceText?: string;
  readonly max?: { readonly label: string; readonly onMax: () => void };
}

/** The panel's props: balance when known, Max (all but the gas reserve) when there is any. */
export function depositPanel(
  t: Translator<DepositPanelMessage>,
  input: DepositPanelInput,
): DepositPanelView {
  const { currency, balance, onType } = input;
  const spendable = maxAmountSpend(balance, input.gasPriceWei);
  return {
    label: currency ? shortenSymbol(currency.symbol ?? '') : input.fallbackLabel,
    value: input.value,
    onUserInput: onType,
    currencySymbol: currency ? shortenSymbol(currency.symbol ?? '') : null,
    selectLabel: t('swap.selectToken'),
    ...(balance && currency
      ? {
          balanceText: t('swap.balance', {
            // Spec 001 §9: 4 significant digits, so spec §5's small-amount floor (<0.0001).
            balance: formatDisplayAmount(
              BigInt(balance.quotient.toString()),
              currency.decimals,
              BALANCE_DIGITS,
              input.locale,
            ),
          }),
        }
      : {}),
    ...(spendable && currency && spendable.greaterThan(0)
      ? {
          max: {
            label: t('swap.max'),
            onMax: () =>
              onType(formatUnitsPlain(BigInt(spendable.quotient.toString()), currency.decimals)),
          },
        }
      : {}),
  };
}

/** The add button's text for what is missing, in the spec's priority (V3 and V2 alike). */
export function depositErrorLabel(
  t: Translator<DepositPanelMessage>,
  error: AddLiquidityError,
): string {
  switch (error.kind) {
    case 'connectWallet':
      return t('addLiquidity.connectWallet');
    case 'invalidPair':
      return t('addLiquidity.invalidPair');
    case 'enterAmount':
      return t('addLiquidity.enterAmount');
    case 'insufficientBalance':
      return t('addLiquidity.insufficientBalance', { symbol: shortenSymbol(error.symbol) });
  }
}
