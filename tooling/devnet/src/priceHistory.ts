// A day of price history (issue #42 §2): the app charts a pool's price over the last 24 hours from
// the pool's own oracle (`observe`), which remembers only `observationCardinality` writes and writes
// at most one a block. The seed raises every V3 pool's cardinality, then trades on one pool every
// 30 minutes for a day (world.ts PRICE_HISTORY) and ends at exactly its starting price, so every
// price and quote the app shows stays what it was.
import { type Contract, MaxUint256, parseEther } from 'ethers';
import { artifacts } from './artifacts';
import type { DevnetClient } from './client';
import type { Deployment } from './deployment';
import { sqrtBigInt } from './math';
import { PRICE_HISTORY } from './world';

export interface PriceHistoryWorld {
  /** Every V3 pool: each gets the cardinality, so a chart of any of them keeps later trades. */
  readonly pools: readonly string[];
  /** The pool traded on, and its tokens in pool order. */
  readonly pool: string;
  readonly token0: Contract;
  readonly token1: Contract;
  readonly weth: Contract;
  readonly swapRouter: Contract;
}

interface Slot0 {
  readonly sqrtPriceX96: bigint;
  readonly tick: bigint;
}

/** `start` times sqrt(1 + bps / 10,000): the price (not its square root) moved by `bps` basis points. */
export function sqrtPriceAtOffset(start: bigint, bps: number): bigint {
  const scale = 10n ** 18n;
  return (start * sqrtBigInt((10_000n + BigInt(bps)) * scale * scale)) / (100n * scale);
}

/** Seeds the day of trades; returns what deployment.json records of it. */
export async function seedPriceHistory(
  client: DevnetClient,
  world: PriceHistoryWorld,
): Promise<Deployment['priceHistory']> {
  const send = client.send.bind(client);
  const from = PRICE_HISTORY.trader;
  const trader = client.account(from);
  for (const address of world.pools) {
    await send(
      client.at(artifacts.UniswapV3Pool, address),
      'increaseObservationCardinalityNext',
      [PRICE_HISTORY.observationCardinality],
      { from },
    );
  }
  const pool = client.at(artifacts.UniswapV3Pool, world.pool);
  const slot0 = async () => (await pool.getFunction('slot0')()) as Slot0;
  const start = await slot0();

  // The seed minted #7 every token but WETH, as it did every account.
  await send(world.weth, 'deposit', [], { from, value: parseEther('1000') });
  for (const token of [world.token0, world.token1]) {
    await send(token, 'approve', [world.swapRouter.target, MaxUint256], { from });
  }
  const fee = PRICE_HISTORY.pool[2];
  /**
   * An exact-input swap with the target as its price limit and the trader's whole balance as its
   * input: the pool stops at the limit and takes only what it needs.
   */
  const tradeTo = async (target: bigint) => {
    const { sqrtPriceX96: current } = await slot0();
    const zeroForOne = target < current;
    const [tokenIn, tokenOut] = zeroForOne
      ? [world.token0, world.token1]
      : [world.token1, world.token0];
    const amountIn = (await tokenIn.getFunction('balanceOf')(trader)) as bigint;
    await send(
      world.swapRouter,
      'exactInputSingle',
      [
        {
          tokenIn: tokenIn.target,
          tokenOut: tokenOut.target,
          fee,
          recipient: trader,
          deadline: MaxUint256,
          amountIn,
          amountOutMinimum: 0,
          sqrtPriceLimitX96: target,
        },
      ],
      { from },
    );
    const reached = (await slot0()).sqrtPriceX96;
    if (reached !== target)
      throw new Error(`price history: the pool stopped at ${reached}, not ${target}`);
  };

  const targets = [
    ...PRICE_HISTORY.pathBps.map((bps) => sqrtPriceAtOffset(start.sqrtPriceX96, bps)),
    start.sqrtPriceX96,
  ];
  for (const target of targets) {
    // The clock moves without an empty block, so each trade's block is the interval's end.
    await client.advanceClock(PRICE_HISTORY.intervalSeconds);
    await tradeTo(target);
  }
  const end = await slot0();
  if (end.sqrtPriceX96 !== start.sqrtPriceX96 || end.tick !== start.tick) {
    throw new Error(
      `price history: the pool ends at ${end.sqrtPriceX96} (tick ${end.tick}), not where it started, ${start.sqrtPriceX96} (tick ${start.tick})`,
    );
  }
  return {
    pool: world.pool,
    trader,
    observationCardinality: PRICE_HISTORY.observationCardinality,
    trades: targets.length,
    intervalSeconds: PRICE_HISTORY.intervalSeconds,
    sqrtPriceX96: start.sqrtPriceX96.toString(),
    tick: Number(start.tick),
  };
}
