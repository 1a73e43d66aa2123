// Spec 001 §3 "V2 burn state", §5 "V2 removal", §7 "V2 router" and §8: what a V2 removal takes
// out (from a percent, an LP amount or either token amount), and the router calls to try in order
// (approval or permit, native coin or wrapped, then the fee-on-transfer variants).

import type { SignedPermit } from '@dex/approvals';
import { NATIVE_CURRENCY_ID } from '@dex/currency';
import { DexError, type TransactionRequest } from '@dex/primitives';
import { CouldNotWrapError } from '@dex/router';
import { type Currency, CurrencyAmount, Percent, type Token } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { getAddress, parseUnits } from 'ethers';
import { minimumAmount, V2_ROUTER_INTERFACE } from './add';
import {
  ConfirmWithoutApprovalError,
  MissingCurrencyAmountsError,
  MissingLiquidityAmountError,
  MissingTokensError,
} from './errors';

// @spec 001 §3.5 V2 burn state
/** Spec 001 §3: which removal input the user moved last. */
export enum BurnField {
  LIQUIDITY_PERCENT = 'LIQUIDITY_PERCENT',
  LIQUIDITY = 'LIQUIDITY',
  CURRENCY_A = 'CURRENCY_A',
  CURRENCY_B = 'CURRENCY_B',
}

// @spec 001 §8.2 Gas estimation failure is logged to
/** Spec 001 §8: logged (and nothing sent) when no removal variant estimates. */
export class RemovalWouldFailError extends DexError {
  constructor(options?: { readonly cause?: unknown }) {
    super(
      'liquidity/v2-removal-would-fail',
      'This transaction would fail. Please contact support.',
      options,
    );
  }
}

/** A removal none of whose candidates estimates: it would fail, the last estimate's error its cause. */
export const explainV2RemovalFailure = async (failures: readonly { readonly error: unknown }[]) =>
  new RemovalWouldFailError({ cause: failures.at(-1)?.error });

/** Spec §5 "V2 removal": the Remove button's message, or null. */
export type BurnError = 'connectWallet' | 'enterAmount' | null;

/** The removal form's state: the field the user typed in and what they typed. */
export interface BurnState {
  readonly independentField: BurnField;
  readonly typedValue: string;
}

/** The removal form at rest: 0 % of the account's LP. */
export const EMPTY_BURN_STATE: BurnState = {
  independentField: BurnField.LIQUIDITY_PERCENT,
  typedValue: '0',
};

export interface BurnInput {
  readonly account: string | null | undefined;
  readonly pair: Pair | null;
  /** The pair's sides as the user chose them (the native coin stands for its wrapped token). */
  readonly currencyA: Currency | undefined;
  readonly currencyB: Currency | undefined;
  /** The LP token's total supply and the account's LP balance, raw. */
  readonly totalSupply: bigint | undefined;
  readonly userLiquidity: bigint | undefined;
  readonly independentField: BurnField;
  /** A percent 0-100 for LIQUIDITY_PERCENT, else a decimal amount as typed. */
  readonly typedValue: string;
}

export interface DerivedBurn {
  /** The share of the account's LP tokens to remove. */
  readonly percent: Percent;
  /** Set only when more than nothing is removed and everything is known. */
  readonly liquidity: CurrencyAmount<Token> | undefined;
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  /** What the account's whole LP balance is worth, per side. */
  readonly liquidityValueA: CurrencyAmount<Currency> | undefined;
  readonly liquidityValueB: CurrencyAmount<Currency> | undefined;
  readonly error: BurnError;
}

/** A side's payout: the wrapped token instead of the native coin when asked ('Receive WETH'). */
export function payoutCurrency(
  currency: Currency | null | undefined,
  receiveWrapped: boolean,
): Currency | null | undefined {
  return currency?.isNative && receiveWrapped ? currency.wrapped : currency;
}

/** Whether a side of the route is the native coin by its id (the receive link is offered). */
export function hasNativeSide(currencyIds: readonly (string | undefined)[]): boolean {
  return currencyIds.some((id) => id?.toUpperCase() === NATIVE_CURRENCY_ID);
}

