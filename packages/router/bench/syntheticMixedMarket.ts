// Seeded v2 + v3 markets for the split router's bench and tests: hub-shaped graphs (a few hub
// tokens most tokens trade against, deeper pools between hubs) or uniform ones (random token
// pairs), each token pair with a v2 pair and/or v3 pools of one to three fee tiers. v3 pools get
// a spread of positions around their price (a wide one and narrower concentrated ones), so
// swaps cross ticks the way real ones do. Prices disagree slightly between pools.

import { seededRandom } from '@dex-tooling/config/random';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { FeeAmount, Pool, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk';

export type MarketShape = 'hub' | 'uniform';

export interface MixedMarket {
  readonly tokens: readonly Token[];
  readonly pairs: readonly Pair[];
  readonly pools: readonly Pool[];
  /** Dollar price per whole token. */
  readonly prices: readonly number[];
}

const HUB_COUNT = 4;
const FEES = [FeeAmount.LOWEST, FeeAmount.LOW, FeeAmount.MEDIUM, FeeAmount.HIGH] as const;

function logUniform(random: () => number, min: number, max: number): number {
  return Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)));
}

function rawAmount(dollars: number, price: number, decimals: number): bigint {
  const scaled = BigInt(Math.max(1, Math.round((dollars / price) * 1e6)));
  return (scaled * 10n ** BigInt(decimals)) / 1_000_000n;
}

function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  // Newton steps from the float estimate to the exact floor.
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x && next - x <= 1n) {
      x = next;
      break;
    }
    x = next;
  }
  while (x * x > value) x--;
  while ((x + 1n) * (x + 1n) <= value) x++;
  return x;
}

function v3Pool(
  random: () => number,
  token0: Token,
  token1: Token,
  amount0: bigint,
  amount1: bigint,
  fee: FeeAmount,
): Pool | null {
  const spacing = TICK_SPACINGS[fee];
  // Raw price token1 per token0 and the tick at it.
  const rawPrice = Number(amount1) / Number(amount0);
  const tick = Math.floor(Math.log(rawPrice) / Math.log(1.0001));
  if (
    !Number.isFinite(tick) ||
    tick <= TickMath.MIN_TICK + 50_000 ||
    tick >= TickMath.MAX_TICK - 50_000
  ) {
    return null;
  }
  const base = isqrt(amount0 * amount1);
  if (base === 0n) return null;
  const net = new Map<number, bigint>();
  const addPosition = (halfWidth: number, liquidity: bigint) => {
    const lower = Math.floor((tick - halfWidth) / spacing) * spacing;
    const upper = Math.ceil((tick + 1 + halfWidth) / spacing) * spacing;
    net.set(lower, (net.get(lower) ?? 0n) + liquidity);
    net.set(upper, (net.get(upper) ?? 0n) - liquidity);
  };
  // A wide position (about -50%/+100% in price) carries a third of the depth...
  addPosition(7_000, base / 3n);
  // ...and one to three concentrated ones the rest, several times deeper near the price.
  const narrow = 1 + Math.floor(random() * 3);
  for (let i = 0; i < narrow; i++) {
    const halfWidth = Math.round(logUniform(random, 30, 2_000)) + spacing;
    const boost = BigInt(Math.round(logUniform(random, 1, 8) * 100));
    addPosition(halfWidth, (base * boost) / 100n);
  }
  const ticks = [...net.entries()]
    .filter(([, liquidityNet]) => liquidityNet !== 0n)
    .sort(([a], [b]) => a - b)
    .map(([index, liquidityNet]) => ({
      index,
      liquidityNet: liquidityNet.toString(),
      liquidityGross: (liquidityNet < 0n ? -liquidityNet : liquidityNet).toString(),
    }));
  let inRange = 0n;
  for (const { index, liquidityNet } of ticks) if (index <= tick) inRange += BigInt(liquidityNet);
  return new Pool(
    token0,
    token1,
    fee,
    TickMath.getSqrtRatioAtTick(tick).toString(),
    inRange.toString(),
    tick,
    ticks,
  );
}

