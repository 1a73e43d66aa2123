// What /add/v2/{a}/{b} shows (spec 001 §2 "Add V2 liquidity page"): its title, the first-provider
// messages, each field's text, the prices and pool share, the review's headline, lines and labels,
// and the history text of a deposit. Numbers are written for the given locale, words by `t`.

import type { ApprovalState } from '@dex/approvals';
import {
  formatCurrencyAmount,
  formatPrice,
  formatSignificantText,
  localizeNumberText,
  shortenSymbol,
  type Translator,
} from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS as DIGITS } from '@dex/router';
import type { Currency, CurrencyAmount, Percent, Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { depositApproveButtons } from '../approveButtons';
import type { AddLiquidityError } from '../mint';
import { PoolState } from '../pools';
import { type DepositPanelMessage, depositErrorLabel, depositPanel } from '../view/depositPanel';
import { V2AddField, v2DepositPrice, v2DepositShareText } from './add';
import type { AddV2Review } from './addReview';
import type { V2AddAction, V2AddState } from './addState';

type DepositPriceInput = Parameters<typeof v2DepositPrice>[0];

/** The messages the V2 add page is written with. */
export type AddV2ViewMessage =
  | 'addV2.confirmSupply'
  | 'addV2.createAndSupply'
  | 'addV2.createTitle'
  | 'addV2.creatingPool'
  | 'addV2.deposited'
  | 'addV2.firstProvider1'
  | 'addV2.firstProvider2'
  | 'addV2.firstProvider3'
  | 'addV2.initialPrices'
  | 'addV2.per'
  | 'addV2.poolTokens'
  | 'addV2.prices'
  | 'addV2.rate'
  | 'addV2.rates'
  | 'addV2.shareOfPool'
  | 'addV2.summary'
  | 'addV2.title'
  | 'addV2.youWillReceive';

/** Plain without a locale (what a field shows), else written for the locale. */
const amountText = (amount: CurrencyAmount<Currency> | undefined, locale?: string) =>
  formatSignificantText(amount, DIGITS, locale);

/** A field's text: what the user typed in it, else the other typed (a new pool) or computed. */
export function v2AddFieldValue(
  state: V2AddState,
  field: V2AddField,
  firstDeposit: boolean,
  amount: CurrencyAmount<Currency> | undefined,
): string {
  if (state.independentField === field) return state.typedValue;
  return firstDeposit ? state.otherTypedValue : amountText(amount);
}

/** The deposit (v2DepositPrice's input: the pair, both currencies and amounts) and its share. */
export interface AddV2ViewInput extends DepositPriceInput {
  readonly share:
    | { readonly liquidityMinted: CurrencyAmount<Token>; readonly poolShare: Percent }
    | undefined;
  /** The amounts under review (what Supply sends). */
  readonly review: {
    readonly amountA: CurrencyAmount<Currency>;
    readonly amountB: CurrencyAmount<Currency>;
  } | null;
  readonly locale: string;
}

/**
 * The page's texts: the title, the first-provider messages (a new or empty pair), the prices the
 * deposit adds at with its pool share, and the review dialog's headline, lines and labels.
 */
export function addV2View(t: Translator<AddV2ViewMessage>, input: AddV2ViewInput) {
  const { firstDeposit, currencyA, currencyB, locale } = input;
  const symbolA = shortenSymbol(currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(currencyB?.symbol ?? '');
  const pair = `${symbolA}/${symbolB}`;
  // The price the deposit adds at and its share of the pool.
  const price = v2DepositPrice(input);
  const shareText = localizeNumberText(
    v2DepositShareText(input.share, firstDeposit, price !== undefined),
    locale,
  );
  const shareFact = { label: t('addV2.shareOfPool'), value: `${shareText}%` };
  const prices =
    currencyA && currencyB && input.pairState !== PoolState.INVALID && (price || !firstDeposit)
      ? {
          title: t(firstDeposit ? 'addV2.initialPrices' : 'addV2.prices'),
          facts: [
            {
              label: t('addV2.per', { quote: symbolB, base: symbolA }),
              value: formatPrice(price, DIGITS, locale),
            },
            {
              label: t('addV2.per', { quote: symbolA, base: symbolB }),
              value: formatPrice(price?.invert(), DIGITS, locale),
            },
            shareFact,
          ],
        }
      : undefined;
  return {
    title: t(firstDeposit ? 'addV2.createTitle' : 'addV2.title'),
    ...(firstDeposit && input.pairState !== PoolState.INVALID
      ? {
          firstProvider: [
            t('addV2.firstProvider1'),
            t('addV2.firstProvider2'),
            t('addV2.firstProvider3'),
          ],
        }
      : {}),
    ...(prices ? { prices } : {}),
    headline: firstDeposit
      ? pair
      : t('addV2.poolTokens', {
          amount: formatCurrencyAmount(input.share?.liquidityMinted, DIGITS, locale),
          pair,
        }),
    reviewLines: [
      // The accepted amounts: what Supply sends.
      {
        label: t('addV2.deposited', { symbol: symbolA }),
        value: amountText(input.review?.amountA, locale),
      },
      {
        label: t('addV2.deposited', { symbol: symbolB }),
        value: amountText(input.review?.amountB, locale),
      },
      {
        label: t('addV2.rates'),
        value: t('addV2.rate', {
          base: symbolA,
          quote: symbolB,
          price: formatPrice(price, DIGITS, locale),
        }),
      },
      shareFact,
    ],
    reviewLabels: {
      title: t(firstDeposit ? 'addV2.creatingPool' : 'addV2.youWillReceive'),
      confirm: t(firstDeposit ? 'addV2.createAndSupply' : 'addV2.confirmSupply'),
    },
    /** The history text of the deposit that is sent (the reviewed amounts). */
    summary: (sent: {
      readonly amountA: CurrencyAmount<Currency>;
      readonly amountB: CurrencyAmount<Currency>;
    }) =>
      t('addV2.summary', {
        amountA: amountText(sent.amountA, locale),
        symbolA,
        amountB: amountText(sent.amountB, locale),
        symbolB,
      }),
  };
}

/** The messages the V2 add page's buttons are written with. */
export type AddV2ButtonMessage =
  | DepositPanelMessage
  | 'addV2.approve'
  | 'addV2.approving'
  | 'addV2.supply';

/**
 * The page's buttons: Approve for each side not yet approved, then Supply, or what is missing in
 * the spec's order (only 'Connect Wallet' pressable: it opens the wallet).
 */
export function addV2Buttons(
  t: Translator<AddV2ButtonMessage>,
  input: {
    readonly deposits: readonly {
      readonly amount: CurrencyAmount<Currency> | undefined;
      readonly approval: ApprovalState;
    }[];
    readonly error: AddLiquidityError | null;
    readonly canSupply: boolean;
  },
  handlers: {
    /** Approve the router for `amount`, with the approval's history text. */
    readonly onApprove: (amount: CurrencyAmount<Currency>, summary: string) => void;
    readonly onConnect: () => void;
    readonly onSupply: () => void;
  },
) {
  const { error } = input;
  return {
    approvals: depositApproveButtons(
      input.deposits,
      (pending, symbol) => t(pending ? 'addV2.approving' : 'addV2.approve', { symbol }),
      (amount, symbol) => handlers.onApprove(amount, t('addV2.approve', { symbol })),
    ),
    action: error
      ? {
          label: depositErrorLabel(t, error),
          disabled: error.kind !== 'connectWallet',
          onClick: handlers.onConnect,
        }
      : { label: t('addV2.supply'), disabled: !input.canSupply, onClick: handlers.onSupply },
  };
}

/** One side of the V2 deposit: its currency, the amount in its field, and the account's balance. */
export interface AddV2Side {
  readonly currency: Currency | null | undefined;
  readonly amount: CurrencyAmount<Currency> | undefined;
  readonly balance: CurrencyAmount<Currency> | undefined;
}

/**
 * The two amount fields (ui-kit CurrencyInputPanel's props): each side's text, balance and Max;
 * typing dispatches to the V2 add state, the currency button picks side A's or B's token.
 */
export function addV2Inputs(
  t: Translator<DepositPanelMessage | 'addV2.input'>,
  input: {
    readonly state: V2AddState;
    readonly firstDeposit: boolean;
    readonly sides: readonly [AddV2Side, AddV2Side];
    /** The chain's gas price, which sizes Max's reserve of the native coin. */
    readonly gasPriceWei: bigint | undefined;
    readonly locale: string;
  },
  on: {
    readonly dispatch: (action: V2AddAction) => void;
    readonly select: (side: 'A' | 'B') => void;
  },
) {
  const { firstDeposit: noLiquidity } = input;
  const panel = (field: V2AddField, { currency, amount, balance }: AddV2Side) => ({
    ...depositPanel(t, {
      fallbackLabel: t('addV2.input'),
      currency,
      value: v2AddFieldValue(input.state, field, noLiquidity, amount),
      balance,
      gasPriceWei: input.gasPriceWei,
      onType: (typedValue) => on.dispatch({ type: 'typeInput', field, typedValue, noLiquidity }),
      locale: input.locale,
    }),
    onCurrencyClick: () => on.select(field === V2AddField.CURRENCY_A ? 'A' : 'B'),
  });
  return {
    inputA: panel(V2AddField.CURRENCY_A, input.sides[0]),
    inputB: panel(V2AddField.CURRENCY_B, input.sides[1]),
  };
}

/** What the V2 add page reads from the app's state, gathered in one value. */
export interface AddV2PageReads {
  readonly state: V2AddState;
  readonly firstDeposit: boolean;
  readonly pairState: PoolState;
  readonly pair: Pair | null;
  readonly sides: readonly [AddV2Side, AddV2Side];
  readonly approvals: readonly [ApprovalState, ApprovalState];
  readonly share: AddV2ViewInput['share'];
  readonly error: AddLiquidityError | null;
  readonly canSupply: boolean;
  /** The deposit under review as last accepted (what Supply sends). */
  readonly review: AddV2Review | null;
}

/**
 * The whole page from its reads: addV2View's texts, the two fields (addV2Inputs) and the buttons
 * (addV2Buttons), with Supply handing on the history text of the deposit it starts.
 */
export function addV2PageView(
  t: Translator<AddV2ViewMessage | AddV2ButtonMessage | 'addV2.input'>,
  reads: AddV2PageReads,
  page: {
    /** The chain's gas price, which sizes Max's reserve of the native coin. */
    readonly gasPriceWei: bigint | undefined;
    readonly locale: string;
    readonly dispatch: (action: V2AddAction) => void;
    readonly select: (side: 'A' | 'B') => void;
    readonly onApprove: (amount: CurrencyAmount<Currency>, summary: string) => void;
    readonly onConnect: () => void;
    readonly onSupply: (summary: AddV2Summary) => void;
  },
) {
  const [a, b] = reads.sides;
  const view = addV2View(t, {
    ...reads,
    currencyA: a.currency,
    currencyB: b.currency,
    amountA: a.amount,
    amountB: b.amount,
    locale: page.locale,
  });
  const inputs = addV2Inputs(
    t,
    { ...reads, gasPriceWei: page.gasPriceWei, locale: page.locale },
    page,
  );
  const deposits = reads.sides.map((side, i) => ({
    amount: side.amount,
    approval: reads.approvals[i] as ApprovalState,
  }));
  const buttons = addV2Buttons(
    t,
    { ...reads, deposits },
    {
      ...page,
      onSupply: () => page.onSupply(view.summary),
    },
  );
  return { ...view, ...inputs, ...buttons };
}

/** A deposit's history text from its sent amounts (addV2View's `summary`). */
export type AddV2Summary = ReturnType<typeof addV2View>['summary'];
