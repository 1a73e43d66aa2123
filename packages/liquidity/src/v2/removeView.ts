// What /remove/v2/{a}/{b} shows from the removal form (spec 001 §2 "Remove V2", §5 "V2 removal",
// §9): the slider's percent, each field's text, the pair's prices and the Remove button. Numbers
// are written for the given locale, words by `t`.

import type { ApprovalState } from '@dex/approvals';
import {
  formatPrice,
  formatSignificantText,
  shortenSymbol,
  type Translator,
} from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import type { Currency, CurrencyAmount } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { approveButton, type FormAction } from '../approveButtons';
import { type LpApproveMessage, lpApproveLabels } from '../view/approveLabels';
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

/** The messages the removal page's form and review are written with. */
export type RemoveV2PageMessage =
  | RemoveV2Message
  | 'removeV2.amount'
  | 'removeV2.approveSummary'
  | 'removeV2.burned'
  | 'removeV2.confirm'
  | 'removeV2.detailed'
  | 'removeV2.max'
  | 'removeV2.percentLabel'
  | 'removeV2.poolTokens'
  | 'removeV2.receive'
  | 'removeV2.simple'
  | 'removeV2.summary'
  | 'removeV2.title'
  | 'removeV2.youWillReceive'
  | 'swap.selectToken';

export interface RemoveV2ViewInput {
  readonly mode: 'simple' | 'detailed';
  readonly burn: BurnState;
  readonly derived: Pick<DerivedBurn, 'percent' | 'liquidity' | 'amountA' | 'amountB'>;
  readonly pair: Pair | null;
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  /** The native side's other form ('Receive WETH' while paying out ETH, and back); none without. */
  readonly receiveOther: string | undefined;
  readonly locale: string;
}

/**
 * The removal page's texts: the form's labels, the slider's percent, the three fields (the LP
 * tokens and each token), what the removal pays out, the prices, and the review's headline and
 * lines; `onType` is told which field was typed in.
 */
