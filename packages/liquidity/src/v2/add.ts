// Spec 001 §3 "V2 add state", §4 "V2 add", §5 "V2 add precedence" and §7 "V2 router": the amounts
// of a V2 deposit (the typed ratio sets the price of a new or empty pair, else the other amount
// follows the pool price), the LP tokens it mints and the pool share, and the router call.

import { ApprovalState } from '@dex/approvals';
import {
  formatPoolShare as formatPoolShareText,
  InvalidArgumentError,
  type TransactionRequest,
} from '@dex/primitives';
import { type Currency, CurrencyAmount, Percent, Price, type Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { getAddress, Interface } from 'ethers';
import { type AddLiquidityError, addLiquidityError } from '../mint';
import { PoolState } from '../pools';

export const V2_ROUTER_INTERFACE = new Interface([
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint amountA, uint amountB, uint liquidity)',
  'function addLiquidityETH(address token, uint amountTokenDesired, uint amountTokenMin, uint amountETHMin, address to, uint deadline) payable returns (uint amountToken, uint amountETH, uint liquidity)',
  'function removeLiquidity(address tokenA, address tokenB, uint liquidity, uint amountAMin, uint amountBMin, address to, uint deadline) returns (uint amountA, uint amountB)',
  'function removeLiquidityETH(address token, uint liquidity, uint amountTokenMin, uint amountETHMin, address to, uint deadline) returns (uint amountToken, uint amountETH)',
  'function removeLiquidityWithPermit(address tokenA, address tokenB, uint liquidity, uint amountAMin, uint amountBMin, address to, uint deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns (uint amountA, uint amountB)',
  'function removeLiquidityETHWithPermit(address token, uint liquidity, uint amountTokenMin, uint amountETHMin, address to, uint deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns (uint amountToken, uint amountETH)',
  'function removeLiquidityETHSupportingFeeOnTransferTokens(address token, uint liquidity, uint amountTokenMin, uint amountETHMin, address to, uint deadline) returns (uint amountETH)',
  'function removeLiquidityETHWithPermitSupportingFeeOnTransferTokens(address token, uint liquidity, uint amountTokenMin, uint amountETHMin, address to, uint deadline, bool approveMax, uint8 v, bytes32 r, bytes32 s) returns (uint amountETH)',
]);

