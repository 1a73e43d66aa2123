// /add/v2's form from its plain inputs (spec 001 §3 "V2 add state", §5 "V2 add precedence"): the
// typed amount and the other one (typed for a first deposit, else from the pool price), the pool
// share it buys, the first error, and the deposit as it would be reviewed now.
import { parseTypedAmount } from '@dex/router';
import type { Currency, CurrencyAmount, Percent, Token } from '@uniswap/sdk-core';
import type { DepositFormReads } from '../deposit';
import type { AddLiquidityError } from '../mint';
import { depositAmounts, depositShare, isFirstDeposit, V2AddField, v2AddError } from './add';
import { type AddV2Review, addV2Review } from './addReview';
import type { V2AddState } from './addState';
import type { V2PairInfo } from './pairs';

export interface V2AddFormInput extends DepositFormReads {
  readonly state: V2AddState;
  readonly pair: Pick<V2PairInfo, 'state' | 'pair' | 'totalSupply'>;
}

export interface V2AddForm {
  /** A new or empty pair: both amounts are typed, and they set the price. */
  readonly firstDeposit: boolean;
  /** The deposit in A, B order. */
  readonly amounts: {
    readonly amountA: CurrencyAmount<Currency> | undefined;
    readonly amountB: CurrencyAmount<Currency> | undefined;
  };
  readonly share:
    | { readonly liquidityMinted: CurrencyAmount<Token>; readonly poolShare: Percent }
    | undefined;
  readonly error: AddLiquidityError | null;
  /** null until both amounts are known. */
  readonly review: AddV2Review | null;
}

export function v2AddForm(input: V2AddFormInput): V2AddForm {
  const { independentField, typedValue, otherTypedValue } = input.state;
  const currencyA = input.currencyA ?? undefined;
  const currencyB = input.currencyB ?? undefined;
  const aTyped = independentField === V2AddField.CURRENCY_A;
  const { state, pair, totalSupply } = input.pair;
  const firstDeposit = isFirstDeposit(state, pair);
  const amounts = depositAmounts({
    state,
    pair,
    independentField,
    typed: parseTypedAmount(typedValue, aTyped ? currencyA : currencyB),
    otherTyped: parseTypedAmount(otherTypedValue, aTyped ? currencyB : currencyA),
    currencyA,
    currencyB,
  });
  const { amountA, amountB } = amounts;
  return {
    firstDeposit,
    amounts,
    share: depositShare(firstDeposit ? null : pair, totalSupply, amountA, amountB),
    error: v2AddError({
      account: input.account,
      state,
      amountA,
      amountB,
      balanceA: input.balanceA,
      balanceB: input.balanceB,
    }),
    review: addV2Review({
      amountA,
      amountB,
      slippageBips: input.slippageBips,
      firstDeposit,
      chainId: input.chainId,
      account: input.account,
    }),
  };
}
