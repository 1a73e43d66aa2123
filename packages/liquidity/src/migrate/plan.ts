// Spec 001 §4 "Migration", §5 (migrate, price difference), §9 (migration constants): what a V2 (or
// Sushi) pair position turns into in a V3 range. The pair is read by its address (token0, token1,
// factory), the wallet LP is worth a share of the reserves, the V3 position is what those amounts
// mint in the chosen range (the rest is refunded by the migrator), and the price difference between
// the pair and the V3 pool decides the warning. Pure: the caller brings the answers.

import { type ContractCall, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import { CurrencyAmount, Percent, Price, type Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, type FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk';
import { getAddress, Interface } from 'ethers';
import { PoolState } from '../pools';
import { liquidityToken, type V2Factory } from '../v2/pairs';
import { migrateMinimumAmounts } from './migrate';

// @spec 001 §5.11 A price difference of 2% or
// @spec 001 §9.8 Price difference warning threshold 2%
/** Spec §9: a V2/V3 price difference of 2 % or more shows the warning. */
export const PRICE_DIFFERENCE_WARNING = new Percent(2, 100);

const PAIR_INTERFACE = new Interface([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function factory() view returns (address)',
]);

const PAIR_READS = ['token0', 'token1', 'factory'] as const;

// @spec 001 §7.7 Reads
/** Spec §7 "Reads: pair factory, token0, token1": what identifies a pair given only its address. */
export function pairIdentityCalls(pair: string): ContractCall[] {
  const address = getAddress(pair);
  return PAIR_READS.map((name) => ({
    address,
    callData: PAIR_INTERFACE.encodeFunctionData(name).toLowerCase(),
  }));
}

export interface PairIdentity {
  readonly token0: string;
  readonly token1: string;
  readonly factory: string;
}

/**
 * Decodes the answers to `pairIdentityCalls` (in order); null when any is missing or malformed
 * (an address that is no pair answers nothing or something else). Malformed answers are also
 * told to `onParseError`.
 */
export function decodePairIdentity(
  answers: readonly (string | null | undefined)[],
  onParseError?: ParseErrorHandler,
): PairIdentity | null {
  const [token0, token1, factory] = PAIR_READS.map((name, index) => {
    const data = answers[index];
    if (!data || data === '0x') return undefined;
    return decodeAnswer(
      data,
      (answer) => getAddress(String(PAIR_INTERFACE.decodeFunctionResult(name, answer)[0])),
      onParseError,
    );
  });
  if (!token0 || !token1 || !factory || token0 === token1) return null;
  return { token0, token1, factory };
}

/**
 * Whether `address` is the pair `factory` creates for these tokens: the pair must name that
 * factory and sit at the factory's CREATE2 address, so a contract that only claims a factory is
 * no pair.
 */
export function isFactoryPair(
  factory: V2Factory,
  identity: PairIdentity,
  token0: Token,
  token1: Token,
  address: string,
): boolean {
  return (
    factory.address.toLowerCase() === identity.factory.toLowerCase() &&
    liquidityToken(factory, token0, token1).address.toLowerCase() === address.toLowerCase()
  );
}

/** The pair's price of token0 in token1 from its reserves; undefined for an empty side. */
export function v2SpotPrice(
  token0: Token,
  token1: Token,
  reserve0: bigint,
  reserve1: bigint,
): Price<Token, Token> | undefined {
  if (reserve0 <= 0n || reserve1 <= 0n) return undefined;
  return new Price(token0, token1, reserve0.toString(), reserve1.toString());
}

/**
 * The V3 pool as the migrator creates it when it does not exist (the first-provider case): empty,
 * at the pair's price. Undefined when that price is outside what a pool can hold.
 */
export function poolAtV2Price(
  token0: Token,
  token1: Token,
  fee: FeeAmount,
  reserve0: bigint,
  reserve1: bigint,
): Pool | undefined {
  if (reserve0 <= 0n || reserve1 <= 0n) return undefined;
  try {
    const sqrt = encodeSqrtRatioX96(reserve1.toString(), reserve0.toString());
    return new Pool(token0, token1, fee, sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt));
  } catch {
    return undefined;
  }
}

/** |v2 / v3 − 1| as a percent: how far the pair's price is from the pool's. */
export function priceDifference(
  v2: Price<Token, Token>,
  v3: Price<Token, Token>,
): Percent | undefined {
  if (v3.equalTo(0)) return undefined;
  const ratio = v2.asFraction.divide(v3.asFraction).subtract(1);
  const absolute = ratio.lessThan(0) ? ratio.multiply(-1) : ratio;
  return new Percent(absolute.numerator, absolute.denominator);
}

/** What an LP amount is worth in the pair's tokens, rounded down as the pair's burn does. */
export function lpTokenAmounts(
  token0: Token,
  token1: Token,
  reserves: { readonly reserve0: bigint; readonly reserve1: bigint },
  totalSupply: bigint,
  liquidity: bigint,
): { readonly amount0: CurrencyAmount<Token>; readonly amount1: CurrencyAmount<Token> } {
  const share = (reserve: bigint) =>
    totalSupply > 0n && liquidity <= totalSupply ? (reserve * liquidity) / totalSupply : 0n;
  return {
    amount0: CurrencyAmount.fromRawAmount(token0, share(reserves.reserve0).toString()),
    amount1: CurrencyAmount.fromRawAmount(token1, share(reserves.reserve1).toString()),
  };
}

export interface MigrationInput {
  /** The pair's tokens in its own (sorted) order, which is also the V3 pool's. */
  readonly token0: Token;
  readonly token1: Token;
  readonly reserve0: bigint;
  readonly reserve1: bigint;
  readonly totalSupply: bigint;
  /** The account's wallet LP balance (all of it migrates, spec §9). */
  readonly liquidity: bigint;
  readonly fee: FeeAmount;
  /** The V3 pool's lookup state and the pool when it exists. */
  readonly poolState: PoolState;
  readonly pool: Pool | null;
  /** The chosen range's ticks; undefined until both ends are set. */
  readonly tickLower: number | undefined;
  readonly tickUpper: number | undefined;
  readonly invalidRange: boolean;
  /** Slippage in basis points of 10,000. */
  readonly slippageBips: number;
}

/** Why Migrate cannot be pressed (spec §4/§5): the pool is unknown, the range or the amounts are missing. */
export type MigrationBlock = 'loading' | 'invalidRange' | 'missingAmounts';

export interface MigrationPlan {
  /** What the wallet LP is worth in the pair. */
  readonly v2Amount0: CurrencyAmount<Token>;
  readonly v2Amount1: CurrencyAmount<Token>;
  readonly v2Price: Price<Token, Token> | undefined;
  /** The V3 pool's price (the existing pool's, or the pair's for a pool to create). */
  readonly v3Price: Price<Token, Token> | undefined;
  readonly priceDifference: Percent | undefined;
  /** Spec §5: 2 % or more apart. */
  readonly largePriceDifference: boolean;
  /** The V3 pool does not exist: the first-provider warning, and the call creates it. */
  readonly createPool: boolean;
  /** The pool the position is priced against (real, or the one to create at the V2 price). */
  readonly pool: Pool | undefined;
  /** The V3 position the LP's amounts mint in the range. */
  readonly position: Position | undefined;
  /** What the position takes (mint amounts) and what the migrator sends back. */
  readonly v3Amount0: CurrencyAmount<Token> | undefined;
  readonly v3Amount1: CurrencyAmount<Token> | undefined;
  readonly refund0: CurrencyAmount<Token> | undefined;
  readonly refund1: CurrencyAmount<Token> | undefined;
  /** Spec §9: the position's mint amounts less the slippage, in basis points of 10,000. */
  readonly minimums: { readonly amount0Min: bigint; readonly amount1Min: bigint } | undefined;
  readonly block: MigrationBlock | null;
}

/** What the pair paid out beyond what the mint took (mint amounts round up: never below 0). */
function leftover(
  paid: CurrencyAmount<Token>,
  taken: CurrencyAmount<Token>,
): CurrencyAmount<Token> {
  return paid.greaterThan(taken)
    ? paid.subtract(taken)
    : CurrencyAmount.fromRawAmount(paid.currency, 0);
}

// @spec 001 §5.9 Migrate needs valid ticks, a valid
/** Everything the migrate form shows and sends, from the pair, the pool and the range. */
export function planMigration(input: MigrationInput): MigrationPlan {
  const { token0, token1, reserve0, reserve1, fee } = input;
  const { amount0: v2Amount0, amount1: v2Amount1 } = lpTokenAmounts(
    token0,
    token1,
    { reserve0, reserve1 },
    input.totalSupply,
    input.liquidity,
  );
  const v2Price = v2SpotPrice(token0, token1, reserve0, reserve1);
  const createPool = input.poolState === PoolState.NOT_EXISTS;
  const pool =
    input.pool ?? (createPool ? poolAtV2Price(token0, token1, fee, reserve0, reserve1) : undefined);
  const v3Price = pool?.token0Price;
  const difference =
    v2Price && v3Price && !createPool ? priceDifference(v2Price, v3Price) : undefined;
  const empty = {
    v2Amount0,
    v2Amount1,
    v2Price,
    v3Price,
    priceDifference: difference,
    largePriceDifference: difference ? !difference.lessThan(PRICE_DIFFERENCE_WARNING) : false,
    createPool,
    pool,
    position: undefined,
    v3Amount0: undefined,
    v3Amount1: undefined,
    refund0: undefined,
    refund1: undefined,
    minimums: undefined,
  };
  if (!pool) return { ...empty, block: 'loading' };
  if (input.invalidRange) return { ...empty, block: 'invalidRange' };
  const { tickLower, tickUpper } = input;
  if (tickLower === undefined || tickUpper === undefined || tickLower >= tickUpper) {
    return { ...empty, block: 'invalidRange' };
  }
  if (v2Amount0.equalTo(0) && v2Amount1.equalTo(0)) return { ...empty, block: 'missingAmounts' };
  let position: Position;
  try {
    position = Position.fromAmounts({
      pool,
      tickLower,
      tickUpper,
      amount0: v2Amount0.quotient,
      amount1: v2Amount1.quotient,
      useFullPrecision: true,
    });
  } catch {
    return { ...empty, block: 'invalidRange' };
  }
  if (position.liquidity.toString() === '0') return { ...empty, block: 'missingAmounts' };
  const { amount0, amount1 } = position.mintAmounts;
  const v3Amount0 = CurrencyAmount.fromRawAmount(token0, amount0);
  const v3Amount1 = CurrencyAmount.fromRawAmount(token1, amount1);
  return {
    ...empty,
    position,
    v3Amount0,
    v3Amount1,
    refund0: leftover(v2Amount0, v3Amount0),
    refund1: leftover(v2Amount1, v3Amount1),
    minimums: migrateMinimumAmounts(position, input.slippageBips),
    block: null,
  };
}
