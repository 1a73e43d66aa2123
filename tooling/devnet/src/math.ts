// Price and tick arithmetic for seeding pools at chosen dollar prices.

const Q192 = 1n << 192n;

export const MIN_TICK = -887272;
export const MAX_TICK = 887272;

export const TICK_SPACINGS: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };

export function sqrtBigInt(value: bigint): bigint {
  if (value < 0n) throw new Error('square root of a negative number');
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

export interface PricedToken {
  decimals: number;
  /** Price in micro-dollars (1_000_000 = $1). */
  usdMicros: bigint;
}

/** sqrt(token1 per token0, in raw units) as a Q64.96 number. */
export function sqrtPriceX96(token0: PricedToken, token1: PricedToken): bigint {
  const numerator = token0.usdMicros * 10n ** BigInt(token1.decimals) * Q192;
  const denominator = token1.usdMicros * 10n ** BigInt(token0.decimals);
  return sqrtBigInt(numerator / denominator);
}

/** The tick at a raw price (token1 per token0), rounded down. */
export function tickAtPrice(token0: PricedToken, token1: PricedToken): number {
  const raw =
    (Number(token0.usdMicros) / Number(token1.usdMicros)) *
    10 ** (token1.decimals - token0.decimals);
  return Math.floor(Math.log(raw) / Math.log(1.0001));
}

export function nearestUsableTick(tick: number, spacing: number): number {
  const rounded = Math.round(tick / spacing) * spacing;
  if (rounded < MIN_TICK) return rounded + spacing;
  if (rounded > MAX_TICK) return rounded - spacing;
  return rounded;
}

export function fullRange(fee: number): { tickLower: number; tickUpper: number } {
  const spacing = TICK_SPACINGS[fee];
  if (!spacing) throw new Error(`Unknown fee tier ${fee}`);
  return {
    tickLower: Math.ceil(MIN_TICK / spacing) * spacing,
    tickUpper: Math.floor(MAX_TICK / spacing) * spacing,
  };
}

/** Raw token amount worth `usd` dollars. */
export function amountForUsd(token: PricedToken, usd: number): bigint {
  return (BigInt(usd) * 1_000_000n * 10n ** BigInt(token.decimals)) / token.usdMicros;
}
