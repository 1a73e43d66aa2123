// The add and increase form (spec 001 §2 "Add liquidity") as it is shown: pair, fee tier, starting
// price, range (or, on /increase, its summary), the two deposits, approvals and the Add button.
import type { ApprovalState } from '@dex/approvals';
import { shortenSymbol, type Translator } from '@dex/primitives';
import type { Currency, CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import type { FeeAmount } from '@uniswap/v3-sdk';
import { type DepositApproval, depositApproveButtons, depositsApproved } from '../approveButtons';
import { type Deposit, MintField } from '../deposit';
import type { AddLiquidityError } from '../mint';
import type { MintAction, MintState } from '../mintState';
import type { IncreaseGate } from '../positionAuthority';
import type { RangeInfo } from '../range';
import { type AddViewMessage, addPageText, feeTierOptions } from './addView';
import { type DepositPanelMessage, depositErrorLabel, depositPanel } from './depositPanel';
import { type RangeSelectorMessage, rangeSelectorView } from './rangeSelectorView';

export type AddFormMessage =
  | AddViewMessage
  | DepositPanelMessage
  | RangeSelectorMessage
  | 'addLiquidity.title'
  | 'addLiquidity.increaseTitle'
  | 'addLiquidity.selectPair'
  | 'addLiquidity.feeTier'
  | 'addLiquidity.startingPrice'
  | 'addLiquidity.firstProvider'
  | 'addLiquidity.rangeSummary'
  | 'addLiquidity.depositAmounts'
  | 'addLiquidity.singleAsset'
  | 'addLiquidity.amount'
  | 'addLiquidity.unsupported'
  | 'addLiquidity.approve'
  | 'addLiquidity.approving'
  | 'addLiquidity.add';

/** The page's title: Add Liquidity, or Increase Liquidity on /increase. */
export const addTitle = (
  t: Translator<'addLiquidity.title' | 'addLiquidity.increaseTitle'>,
  isIncrease: boolean,
): string => t(isIncrease ? 'addLiquidity.increaseTitle' : 'addLiquidity.title');

/** "USDC per WETH": the unit of the form's prices (B per A, as the user picked the pair). */
export const addPriceUnit = (
  t: Translator<'addLiquidity.pricePer'>,
  currencyA: Currency | null | undefined,
  currencyB: Currency | null | undefined,
): string =>
  t('addLiquidity.pricePer', {
    quote: shortenSymbol(currencyB?.symbol ?? ''),
    base: shortenSymbol(currencyA?.symbol ?? ''),
  });

export interface AddFormInput {
  readonly isIncrease: boolean;
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  readonly fee: FeeAmount | undefined;
  readonly feeOptions: readonly number[];
  /** The pair as prices read it (depositPair); undefined until two different tokens. */
  readonly pair: { readonly base: Token; readonly quote: Token } | undefined;
  readonly noLiquidity: boolean;
  readonly state: MintState;
  readonly tickCurrent: number | undefined;
  readonly current: Price<Token, Token> | undefined;
  readonly range: RangeInfo | undefined;
  readonly deposit: Deposit;
  readonly balances: readonly [
    CurrencyAmount<Currency> | undefined,
    CurrencyAmount<Currency> | undefined,
  ];
  readonly approvals: readonly [ApprovalState, ApprovalState];
  /** The chain's gas price, which sizes Max's reserve of the native coin. */
  readonly gasPriceWei: bigint | undefined;
  readonly error: AddLiquidityError | null;
  readonly unsupported: boolean;
  readonly gate: IncreaseGate;
  readonly locale: string;
  readonly dispatch: (action: MintAction) => void;
  /** Pick side A's or B's currency (not on /increase). */
  readonly onSelectCurrency: (side: 'A' | 'B') => void;
  readonly onSelectFee: (fee: number) => void;
  /** Approve `amount`; `summary` is the approval's history text. */
  readonly onApprove: (amount: CurrencyAmount<Currency>, summary: string) => void;
  readonly onConnect: () => void;
  readonly onAdd: () => void;
}

/** What the form reads from the app's state, gathered in one value (the rest is the page's). */
export type AddFormReads = Omit<
  AddFormInput,
  | 'gasPriceWei'
  | 'locale'
  | 'dispatch'
  | 'onSelectCurrency'
  | 'onSelectFee'
  | 'onApprove'
  | 'onConnect'
  | 'onAdd'
>;

/**
 * The form's props (any UI kit's add form of this shape). With an error the button says what is
 * missing and no approvals show; else Add waits for a valid range, supported tokens, the
 * position's owner (on /increase), every deposit approved and a position to mint.
 */
export function addFormView(t: Translator<AddFormMessage>, input: AddFormInput) {
  const { isIncrease, currencyA, currencyB, state, range, deposit, error, locale } = input;
  const { dispatch } = input;
  const symbolA = shortenSymbol(currencyA?.symbol ?? '');
  const symbolB = shortenSymbol(currencyB?.symbol ?? '');
  const unit = addPriceUnit(t, currencyA, currencyB);

  // Which side shows what: the typed side as typed, the other computed.
  const typedA = state.independentField === MintField.CURRENCY_A;
  const depositView = (
    field: MintField,
    currency: Currency | null | undefined,
    value: string,
    balance: CurrencyAmount<Currency> | undefined,
    locked: boolean,
  ) =>
    locked
      ? { kind: 'locked' as const, message: t('addLiquidity.singleAsset') }
      : {
          kind: 'input' as const,
          panel: depositPanel(t, {
            fallbackLabel: t('addLiquidity.amount'),
            currency,
            value,
            balance,
            gasPriceWei: input.gasPriceWei,
            onType: (typedValue) => dispatch({ type: 'typeInput', field, typedValue }),
            locale,
          }),
        };

  const deposits: DepositApproval[] = [
    { amount: deposit.amountA, approval: input.approvals[0], locked: deposit.depositADisabled },
    { amount: deposit.amountB, approval: input.approvals[1], locked: deposit.depositBDisabled },
  ];
  const approvals = error
    ? []
    : depositApproveButtons(
        deposits,
        (pending, symbol) =>
          t(pending ? 'addLiquidity.approving' : 'addLiquidity.approve', { symbol }),
        (amount, symbol) => input.onApprove(amount, t('addLiquidity.approve', { symbol })),
      );
  const action = error
    ? {
        label: depositErrorLabel(t, error),
        disabled: error.kind !== 'connectWallet',
        onClick: input.onConnect,
      }
    : {
        label: t('addLiquidity.add'),
        disabled:
          Boolean(range?.invalidRange) ||
          input.unsupported ||
          input.gate !== 'allowed' ||
          !depositsApproved(deposits) ||
          !deposit.position,
        onClick: input.onAdd,
      };

  const side = (currency: Currency | null | undefined, symbol: string, name: 'A' | 'B') => ({
    symbol: currency ? symbol : null,
    ...(isIncrease ? {} : { onSelect: () => input.onSelectCurrency(name) }),
  });
  const pair = input.pair;
  return {
    title: addTitle(t, isIncrease),
    pair: {
      label: t('addLiquidity.selectPair'),
      selectLabel: t('swap.selectToken'),
      a: side(currencyA, symbolA, 'A'),
      b: side(currencyB, symbolB, 'B'),
    },
    feeTier: {
      legend: t('addLiquidity.feeTier'),
      options: feeTierOptions(t, input.feeOptions, locale),
      selected: input.fee,
      onSelect: input.onSelectFee,
      disabled: isIncrease || !pair,
    },
    ...(input.noLiquidity && !isIncrease
      ? {
          startingPrice: {
            label: t('addLiquidity.startingPrice'),
            warning: t('addLiquidity.firstProvider'),
            value: state.startPriceTypedValue,
            onChange: (typedValue: string) => dispatch({ type: 'typeStartPrice', typedValue }),
            unit,
          },
        }
      : {}),
    ...(pair && !isIncrease
      ? {
          range: rangeSelectorView(t, {
            pair,
            fee: input.fee,
            range,
            left: state.leftRangeTypedValue,
            right: state.rightRangeTypedValue,
            tickCurrent: input.tickCurrent,
            current: input.current,
            onType: (end, typedValue) =>
              dispatch({ type: end === 'left' ? 'typeLeftRange' : 'typeRightRange', typedValue }),
            onFullRange: () => dispatch({ type: 'fullRange' }),
            baseSymbol: symbolA,
            quoteSymbol: symbolB,
            locale,
          }),
        }
      : {}),
    ...(isIncrease && range?.leftPrice && range.rightPrice
      ? {
          rangeSummary: t('addLiquidity.rangeSummary', {
            min: addPageText(range.leftPrice, locale),
            max: addPageText(range.rightPrice, locale),
            unit,
          }),
        }
      : {}),
    depositLabel: t('addLiquidity.depositAmounts'),
    depositA: depositView(
      MintField.CURRENCY_A,
      currencyA,
      typedA ? state.typedValue : addPageText(deposit.amountA),
      input.balances[0],
      deposit.depositADisabled && !range?.invalidRange,
    ),
    depositB: depositView(
      MintField.CURRENCY_B,
      currencyB,
      typedA ? addPageText(deposit.amountB) : state.typedValue,
      input.balances[1],
      deposit.depositBDisabled && !range?.invalidRange,
    ),
    ...(input.unsupported ? { unsupported: t('addLiquidity.unsupported') } : {}),
    approvals,
    action,
  };
}