/** The LP a removal burns as an amount of the LP token at its real address (approvals, permits). */
export function burnedLiquidity(
  liquidityToken: Token | null,
  burn: Pick<DerivedBurn, 'liquidity'>,
): CurrencyAmount<Token> | undefined {
  return liquidityToken && burn.liquidity
    ? CurrencyAmount.fromRawAmount(liquidityToken, burn.liquidity.quotient)
    : undefined;
}

function parse(value: string, decimals: number): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(value) || value === '' || value === '.') return undefined;
  try {
    return parseUnits(value, decimals);
  } catch {
    return undefined;
  }
}

const ZERO = new Percent(0, 100);

// @spec 001 §5.7 V2 removal
/** The amounts a removal takes out, from whichever field the user typed (spec §3/§5). */
export function derivedBurn(input: BurnInput): DerivedBurn {
  const { pair, currencyA, currencyB, totalSupply, userLiquidity } = input;
  const error: BurnError = input.account ? null : 'connectWallet';
  const known =
    pair &&
    currencyA &&
    currencyB &&
    totalSupply !== undefined &&
    userLiquidity !== undefined &&
    totalSupply > 0n &&
    userLiquidity <= totalSupply &&
    pair.involvesToken(currencyA.wrapped) &&
    pair.involvesToken(currencyB.wrapped);
  if (!known) {
    return {
      percent: ZERO,
      liquidity: undefined,
      amountA: undefined,
      amountB: undefined,
      liquidityValueA: undefined,
      liquidityValueB: undefined,
      error: error ?? 'enterAmount',
    };
  }
  const supply = CurrencyAmount.fromRawAmount(pair.liquidityToken, totalSupply.toString());
  const mine = CurrencyAmount.fromRawAmount(pair.liquidityToken, userLiquidity.toString());
  const valueIn = (currency: Currency) =>
    CurrencyAmount.fromRawAmount(
      currency,
      pair.getLiquidityValue(currency.wrapped, supply, mine, false).quotient,
    );
  const liquidityValueA = valueIn(currencyA);
  const liquidityValueB = valueIn(currencyB);

  let percent = ZERO;
  const { typedValue } = input;
  const share = (part: bigint, whole: bigint) =>
    whole > 0n && part <= whole ? new Percent(part.toString(), whole.toString()) : ZERO;
  switch (input.independentField) {
    case BurnField.LIQUIDITY_PERCENT: {
      const value = Number(typedValue);
      if (Number.isInteger(value) && value >= 0 && value <= 100) percent = new Percent(value, 100);
      break;
    }
    case BurnField.LIQUIDITY: {
      const parsed = parse(typedValue, pair.liquidityToken.decimals);
      if (parsed !== undefined) percent = share(parsed, userLiquidity);
      break;
    }
    case BurnField.CURRENCY_A:
    case BurnField.CURRENCY_B: {
      const value =
        input.independentField === BurnField.CURRENCY_A ? liquidityValueA : liquidityValueB;
      const parsed = parse(typedValue, value.currency.decimals);
      if (parsed !== undefined) percent = share(parsed, BigInt(value.quotient.toString()));
      break;
    }
  }
  const part = <T extends Currency>(amount: CurrencyAmount<T>) =>
    CurrencyAmount.fromRawAmount(amount.currency, percent.multiply(amount.quotient).quotient);
  const removing = percent.greaterThan(0);
  const liquidity = removing ? part(mine) : undefined;
  const amountA = removing ? part(liquidityValueA) : undefined;
  const amountB = removing ? part(liquidityValueB) : undefined;
  const complete = !!liquidity && !!amountA && !!amountB && liquidity.greaterThan(0);
  return {
    percent,
    liquidity: complete ? liquidity : undefined,
    amountA: complete ? amountA : undefined,
    amountB: complete ? amountB : undefined,
    liquidityValueA,
    liquidityValueB,
    error: error ?? (complete ? null : 'enterAmount'),
  };
}