/**
 * `tokenCount` tokens and about `poolCount` pools (pairs and pools together). Each connected token
 * pair gets a v2 pair with probability 0.6 and one to three v3 fee tiers (at least one of both).
 */
export function syntheticMixedMarket(
  tokenCount: number,
  poolCount: number,
  seed: number,
  shape: MarketShape = 'hub',
): MixedMarket {
  const random = seededRandom(seed);
  const tokens: Token[] = [];
  const prices: number[] = [];
  const decimalsChoices = [18, 18, 18, 6, 8] as const;
  for (let index = 0; index < tokenCount; index++) {
    const hub = shape === 'hub' && index < HUB_COUNT;
    const decimals = hub
      ? ([18, 6, 18, 8] as const)[index]
      : decimalsChoices[Math.floor(random() * decimalsChoices.length)];
    const address = `0x${(index + 1).toString(16).padStart(40, '0')}`;
    tokens.push(new Token(1, address, decimals ?? 18, `T${index}`, `Token ${index}`));
    prices.push(
      hub ? (([2000, 1, 1, 40000] as const)[index] ?? 1) : logUniform(random, 0.01, 5000),
    );
  }
  const pairs: Pair[] = [];
  const pools: Pool[] = [];
  const connected = new Set<string>();
  const connect = (a: number, b: number, deep: boolean): boolean => {
    if (a === b) return false;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (connected.has(key)) return false;
    connected.add(key);
    const tokenA = tokens[a] as Token;
    const tokenB = tokens[b] as Token;
    const [i0, i1] = tokenA.sortsBefore(tokenB) ? [a, b] : [b, a];
    const token0 = tokens[i0] as Token;
    const token1 = tokens[i1] as Token;
    const withV2 = random() < 0.6;
    const tiers = [...FEES].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    const venues: Array<FeeAmount | 'v2'> = withV2 ? ['v2', ...tiers] : tiers;
    for (const venue of venues) {
      const depth = deep
        ? logUniform(random, 1_000_000, 100_000_000)
        : logUniform(random, 10_000, 10_000_000);
      const skew = 1 + (random() - 0.5) * 0.02;
      const amount0 = rawAmount(depth, (prices[i0] as number) * skew, token0.decimals);
      const amount1 = rawAmount(depth, prices[i1] as number, token1.decimals);
      if (venue === 'v2') {
        pairs.push(
          new Pair(
            CurrencyAmount.fromRawAmount(token0, amount0.toString()),
            CurrencyAmount.fromRawAmount(token1, amount1.toString()),
          ),
        );
      } else {
        const pool = v3Pool(random, token0, token1, amount0, amount1, venue);
        if (pool) pools.push(pool);
      }
    }
    return true;
  };
  const total = () => pairs.length + pools.length;

  if (shape === 'hub') {
    const hubs = Math.min(HUB_COUNT, tokenCount);
    for (let a = 0; a < hubs; a++) for (let b = a + 1; b < hubs; b++) connect(a, b, true);
    for (let index = hubs; index < tokenCount && total() < poolCount; index++) {
      connect(index, random() < 0.6 ? 0 : 1, false);
    }
    let attempts = 0;
    while (total() < poolCount && attempts++ < poolCount * 100) {
      const a = random() < 0.5 ? Math.floor(random() * hubs) : Math.floor(random() * tokenCount);
      connect(a, Math.floor(random() * tokenCount), false);
    }
  } else {
    // A random tree keeps everything reachable, then uniform random pairs.
    for (let index = 1; index < tokenCount && total() < poolCount; index++) {
      connect(index, Math.floor(random() * index), false);
    }
    let attempts = 0;
    while (total() < poolCount && attempts++ < poolCount * 100) {
      connect(Math.floor(random() * tokenCount), Math.floor(random() * tokenCount), false);
    }
  }
  return { tokens, pairs, pools, prices };
}
