// How the app should feed findBestRoute its v3 pools, measured on a synthetic pool of 200
// initialised ticks (the devnet's own pools are measured in src/v3/ticks.devnet.test.ts):
//   A. TickLens: one getPopulatedTicksInWord call per bitmap word of the window (one step);
//   B. the pool itself: tickBitmap(word) per word, then ticks(i) per initialised tick (two steps);
//   C. the Quoter answering each route and fraction: 4 routes x 20 fractions (5% steps).
// Run: pnpm --filter @dex/router exec tsx bench/tickReads.measure.ts
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { FeeAmount, Pool, Route, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { quoteExactInputCall } from '../src/v3/quoter';
import { tickWindowCalls, tickWindowWords } from '../src/v3/ticks';
import { type AnsweredCall, batchSize, formatSize } from './tickReadSize';

const LENS = new Interface([
  'function getPopulatedTicksInWord(address pool, int16 tickBitmapIndex) view returns (tuple(int24 tick, int128 liquidityNet, uint128 liquidityGross)[] populatedTicks)',
]);
const POOL = new Interface([
  'function tickBitmap(int16 wordPosition) view returns (uint256)',
  'function ticks(int24 tick) view returns (uint128 liquidityGross, int128 liquidityNet, uint256 feeGrowthOutside0X128, uint256 feeGrowthOutside1X128, int56 tickCumulativeOutside, uint160 secondsPerLiquidityOutsideX128, uint32 secondsOutside, bool initialized)',
]);
const QUOTER_V1_ANSWER = `0x${'00'.repeat(31)}01`;

const tokens = [1, 2, 3].map(
  (i) => new Token(1, `0x${String(i).repeat(40)}`, 18, `T${i}`, `Token ${i}`),
) as [Token, Token, Token];
const fee = FeeAmount.MEDIUM;
const spacing = TICK_SPACINGS[fee];
const address = '0x4444444444444444444444444444444444444444';
const lens = '0x5555555555555555555555555555555555555555';
const quoter = '0x6666666666666666666666666666666666666666';

// 200 initialised ticks spread over the 5-word window around tick 0 (the worst case for A: all
// of them inside the window).
const words = tickWindowWords(0, spacing);
const first = (words[0] as number) * 256;
const ticks = Array.from(
  { length: 200 },
  (_, i) => (first + Math.floor((i * 256 * 5) / 200)) * spacing,
);
const wordOf = (tick: number) => Math.floor(tick / spacing / 256);

const key = { token0: tokens[0], token1: tokens[1], fee, address };
const lensReads: AnsweredCall[] = tickWindowCalls(lens, key, 0).map((call, i) => ({
  ...call,
  returnData: LENS.encodeFunctionResult('getPopulatedTicksInWord', [
    ticks.filter((t) => wordOf(t) === words[i]).map((t) => [t, 10n ** 20n, 10n ** 20n]),
  ]),
}));
const bitmapReads: AnsweredCall[] = words.map((word) => ({
  address,
  callData: POOL.encodeFunctionData('tickBitmap', [word]),
  returnData: POOL.encodeFunctionResult('tickBitmap', [2n ** 255n + 1n]),
}));
const tickReads: AnsweredCall[] = ticks.map((tick) => ({
  address,
  callData: POOL.encodeFunctionData('ticks', [tick]),
  returnData: POOL.encodeFunctionResult('ticks', [
    10n ** 20n,
    10n ** 20n,
    2n ** 200n,
    2n ** 200n,
    -(2n ** 50n),
    2n ** 150n,
    2n ** 31n,
    true,
  ]),
}));

// Four routes (two direct, two through a hub) quoted at 5%, 10%, ... 100% of the amount.
const pool = (a: Token, b: Token, f: FeeAmount) =>
  new Pool(a, b, f, TickMath.getSqrtRatioAtTick(0).toString(), '1', 0);
const routes = [
  new Route([pool(tokens[0], tokens[1], FeeAmount.MEDIUM)], tokens[0], tokens[1]),
  new Route([pool(tokens[0], tokens[1], FeeAmount.LOW)], tokens[0], tokens[1]),
  new Route(
    [pool(tokens[0], tokens[2], FeeAmount.MEDIUM), pool(tokens[2], tokens[1], FeeAmount.LOW)],
    tokens[0],
    tokens[1],
  ),
  new Route(
    [pool(tokens[0], tokens[2], FeeAmount.LOW), pool(tokens[2], tokens[1], FeeAmount.MEDIUM)],
    tokens[0],
    tokens[1],
  ),
];
const quoterReads: AnsweredCall[] = routes.flatMap((route) =>
  Array.from({ length: 20 }, (_, i) => ({
    ...quoteExactInputCall(
      quoter,
      route,
      CurrencyAmount.fromRawAmount(tokens[0], ((10n ** 21n * BigInt(i + 1)) / 20n).toString()),
    ),
    returnData: QUOTER_V1_ANSWER,
  })),
);

console.log('Reads per block for one pool of 200 initialised ticks (ABI bytes; hex doubles them)');
console.log(formatSize('A. TickLens, 5 words (one step)', batchSize(lensReads)));
console.log(
  formatSize(
    'B. tickBitmap x 5, then ticks(i) x 200 (2 steps)',
    batchSize([...bitmapReads, ...tickReads]),
  ),
);
console.log(formatSize('C. Quoter, 4 routes x 20 fractions', batchSize(quoterReads)));
console.log(
  'A and B are per pool and do not change with the amount typed; C is per amount typed and only covers the routes asked.',
);