/** Spec 001 §3: which of the two add inputs the user typed last. */
export enum V2AddField {
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

/** True when the deposit sets the price: no pair yet, or a pair with a zero reserve. */
export function isFirstDeposit(state: PoolState, pair: Pair | null): boolean {
  if (state === PoolState.NOT_EXISTS) return true;
  return (
    !!pair &&
    (pair.reserve0.quotient.toString() === '0' || pair.reserve1.quotient.toString() === '0')
  );
}

function inCurrency(currency: Currency, raw: string): CurrencyAmount<Currency> {
  return CurrencyAmount.fromRawAmount(currency, raw);
}

/**
 * The amount of `dependent` that goes with `independent` at the pool price (native coin and its
 * wrapped token are the same side of the pool); undefined for a first deposit, where the user types
 * both and their ratio sets the price.
 * @spec 001 §4.7 V2 add
 */
export function dependentAmount(
  state: PoolState,
  pair: Pair | null,
  independent: CurrencyAmount<Currency> | undefined,
  dependent: Currency | undefined,
): CurrencyAmount<Currency> | undefined {
  if (!independent || !dependent || !pair || isFirstDeposit(state, pair)) return undefined;
  const token = independent.currency.wrapped;
  if (!pair.involvesToken(token) || !pair.involvesToken(dependent.wrapped)) return undefined;
  const quoted = pair.priceOf(token).quote(independent.wrapped);
  return inCurrency(dependent, quoted.quotient.toString());
}

/**
 * The amounts of a deposit in A, B order: the typed one and the other typed or computed. When the
 * pair has reserves and the typed side is the router's second token (B, or the native coin beside
 * a token), the typed amount becomes what the router takes with the computed one: it pairs the
 * first token's amount with its own quote of it, which a coarse first token (few decimals) can
 * leave well below the typed amount, and minimums from the typed amount would revert the add.
 */
export function depositAmounts(input: {
  readonly state: PoolState;
  readonly pair: Pair | null;
  readonly independentField: V2AddField;
  readonly typed: CurrencyAmount<Currency> | undefined;
  readonly otherTyped: CurrencyAmount<Currency> | undefined;
  readonly currencyA: Currency | undefined;
  readonly currencyB: Currency | undefined;
}): {
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
} {
  const aIsTyped = input.independentField === V2AddField.CURRENCY_A;
  const otherCurrency = aIsTyped ? input.currencyB : input.currencyA;
  const first = isFirstDeposit(input.state, input.pair);
  const other = first
    ? input.otherTyped
    : dependentAmount(input.state, input.pair, input.typed, otherCurrency);
  // v2AddCall's order: addLiquidity(A, B), or addLiquidityETH with the token first.
  const aIsRouterFirst = !input.currencyA?.isNative;
  const typed =
    !first && other && input.typed && aIsTyped !== aIsRouterFirst
      ? dependentAmount(input.state, input.pair, other, input.typed.currency)
      : input.typed;
  return aIsTyped ? { amountA: typed, amountB: other } : { amountA: other, amountB: typed };
}

/**
 * The LP tokens a deposit mints (in the SDK pair's liquidity token) and the share of the pool the
 * depositor then holds; undefined while an amount or the supply is missing or the deposit too small.
 * For a first deposit the pair is built from the amounts themselves.
 */
export function depositShare(
  pair: Pair | null,
  totalSupply: bigint | undefined,
  amountA: CurrencyAmount<Currency> | undefined,
  amountB: CurrencyAmount<Currency> | undefined,
): { readonly liquidityMinted: CurrencyAmount<Token>; readonly poolShare: Percent } | undefined {
  if (!amountA || !amountB) return undefined;
  const a = amountA.wrapped;
  const b = amountB.wrapped;
  if (a.currency.equals(b.currency)) return undefined;
  // An existing pair's supply still unread (or unreadable) leaves the share unknown: it is not
  // a first deposit of sqrt(a*b) - 1000 LP and the whole pool.
  if (pair && totalSupply === undefined) return undefined;
  const empty = !pair || totalSupply === 0n;
  const basis = empty ? new Pair(a, b) : pair;
  const supply = CurrencyAmount.fromRawAmount(
    basis.liquidityToken,
    empty ? '0' : (totalSupply ?? 0n).toString(),
  );
  try {
    const liquidityMinted = basis.getLiquidityMinted(supply, a, b);
    const total = supply.add(liquidityMinted);
    return {
      liquidityMinted,
      poolShare: new Percent(liquidityMinted.quotient, total.quotient),
    };
  } catch {
    // Too small to mint anything, or amounts of other tokens than the pair's.
    return undefined;
  }
}

/** A pool share for display (spec §5/§9), written by @dex/primitives' one formatter. */
export { formatPoolShare } from '@dex/primitives';

/**
 * The price a V2 deposit adds at, quote B per base A: the typed ratio for a first deposit, else
 * the pool's mid price while the pair exists; undefined while neither is known.
 */
export function v2DepositPrice(input: {
  readonly firstDeposit: boolean;
  readonly pairState: PoolState;
  readonly pair: Pair | null;
  readonly currencyA: Currency | null | undefined;
  readonly currencyB: Currency | null | undefined;
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
}): Price<Currency, Currency> | undefined {
  const { amountA, amountB, currencyA, currencyB, pair } = input;
  if (input.firstDeposit) {
    return amountA && amountB
      ? new Price(amountA.currency, amountB.currency, amountA.quotient, amountB.quotient)
      : undefined;
  }
  if (!pair || !currencyA || !currencyB || input.pairState !== PoolState.EXISTS) return undefined;
  const mid = pair.priceOf(currencyA.wrapped);
  return new Price(currencyA, currencyB, mid.denominator, mid.numerator);
}

/** The deposit's share of the pool as a percent number ("0.52"): all of it for a priced first deposit. */
export function v2DepositShareText(
  share: { readonly poolShare: Percent } | undefined,
  firstDeposit: boolean,
  priced: boolean,
): string {
  return firstDeposit && priced ? '100' : formatPoolShareText(share?.poolShare, 2);
}

/**
 * Spec §5 "V2 add precedence" (the V3 add button's rule with both sides open): the first that
 * applies, or null when Supply may go ahead. A zero amount counts as no amount.
 * @spec 001 §5.4 V2 add precedence
 */
export function v2AddError(input: {
  readonly account: string | null | undefined;
  readonly state: PoolState;
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  readonly balanceA: CurrencyAmount<Currency> | undefined;
  readonly balanceB: CurrencyAmount<Currency> | undefined;
}): AddLiquidityError | null {
  const positive = (amount: CurrencyAmount<Currency> | undefined) =>
    amount?.greaterThan(0) ? amount : undefined;
  return addLiquidityError({
    account: input.account,
    poolState: input.state,
    amountA: positive(input.amountA),
    amountB: positive(input.amountB),
    depositADisabled: false,
    depositBDisabled: false,
    balanceA: input.balanceA,
    balanceB: input.balanceB,
  });
}

/**
 * Spec §5: Supply needs no error and both tokens APPROVED for the router (the native coin is
 * APPROVED). An allowance still unread (UNKNOWN) or an approval still pending is not approved:
 * sending then would fail at the gas estimate.
 */
export function canSupplyV2(input: {
  readonly error: AddLiquidityError | null;
  readonly approvalA: ApprovalState;
  readonly approvalB: ApprovalState;
}): boolean {
  return (
    input.error === null &&
    input.approvalA === ApprovalState.APPROVED &&
    input.approvalB === ApprovalState.APPROVED
  );
}

/** `amount` less the slippage tolerance, rounded down (minimums with a 10,000 bips base). */
export function minimumAmount(amount: bigint, slippageBips: number): bigint {
  if (!Number.isInteger(slippageBips) || slippageBips < 0 || slippageBips > 10_000) {
    throw new InvalidArgumentError('Slippage must be 0-10000 basis points');
  }
  return (amount * BigInt(10_000 - slippageBips)) / 10_000n;
}

const raw = (amount: CurrencyAmount<Currency>) => BigInt(amount.quotient.toString());

export interface V2AddCallOptions {
  readonly router: string;
  readonly amountA: CurrencyAmount<Currency>;
  readonly amountB: CurrencyAmount<Currency>;
  /** Receives the LP tokens. */
  readonly recipient: string;
  readonly slippageBips: number;
  /** Unix seconds, from the chain's clock plus the user's deadline. */
  readonly deadline: bigint;
  /** A first deposit sets the price: no slippage room (the amounts are the price). */
  readonly firstDeposit: boolean;
}

/**
 * The router call of a V2 deposit: `addLiquidityETH` (the native amount as value) when one side is
 * the native coin, else `addLiquidity`; minimums from the slippage (none below the amounts for a
 * first deposit).
 * @spec 001 §7.6 V2 router
 */
export function v2AddCall(options: V2AddCallOptions): TransactionRequest {
  const { amountA, amountB } = options;
  const bips = options.firstDeposit ? 0 : options.slippageBips;
  const router = getAddress(options.router);
  const recipient = getAddress(options.recipient);
  if (amountA.currency.isNative || amountB.currency.isNative) {
    const [native, token] = amountA.currency.isNative ? [amountA, amountB] : [amountB, amountA];
    if (token.currency.isNative) throw new InvalidArgumentError('Both sides are the native coin');
    return {
      address: router,
      callData: V2_ROUTER_INTERFACE.encodeFunctionData('addLiquidityETH', [
        token.currency.wrapped.address,
        raw(token),
        minimumAmount(raw(token), bips),
        minimumAmount(raw(native), bips),
        recipient,
        options.deadline,
      ]),
      value: raw(native),
    };
  }
  return {
    address: router,
    callData: V2_ROUTER_INTERFACE.encodeFunctionData('addLiquidity', [
      amountA.currency.wrapped.address,
      amountB.currency.wrapped.address,
      raw(amountA),
      raw(amountB),
      minimumAmount(raw(amountA), bips),
      minimumAmount(raw(amountB), bips),
      recipient,
      options.deadline,
    ]),
  };
}