export interface V2RemoveCallOptions {
  readonly router: string;
  /** The pair's sides as chosen (the native coin for its wrapped token); undefined while unknown. */
  readonly currencyA: Currency | undefined;
  readonly currencyB: Currency | undefined;
  /** The LP tokens to burn; undefined while there is no amount. */
  readonly liquidity: CurrencyAmount<Token> | undefined;
  /** What leaves the pool per side; a native side is paid out as the native coin. */
  readonly amountA: CurrencyAmount<Currency> | undefined;
  readonly amountB: CurrencyAmount<Currency> | undefined;
  readonly recipient: string;
  readonly slippageBips: number;
  /** Unix seconds, from the chain's clock. With a permit the permit's own deadline is used. */
  readonly deadline: bigint;
  /** The account's LP allowance for the router covers `liquidity` (spec §4 APPROVED). */
  readonly approved: boolean;
  /**
   * A signed EIP-2612 permit on the pair for the router (instead of an approval). It is used only
   * for exactly `liquidity`: the router passes the burned amount to the pair's `permit`.
   */
  readonly permit?: SignedPermit | null;
}

/** The wrapped form of `currency` on `chainId`, or CouldNotWrapError. */
function wrapOn(currency: Currency, chainId: number): Token {
  let wrapped: Token;
  try {
    wrapped = currency.wrapped;
  } catch {
    throw new CouldNotWrapError();
  }
  if (wrapped.chainId !== chainId) throw new CouldNotWrapError();
  return wrapped;
}

/**
 * The removal candidates in the order they are tried (spec §7): with an approval,
 * `removeLiquidityETH` then its fee-on-transfer variant when a side is the native coin, else
 * `removeLiquidity`; with a permit, the `…WithPermit` forms in the same order. The router checks
 * the permit against the transaction's deadline, so with a permit that is the deadline sent.
 *
 * Spec §8: throws, in this order, MissingCurrencyAmountsError, MissingTokensError,
 * MissingLiquidityAmountError, CouldNotWrapError, and ConfirmWithoutApprovalError when the LP is
 * neither approved nor signed for exactly this amount.
 * @spec 001 §7.6 V2 router
 */
export function v2RemoveCalls(options: V2RemoveCallOptions): TransactionRequest[] {
  const { amountA, amountB, currencyA, currencyB, liquidity: lp } = options;
  if (!amountA || !amountB) throw new MissingCurrencyAmountsError();
  if (!currencyA || !currencyB) throw new MissingTokensError();
  if (!lp?.greaterThan(0)) throw new MissingLiquidityAmountError();
  const chainId = lp.currency.chainId;
  const tokenA = wrapOn(currencyA, chainId);
  const tokenB = wrapOn(currencyB, chainId);
  const liquidity = BigInt(lp.quotient.toString());
  const permit =
    options.permit && (options.permit.type === 'allowed' || options.permit.value === liquidity)
      ? options.permit
      : null;
  if (!permit && !options.approved) throw new ConfirmWithoutApprovalError();
  const router = getAddress(options.router);
  const recipient = getAddress(options.recipient);
  const min = (amount: CurrencyAmount<Currency>) =>
    minimumAmount(BigInt(amount.quotient.toString()), options.slippageBips);
  const deadline = permit ? permit.deadline : options.deadline;
  const signature = permit ? [false, permit.v, permit.r, permit.s] : [];
  const encode = (name: string, args: unknown[]): TransactionRequest => ({
    address: router,
    callData: V2_ROUTER_INTERFACE.encodeFunctionData(name, [...args, ...signature]),
  });
  const suffix = permit ? 'WithPermit' : '';
  if (currencyA.isNative || currencyB.isNative) {
    const [native, token, wrapped] = currencyA.isNative
      ? [amountA, amountB, tokenB]
      : [amountB, amountA, tokenA];
    const args = [wrapped.address, liquidity, min(token), min(native), recipient, deadline];
    return [
      encode(`removeLiquidityETH${suffix}`, args),
      encode(`removeLiquidityETH${suffix}SupportingFeeOnTransferTokens`, args),
    ];
  }
  return [
    encode(`removeLiquidity${suffix}`, [
      tokenA.address,
      tokenB.address,
      liquidity,
      min(amountA),
      min(amountB),
      recipient,
      deadline,
    ]),
  ];
}