export function removeV2View(
  t: Translator<RemoveV2PageMessage>,
  input: RemoveV2ViewInput,
  onType: (field: BurnField, typedValue: string) => void,
) {
  const { burn, derived, locale } = input;
  const text = (amount: CurrencyAmount<Currency> | undefined, inLocale?: string) =>
    formatSignificantText(amount, AMOUNT_SIGNIFICANT_DIGITS, inLocale);
  const symbolA = shortenSymbol(input.currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(input.currencyB?.symbol ?? '');
  const pairLabel = `${symbolA}/${symbolB}`;
  const field = (
    which: BurnField,
    label: string,
    symbol: string,
    amount: CurrencyAmount<Currency> | undefined,
  ) => ({
    label,
    value: burnFieldValue(burn, which, amount),
    onUserInput: (typedValue: string) => onType(which, typedValue),
    currencySymbol: symbol,
    selectLabel: t('swap.selectToken'),
  });
  const prices = removalPriceFacts(t, input.pair, input.currencyA, { symbolA, symbolB }, locale);
  return {
    labels: {
      title: t('removeV2.title'),
      toggleMode: t(input.mode === 'simple' ? 'removeV2.detailed' : 'removeV2.simple'),
      amount: t('removeV2.amount'),
      percentLabel: t('removeV2.percentLabel'),
      max: t('removeV2.max'),
      youWillReceive: t('removeV2.youWillReceive'),
    },
    percent: burnSliderPercent(burn, derived),
    inputs: [
      field(
        BurnField.LIQUIDITY,
        t('removeV2.poolTokens', { pair: pairLabel }),
        pairLabel,
        derived.liquidity,
      ),
      field(BurnField.CURRENCY_A, symbolA, symbolA, derived.amountA),
      field(BurnField.CURRENCY_B, symbolB, symbolB, derived.amountB),
    ],
    receive: [
      { label: symbolA, value: text(derived.amountA, locale) || '-' },
      { label: symbolB, value: text(derived.amountB, locale) || '-' },
    ],
    receiveLabel:
      input.receiveOther === undefined
        ? undefined
        : t('removeV2.receive', { symbol: input.receiveOther }),
    prices,
    approveSummary: t('removeV2.approveSummary', { pair: pairLabel }),
    summary: t('removeV2.summary', {
      amountA: text(derived.amountA, locale),
      symbolA,
      amountB: text(derived.amountB, locale),
      symbolB,
    }),
    headline: `${text(derived.amountA, locale)} ${symbolA} + ${text(derived.amountB, locale)} ${symbolB}`,
    reviewLines: [
      { label: t('removeV2.burned', { pair: pairLabel }), value: text(derived.liquidity, locale) },
      ...prices,
    ],
    reviewLabels: { title: t('removeV2.youWillReceive'), confirm: t('removeV2.confirm') },
  };
}

/**
 * The removal's buttons: while the amounts are valid, Approve (or sign) the LP tokens with the
 * approval's history text, then Remove; else only the button saying what is missing.
 */
export function removeV2Buttons(
  t: Translator<RemoveV2Message | LpApproveMessage>,
  input: {
    readonly error: BurnError;
    readonly approval: ApprovalState;
    readonly approveSummary: string;
  },
  handlers: {
    readonly onApprove: (summary: string) => void;
    readonly onConnect: () => void;
    readonly onRemove: () => void;
  },
) {
  const approval =
    input.error === null
      ? approveButton(input.approval, lpApproveLabels(t), () =>
          handlers.onApprove(input.approveSummary),
        )
      : undefined;
  return {
    approval,
    action: removeAction(t, input.error, approval?.status === 'approved', handlers),
  };
}

/** What the V2 removal page reads from the app's state, gathered in one value. */
export interface RemoveV2PageReads {
  readonly burn: BurnState;
  readonly derived: DerivedBurn;
  readonly pair: Pair | null;
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  readonly approval: ApprovalState;
  /** Pay out the wrapped token instead of the native coin. */
  readonly receiveWrapped: boolean;
  /** The chain's native coin and wrapped token symbols when a side is the native coin. */
  readonly nativeSymbols: { readonly native: string; readonly wrapped: string } | undefined;
}

/**
 * The whole V2 removal page from its reads: removeV2View's texts and fields, the native side's
 * 'Receive WETH' / 'Receive ETH' toggle (the other form than the one paid out), and the buttons.
 */
export function removeV2PageView(
  t: Translator<RemoveV2PageMessage | RemoveV2Message | LpApproveMessage>,
  reads: RemoveV2PageReads,
  page: {
    readonly mode: 'simple' | 'detailed';
    readonly locale: string;
    readonly setBurn: (burn: BurnState) => void;
    readonly setReceiveWrapped: (receiveWrapped: boolean) => void;
    readonly onApprove: (summary: string) => void;
    readonly onConnect: () => void;
    readonly onRemove: () => void;
  },
) {
  const { nativeSymbols, receiveWrapped } = reads;
  const receiveOther =
    nativeSymbols && (receiveWrapped ? nativeSymbols.native : nativeSymbols.wrapped);
  const view = removeV2View(
    t,
    { ...reads, ...page, receiveOther },
    (independentField, typedValue) => page.setBurn({ independentField, typedValue }),
  );
  const buttons = removeV2Buttons(
    t,
    { error: reads.derived.error, approval: reads.approval, approveSummary: view.approveSummary },
    page,
  );
  return {
    ...view,
    onPercentChange: (value: number) =>
      page.setBurn({ independentField: BurnField.LIQUIDITY_PERCENT, typedValue: String(value) }),
    ...(view.receiveLabel
      ? {
          receiveToggle: {
            label: view.receiveLabel,
            onClick: () => page.setReceiveWrapped(!receiveWrapped),
          },
        }
      : {}),
    ...(buttons.approval ? { approval: buttons.approval } : {}),
    action: buttons.action,
  };
}
