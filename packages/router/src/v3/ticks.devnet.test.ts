// The devnet's v3 pools read as the app would (slot0, liquidity and the TickLens window in one
// batch), simulated in memory, against the on-chain Quoter; and what that read costs per block
// next to asking the Quoter for 4 routes x 20 fractions (the figures in the README, §8).
import { getChainInfo } from '@dex/chains';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { FeeAmount, type Pool, Route, TICK_SPACINGS } from '@uniswap/v3-sdk';
import type { JsonRpcProvider } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnsweredCall, batchSize, formatSize } from '../../bench/tickReadSize';
import { canSimulateV3Pool, simulateV3ExactInput } from '../split/v3Simulation';
import { decodeLiquidity, decodeSlot0, liquidityCall, slot0Call, type V3PoolKey } from './pools';
import { decodeQuoteExactInput, quoteExactInputCall } from './quoter';
import {
  createV3PoolWithTicks,
  decodePopulatedTicksInWord,
  tickWindowCalls,
  tickWindowWords,
} from './ticks';

let devnet: Devnet;
let provider: JsonRpcProvider;
const quoter = () => {
  const address = getChainInfo(31337)?.contracts.quoter;
  if (!address) throw new Error('devnet Quoter missing');
  return address;
};

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  provider = devnet.client.provider;
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const token = (key: string) => {
  const t = devnet.deployment.tokens[key as keyof typeof devnet.deployment.tokens];
  return new Token(31337, t.address, t.decimals, t.symbol, t.name);
};

async function answer(call: { address: string; callData: string }): Promise<AnsweredCall> {
  return { ...call, returnData: await provider.call({ to: call.address, data: call.callData }) };
}

/** One devnet pool read as the app reads it: price, liquidity and the window around the tick. */
async function readPool(entry: { address: string; tokens: [string, string]; fee: number }) {
  const key: V3PoolKey = {
    token0: token(entry.tokens[0]),
    token1: token(entry.tokens[1]),
    fee: entry.fee as FeeAmount,
    address: entry.address,
  };
  const [slot0Read, liquidityRead] = await Promise.all([
    answer(slot0Call(key.address)),
    answer(liquidityCall(key.address)),
  ]);
  const slot0 = decodeSlot0(slot0Read.returnData);
  const liquidity = decodeLiquidity(liquidityRead.returnData);
  const windowReads = await Promise.all(
    tickWindowCalls(devnet.deployment.contracts.tickLens, key, slot0.tick).map(answer),
  );
  const window = {
    words: tickWindowWords(slot0.tick, TICK_SPACINGS[key.fee]),
    ticks: windowReads.flatMap((read) => decodePopulatedTicksInWord(read.returnData)),
  };
  return { key, pool: createV3PoolWithTicks(key, slot0, liquidity, window), window, windowReads };
}

async function quoterAnswer(route: Route<Token, Token>, amountIn: bigint) {
  return answer(
    quoteExactInputCall(
      quoter(),
      route,
      CurrencyAmount.fromRawAmount(route.input, amountIn.toString()),
    ),
  );
}

describe('v3 pools with their ticks, read from the devnet', () => {
  it('simulates the ETH/USDC pools exactly as the on-chain Quoter answers, both ways', async () => {
    const weth = token('WETH');
    const usdc = token('USDC');
    for (const fee of [FeeAmount.MEDIUM, FeeAmount.LOW]) {
      const entry = devnet.deployment.v3Pools.find(
        (p) => p.fee === fee && p.tokens.includes('WETH') && p.tokens.includes('USDC'),
      );
      if (!entry) throw new Error(`devnet WETH/USDC ${fee} pool missing`);
      const { pool } = await readPool(entry);
      if (!pool) throw new Error('pool not read');
      expect(canSimulateV3Pool(pool)).toBe(true);
      const sizes: Array<[Token, Token, bigint]> = [
        [weth, usdc, 10n ** 15n],
        [weth, usdc, 10n ** 18n],
        [weth, usdc, 300n * 10n ** 18n],
        [usdc, weth, 10n ** 6n],
        [usdc, weth, 2_500n * 10n ** 6n],
        [usdc, weth, 900_000n * 10n ** 6n],
      ];
      for (const [from, to, amountIn] of sizes) {
        const simulated = simulateV3ExactInput(
          pool,
          CurrencyAmount.fromRawAmount(from, amountIn.toString()),
        );
        const quoted = decodeQuoteExactInput(
          (await quoterAnswer(new Route([pool], from, to), amountIn)).returnData,
        );
        expect(simulated?.quotient.toString(), `${fee} ${from.symbol} ${amountIn}`).toBe(
          quoted.toString(),
        );
      }
    }
  }, 120_000);

  it('reads every devnet pool in one step; prints what that costs per block next to the Quoter', async () => {
    const reads = await Promise.all(devnet.deployment.v3Pools.map(readPool));
    for (const { pool, key } of reads) {
      expect(pool && canSimulateV3Pool(pool), `${key.token0.symbol}/${key.token1.symbol}`).toBe(
        true,
      );
    }
    const lensReads = reads.flatMap((read) => read.windowReads);
    expect(lensReads).toHaveLength(5 * devnet.deployment.v3Pools.length);

    // The Quoter alternative for one ETH -> USDC trade of 100 ETH: 4 routes x 20 fractions.
    const pools = new Map(reads.map((read) => [read.key.address, read.pool as Pool]));
    const poolOf = (a: string, b: string, fee: number) => {
      const entry = devnet.deployment.v3Pools.find(
        (p) => p.fee === fee && p.tokens.includes(a as never) && p.tokens.includes(b as never),
      );
      return pools.get(entry?.address ?? '') as Pool;
    };
    const [weth, usdc] = [token('WETH'), token('USDC')];
    // The devnet has three WETH -> USDC routes; the fourth repeats one to keep the 4 x 20 shape.
    const routes = [
      new Route([poolOf('WETH', 'USDC', 500)], weth, usdc),
      new Route([poolOf('WETH', 'USDC', 3000)], weth, usdc),
      new Route([poolOf('WETH', 'DAI', 3000), poolOf('DAI', 'USDC', 100)], weth, usdc),
      new Route([poolOf('WETH', 'USDC', 3000)], weth, usdc),
    ];
    const quoterReads = await Promise.all(
      routes.flatMap((route) =>
        Array.from({ length: 20 }, (_, i) =>
          quoterAnswer(route, (100n * 10n ** 18n * BigInt(i + 1)) / 20n),
        ),
      ),
    );
    const gas = async (calls: readonly AnsweredCall[]) => {
      let total = 0n;
      for (const call of calls)
        total += await provider.estimateGas({ to: call.address, data: call.callData });
      // Less the 21,000 each estimate counts for being a transaction: one batch pays it once.
      return total - 21_000n * BigInt(calls.length);
    };
    const ticks = reads.reduce((n, read) => n + read.window.ticks.length, 0);
    console.log(
      [
        `Devnet: ${reads.length} v3 pools, ${ticks} initialised ticks in their windows`,
        `${formatSize('TickLens windows (5 words a pool)', batchSize(lensReads))}  gas ${await gas(lensReads)}`,
        `${formatSize('Quoter, 4 routes x 20 fractions (one amount)', batchSize(quoterReads))}  gas ${await gas(quoterReads)}`,
      ].join('\n'),
    );
  }, 180_000);
});
