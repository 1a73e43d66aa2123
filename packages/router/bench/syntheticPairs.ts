// Seeded hub-shaped v2 pair sets for the benchmark and the equivalence tests: a few hub tokens
// (WETH/USDC/DAI/WBTC-like) that most tokens pair with, plus random long-tail pairs, with
// prices that disagree slightly between pairs so multi-hop routes sometimes win.

import { seededRandom } from '@dex-tooling/config/random';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';

export interface SyntheticMarket {
  readonly tokens: readonly Token[];
  readonly pairs: readonly Pair[];
  /** Dollar price per whole token. */
  readonly prices: readonly number[];
}

export interface SyntheticQuery {
  readonly tokenIn: Token;
  readonly tokenOut: Token;
  /** Raw amount of the token given (tokenIn for exact input, tokenOut for exact output). */
  readonly amount: bigint;
}

const HUB_COUNT = 4;
const CHAIN_ID = 1;

function logUniform(random: () => number, min: number, max: number): number {
  return Math.exp(Math.log(min) + random() * (Math.log(max) - Math.log(min)));
}

function rawAmount(dollars: number, price: number, decimals: number): bigint {
  // Six significant digits are plenty; keeps the float-to-bigint step exact.
  const whole = dollars / price;
  const scaled = BigInt(Math.max(1, Math.round(whole * 1e6)));
  const scale = 10n ** BigInt(decimals);
  return (scaled * scale) / 1_000_000n;
}

export function syntheticMarket(tokenCount: number, pairCount: number, seed = 1): SyntheticMarket {
  const random = seededRandom(seed);
  const decimalsChoices = [18, 18, 18, 6, 8] as const;
  const tokens: Token[] = [];
  const prices: number[] = [];
  for (let index = 0; index < tokenCount; index++) {
    const decimals =
      index < HUB_COUNT
        ? ([18, 6, 18, 8] as const)[index]
        : decimalsChoices[Math.floor(random() * decimalsChoices.length)];
    const address = `0x${(index + 1).toString(16).padStart(40, '0')}`;
    tokens.push(new Token(CHAIN_ID, address, decimals ?? 18, `T${index}`, `Token ${index}`));
    prices.push(
      index < HUB_COUNT
        ? (([2000, 1, 1, 40000] as const)[index] ?? 1)
        : logUniform(random, 0.001, 5000),
    );
  }

  const pairKeys = new Set<string>();
  const pairs: Pair[] = [];
  const addPair = (a: number, b: number): boolean => {
    if (a === b) return false;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (pairKeys.has(key)) return false;
    pairKeys.add(key);
    const depth = logUniform(random, 10_000, 10_000_000);
    // Each pair's price is off the reference by up to ±3%.
    const skew = 1 + (random() - 0.5) * 0.06;
    const tokenA = tokens[a] as Token;
    const tokenB = tokens[b] as Token;
    pairs.push(
      new Pair(
        CurrencyAmount.fromRawAmount(
          tokenA,
          rawAmount(depth, (prices[a] as number) * skew, tokenA.decimals).toString(),
        ),
        CurrencyAmount.fromRawAmount(
          tokenB,
          rawAmount(depth, prices[b] as number, tokenB.decimals).toString(),
        ),
      ),
    );
    return true;
  };

  const hubs = Math.min(HUB_COUNT, tokenCount);
  for (let a = 0; a < hubs; a++)
    for (let b = a + 1; b < hubs && pairs.length < pairCount; b++) addPair(a, b);
  // Every long-tail token trades against WETH or USDC, like real markets.
  for (let index = hubs; index < tokenCount && pairs.length < pairCount; index++) {
    addPair(index, random() < 0.6 ? 0 : 1);
  }
  let attempts = 0;
  while (pairs.length < pairCount && attempts++ < pairCount * 100) {
    const a = random() < 0.5 ? Math.floor(random() * hubs) : Math.floor(random() * tokenCount);
    addPair(a, Math.floor(random() * tokenCount));
  }
  return { tokens, pairs, prices };
}

/** Random token pairs with trade sizes from $10 to $1M of the given side. */
export function syntheticQueries(
  market: SyntheticMarket,
  count: number,
  seed = 7,
  side: 'input' | 'output' = 'input',
): SyntheticQuery[] {
  const random = seededRandom(seed);
  const queries: SyntheticQuery[] = [];
  const { tokens, prices } = market;
  while (queries.length < count) {
    const a = Math.floor(random() * tokens.length);
    const b = Math.floor(random() * tokens.length);
    if (a === b) continue;
    const dollars = logUniform(random, 10, side === 'input' ? 1_000_000 : 100_000);
    const given = side === 'input' ? a : b;
    const token = tokens[given] as Token;
    queries.push({
      tokenIn: tokens[a] as Token,
      tokenOut: tokens[b] as Token,
      amount: rawAmount(dollars, prices[given] as number, token.decimals),
    });
  }
  return queries;
}
