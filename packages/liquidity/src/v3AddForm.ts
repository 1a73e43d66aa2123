// The add and increase form from its plain inputs (spec 001 §3 "Mint state", §4 V3 add flow, §5):
// the pool the position is priced against (the real one, or a new one at the typed starting
// price), the current price, the range (on /increase the position's own), the deposit, the first
// error and the add as it would be reviewed now.
import { parseTypedAmount } from '@dex/router';
import type { Price, Token } from '@uniswap/sdk-core';
import type { FeeAmount, Pool } from '@uniswap/v3-sdk';
import { isIncreaseMismatch } from './addRoute';
import {
  computeDeposit,
  type Deposit,
  type DepositFormReads,
  MintField,
  startingPricePool,
} from './deposit';
import { type AddLiquidityError, addLiquidityError } from './mint';
import type { MintState } from './mintState';
import { type PoolResult, PoolState } from './pools';
import type { V3Position } from './positions';
import { addFormRange, type RangeInfo } from './range';
import { type V3AddReview, v3AddReview } from './review';
import { priceOfBase } from './view/addView';

export interface V3AddFormInput extends DepositFormReads {
  readonly mintState: MintState;
  /** Prices read "B per A" (`depositPair`); undefined without two different tokens. */
  readonly pair: { readonly base: Token; readonly quote: Token } | undefined;
  readonly fee: FeeAmount | undefined;
  /** The pair's pool at `fee` as read. */
  readonly poolResult: PoolResult;
  /** On /increase, the route's position id; undefined on /add. */
  readonly positionId: string | undefined;
  /** The increased position: undefined while read, null when the id names none. */
  readonly increasedPosition: V3Position | null | undefined;
}

export interface V3AddForm {
  /** The pool does not exist yet: the add creates it at the typed starting price. */
  readonly noLiquidity: boolean;
  readonly pool: Pool | undefined;
  /** The current price of A in B. */
  readonly currentPrice: Price<Token, Token> | undefined;
  readonly range: RangeInfo | undefined;
  readonly deposit: Deposit;
  /** On /increase, the route names another pool than the position's. */
  readonly increaseMismatch: boolean;
  readonly error: AddLiquidityError | null;
  /** null until the deposit makes a position. */
  readonly review: V3AddReview | null;
}

/** The pool the position is priced against: the real one, or a new one at the start price. */
function pricingPool(input: V3AddFormInput, noLiquidity: boolean): Pool | undefined {
  const { poolResult, pair, fee } = input;
  if (poolResult.pool) return poolResult.pool;
  if (!noLiquidity || !pair || fee === undefined) return undefined;
  return startingPricePool(pair.base, pair.quote, fee, input.mintState.startPriceTypedValue);
}

export function v3AddForm(input: V3AddFormInput): V3AddForm {
  const { mintState, pair, fee, increasedPosition } = input;
  const isIncrease = input.positionId !== undefined;
  const noLiquidity = input.poolResult.state === PoolState.NOT_EXISTS;
  const pool = pricingPool(input, noLiquidity);
  const range = addFormRange({
    pair,
    fee,
    tickCurrent: pool?.tickCurrent,
    left: mintState.leftRangeTypedValue,
    right: mintState.rightRangeTypedValue,
    isIncrease,
    position: increasedPosition,
  });
  const currencyA = input.currencyA ?? undefined;
  const currencyB = input.currencyB ?? undefined;
  const { independentField, typedValue } = mintState;
  const deposit = computeDeposit({
    pool,
    currencyA,
    currencyB,
    tickLower: range?.tickLower,
    tickUpper: range?.tickUpper,
    invalidRange: range?.invalidRange ?? false,
    independentField,
    independentAmount: parseTypedAmount(
      typedValue,
      independentField === MintField.CURRENCY_A ? currencyA : currencyB,
    ),
  });
  const increaseMismatch =
    isIncrease &&
    isIncreaseMismatch(increasedPosition, pair && [pair.base.address, pair.quote.address], fee);
  return {
    noLiquidity,
    pool,
    currentPrice: priceOfBase(pool, pair?.base),
    range,
    deposit,
    increaseMismatch,
    error: addLiquidityError({
      account: input.account,
      poolState: increaseMismatch ? PoolState.INVALID : input.poolResult.state,
      amountA: deposit.amountA,
      amountB: deposit.amountB,
      depositADisabled: deposit.depositADisabled,
      depositBDisabled: deposit.depositBDisabled,
      balanceA: input.balanceA,
      balanceB: input.balanceB,
    }),
    review: v3AddReview({
      position: deposit.position,
      amountA: deposit.amountA,
      amountB: deposit.amountB,
      slippageBips: input.slippageBips,
      createPool: noLiquidity,
      chainId: input.chainId,
      account: input.account,
      positionId: isIncrease ? input.positionId : undefined,
    }),
  };
}
