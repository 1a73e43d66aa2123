// Spec 001 §2 and §4 "V3 add": the deposit amounts of a position. One side is typed, the other
// follows from the pool price and the range (Position.fromAmount0/1); outside the range the
// deposit is single-sided and the other side is locked. Also a new pool's starting price and
// the Max amount, which keeps some native coin for gas.

import { maxSpendable } from '@dex/primitives';
import { type Currency, CurrencyAmount, type Price, type Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, type FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk';
import { parsePrice } from './range';

/** Which deposit the user typed (spec §3 "V3 mint state"). */
export enum MintField {
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

// @spec 001 §2.5 When the price is outside the
/** Spec §2: the notice beside a locked deposit. */
export const SINGLE_ASSET_DEPOSIT_MESSAGE =
  'The market price is outside your specified price range. Single-asset deposit only.';

// The reserve's one home is @dex/primitives (the swap's Max keeps it too); re-exported here.
export { NATIVE_GAS_RESERVE } from '@dex/primitives';

/**
 * Spec §2 "Max keeps a reserve of native coin for gas": the whole balance of a token, the balance
 * less the gas reserve for the native coin (zero when the balance is smaller), sized to
 * `gasPriceWei` when the chain's gas price is known (`maxSpendable` of @dex/primitives).
 */
export function maxAmountSpend(
  balance: CurrencyAmount<Currency> | undefined,
  gasPriceWei?: bigint,
): CurrencyAmount<Currency> | undefined {
  if (!balance) return undefined;
  if (!balance.currency.isNative) return balance;
  const spendable = maxSpendable(
    BigInt(balance.quotient.toString()),
    balance.currency,
    gasPriceWei,
  );
  return CurrencyAmount.fromRawAmount(balance.currency, spendable.toString());
}

/**
 * A new pool at the typed starting price of `base` in `quote` (a price of one base token), with
 * no liquidity: what the deposit amounts and the pool creation are computed against. Undefined for
 * text that is not a positive price, or a price beyond the pool's limits.
 * @spec 001 §4.3 Pool NOT_EXISTS on V3 add
 */
export function startingPricePool(
  base: Token,
  quote: Token,
  fee: FeeAmount,
  value: string,
): Pool | undefined {
  const price = parsePrice(base, quote, value);
  if (!price) return undefined;
  const [token0, token1] = base.sortsBefore(quote) ? [base, quote] : [quote, base];
  // token1 per token0 in raw units: the pool's own price.
  const sorted: Price<Token, Token> = base.equals(token0) ? price : price.invert();
  try {
    const sqrt = encodeSqrtRatioX96(sorted.numerator, sorted.denominator);
    const tick = TickMath.getTickAtSqrtRatio(sqrt);
    return new Pool(token0, token1, fee, sqrt.toString(), '0', tick);
  } catch {
    return undefined; // outside MIN_SQRT_RATIO..MAX_SQRT_RATIO
  }
}

export interface DepositLocks {
  readonly depositADisabled: boolean;
  readonly depositBDisabled: boolean;
}

/**
 * Which deposit is locked: outside the range only one token goes in (token1 below the current
 * price, token0 above it); with an invalid range neither does. As on chain and in the SDK's
 * amounts, the price decides at the range's ends: the pool's tick on the lower tick is in range
 * (spec 001 §4), so token1 is locked there only at exactly the lower tick's price, where the mint
 * takes none of it; and a price exactly on the upper tick takes no token0 even while the pool's
 * tick is one below it (where a swap down that ends on a tick leaves it).
 */
export function depositLocks(
  pool: Pool | undefined,
  tokenA: Token | undefined,
  tickLower: number | undefined,
  tickUpper: number | undefined,
  invalidRange: boolean,
): DepositLocks {
  const price = pool ? BigInt(pool.sqrtRatioX96.toString()) : undefined;
  const priceAt = (tick: number) => BigInt(TickMath.getSqrtRatioAtTick(tick).toString());
  const token0Locked = Boolean(
    pool &&
      price !== undefined &&
      tickUpper !== undefined &&
      (pool.tickCurrent >= tickUpper ||
        (pool.tickCurrent === tickUpper - 1 && price >= priceAt(tickUpper))),
  );
  const token1Locked = Boolean(
    pool &&
      price !== undefined &&
      tickLower !== undefined &&
      (pool.tickCurrent < tickLower ||
        (pool.tickCurrent === tickLower && price <= priceAt(tickLower))),
  );
  const aIs0 = Boolean(pool && tokenA?.equals(pool.token0));
  const aIs1 = Boolean(pool && tokenA?.equals(pool.token1));
  return {
    depositADisabled: invalidRange || (token0Locked && aIs0) || (token1Locked && aIs1),
    depositBDisabled: invalidRange || (token0Locked && aIs1) || (token1Locked && aIs0),
  };
}

/** What an add form (V3 add and increase, V2 add) reads besides its own state and pool. */
export interface DepositFormReads {
  /** undefined while a currency loads, null for none. */
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  readonly account: string | null;
  /** The account's balance of each currency; undefined while unknown. */
  readonly balanceA: CurrencyAmount<Currency> | undefined;
  readonly balanceB: CurrencyAmount<Currency> | undefined;
  readonly slippageBips: number;
  readonly chainId: number;
}

export interface DepositInput {
  /** The pool, or a new pool at its starting price. */
  readonly pool: Pool | undefined;
  readonly currencyA: Currency | undefined;
  readonly currencyB: Currency | undefined;
  readonly tickLower: number | undefined;
  readonly tickUpper: number | undefined;
  readonly invalidRange: boolean;
  readonly independentField: MintField;
  /** The typed amount, in the independent field's currency. */
  readonly independentAmount: CurrencyAmount<Currency> | undefined;
}

export interface Deposit extends DepositLocks {
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  /**
   * The position these amounts mint; undefined until both (unlocked) amounts are known, and when
   * they are too small to mint any liquidity.
   */
  readonly position: Position | undefined;
}

/** The other side of a typed deposit, or undefined when it cannot be computed or is locked. */
function dependentAmount(input: DepositInput, outsideRange: boolean) {
  const { pool, tickLower, tickUpper, independentAmount, independentField } = input;
  const currency = independentField === MintField.CURRENCY_A ? input.currencyB : input.currencyA;
  if (
    !pool ||
    !currency ||
    !independentAmount ||
    tickLower === undefined ||
    tickUpper === undefined
  )
    return undefined;
  if (outsideRange || input.invalidRange) return undefined;
  const typedIs0 = independentAmount.currency.wrapped.equals(pool.token0);
  const position = typedIs0
    ? Position.fromAmount0({
        pool,
        tickLower,
        tickUpper,
        amount0: independentAmount.quotient,
        useFullPrecision: true,
      })
    : Position.fromAmount1({ pool, tickLower, tickUpper, amount1: independentAmount.quotient });
  const other = typedIs0 ? position.amount1 : position.amount0;
  return CurrencyAmount.fromRawAmount(currency, other.quotient);
}

/** Spec §4 V3 add: both deposit amounts, the locks, and the position they mint. */
export function computeDeposit(input: DepositInput): Deposit {
  const { pool, currencyA, tickLower, tickUpper, invalidRange, independentField } = input;
  const locks = depositLocks(pool, currencyA?.wrapped, tickLower, tickUpper, invalidRange);
  const outsideRange = locks.depositADisabled || locks.depositBDisabled;
  const dependent = dependentAmount(input, outsideRange);
  const typedA = independentField === MintField.CURRENCY_A;
  const amountA = locks.depositADisabled ? undefined : typedA ? input.independentAmount : dependent;
  const amountB = locks.depositBDisabled ? undefined : typedA ? dependent : input.independentAmount;
  let position: Position | undefined;
  if (pool && currencyA && tickLower !== undefined && tickUpper !== undefined && !invalidRange) {
    const aIs0 = currencyA.wrapped.equals(pool.token0);
    const [amount0, amount1] = aIs0 ? [amountA, amountB] : [amountB, amountA];
    const [locked0, locked1] = aIs0
      ? [locks.depositADisabled, locks.depositBDisabled]
      : [locks.depositBDisabled, locks.depositADisabled];
    const raw0 = locked0 ? '0' : amount0?.quotient;
    const raw1 = locked1 ? '0' : amount1?.quotient;
    if (raw0 !== undefined && raw1 !== undefined) {
      const minted = Position.fromAmounts({
        pool,
        tickLower,
        tickUpper,
        amount0: raw0,
        amount1: raw1,
        useFullPrecision: true,
      });
      // Amounts too small to mint any liquidity: the SDK's add refuses them (ZERO_LIQUIDITY).
      if (minted.liquidity.toString() !== '0') position = minted;
    }
  }
  return { ...locks, amountA, amountB, position };
}

/** An account's raw balance of `currency` as an amount; undefined while unknown. */
export function balanceAmount(
  currency: Currency,
  raw: bigint | null | undefined,
): CurrencyAmount<Currency> | undefined {
  return raw === null || raw === undefined
    ? undefined
    : CurrencyAmount.fromRawAmount(currency, raw.toString());
}
