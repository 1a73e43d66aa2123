// Uniswap v3 swap-step maths on native bigints, rounding exactly as the v3 core contracts (and
// so as @uniswap/v3-sdk's SqrtPriceMath/SwapMath, including its 256-bit overflow emulation).

import { InvalidArgumentError } from '@dex/primitives';
export const Q96 = 1n << 96n;
const MAX_UINT_256 = (1n << 256n) - 1n;
const MAX_UINT_160 = (1n << 160n) - 1n;
/** Fee denominator: fees are in hundredths of a basis point. */
export const MAX_FEE_PIPS = 1_000_000n;

function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  const product = a * b;
  const result = product / denominator;
  return product % denominator === 0n ? result : result + 1n;
}

/** Amount of token0 between two prices (either order). */
export function getAmount0Delta(
  sqrtA: bigint,
  sqrtB: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const [lower, upper] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  const numerator1 = liquidity << 96n;
  const numerator2 = upper - lower;
  return roundUp
    ? mulDivRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), 1n, lower)
    : (numerator1 * numerator2) / upper / lower;
}

/** Amount of token1 between two prices (either order). */
export function getAmount1Delta(
  sqrtA: bigint,
  sqrtB: bigint,
  liquidity: bigint,
  roundUp: boolean,
): bigint {
  const difference = sqrtA > sqrtB ? sqrtA - sqrtB : sqrtB - sqrtA;
  return roundUp ? mulDivRoundingUp(liquidity, difference, Q96) : (liquidity * difference) / Q96;
}

export function nextPriceFromAmount0RoundingUp(
  sqrtPrice: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (amount === 0n) return sqrtPrice;
  const numerator1 = liquidity << 96n;
  // The contracts multiply in 256 bits; the wrapped product decides which formula applies.
  const product = (amount * sqrtPrice) & MAX_UINT_256;
  if (add) {
    if (product / amount === sqrtPrice) {
      const denominator = (numerator1 + product) & MAX_UINT_256;
      if (denominator >= numerator1) return mulDivRoundingUp(numerator1, sqrtPrice, denominator);
    }
    return mulDivRoundingUp(numerator1, 1n, numerator1 / sqrtPrice + amount);
  }
  if (product / amount !== sqrtPrice || numerator1 <= product) {
    throw new InvalidArgumentError('v3 output exceeds the liquidity in range');
  }
  return mulDivRoundingUp(numerator1, sqrtPrice, numerator1 - product);
}

export function nextPriceFromAmount1RoundingDown(
  sqrtPrice: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (add) {
    const quotient =
      amount <= MAX_UINT_160 ? (amount << 96n) / liquidity : (amount * Q96) / liquidity;
    return sqrtPrice + quotient;
  }
  const quotient = mulDivRoundingUp(amount, Q96, liquidity);
  if (sqrtPrice <= quotient)
    throw new InvalidArgumentError('v3 output exceeds the liquidity in range');
  return sqrtPrice - quotient;
}

export const MIN_TICK = -887272;
export const MAX_TICK = 887272;

function integerSqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = 1n << BigInt((value.toString(2).length >> 1) + 1);
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x) return x;
    x = next;
  }
}

/**
 * TickMath's factors: 1.0001^(-2^(i-1)) in Q128, rounded to nearest, derived here in Q256
 * (repeated squaring of 1/sqrt(1.0001)) rather than typed in; the tests check the resulting
 * prices against the SDK's TickMath.
 */
const TICK_FACTORS: readonly bigint[] = (() => {
  const one = 1n << 256n;
  let x = integerSqrt((one * one * 10_000n) / 10_001n);
  const factors: bigint[] = [];
  for (let bit = 0; bit < 20; bit++) {
    factors.push((x + (1n << 127n)) >> 128n);
    x = (x * x) >> 256n;
  }
  return factors;
})();

/** TickMath.getSqrtRatioAtTick on bigints: sqrt(1.0001^tick) in Q64.96, rounded up. */
export function getSqrtRatioAtTick(tick: number): bigint {
  if (!Number.isInteger(tick) || tick < MIN_TICK || tick > MAX_TICK) {
    throw new InvalidArgumentError(`tick ${tick} out of range`);
  }
  const absolute = Math.abs(tick);
  let ratio = absolute & 1 ? (TICK_FACTORS[0] as bigint) : 1n << 128n;
  for (let bit = 1; bit < 20; bit++) {
    if (absolute & (1 << bit)) ratio = (ratio * (TICK_FACTORS[bit] as bigint)) >> 128n;
  }
  if (tick > 0) ratio = MAX_UINT_256 / ratio;
  return (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n);
}
