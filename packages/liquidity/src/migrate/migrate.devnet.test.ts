// Against the devnet's real V3Migrator: account #0's wallet LP of the Uniswap ETH/USDC V2 pair is
// migrated into a range of the WETH/USDC 0.3 % pool, judged by chain state (the LP balance and the
// new position's liquidity and ticks).

import { approveCalls } from '@dex/approvals';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { Token } from '@uniswap/sdk-core';
import { Position } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePosition,
  decodePositionCount,
  decodePositionId,
  positionCall,
  positionCountCall,
  positionIdCalls,
} from '../positions';
import { devnetHelpers } from '../positionsDevnet.testing';
import { computeRange } from '../range';
import { migrateCall } from './migrate';

const PAIR = new Interface([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function totalSupply() view returns (uint256)',
]);

let devnet: Devnet;
let helpers: ReturnType<typeof devnetHelpers>;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  helpers = devnetHelpers(devnet);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('migrating V2 liquidity on the devnet', () => {
  it("moves account #0's ETH/USDC LP into a V3 range", async () => {
    const { read, send, balanceOf, owner, manager } = helpers;
    const { contracts, tokens, v2Pairs } = devnet.deployment;
    const pair = v2Pairs.find(
      (p) => p.exchange === 'uniswap' && p.tokens.join('/') === 'WETH/USDC',
    );
    if (!pair) throw new Error('no seeded ETH/USDC pair');
    const migrator = contracts.v3Migrator;
    const lp = await balanceOf(pair.address);
    expect(lp).toBeGreaterThan(0n);

    const [reserve0, reserve1] = PAIR.decodeFunctionResult(
      'getReserves',
      await read({ address: pair.address, callData: PAIR.encodeFunctionData('getReserves') }),
    ) as unknown as [bigint, bigint];
    const [supply] = PAIR.decodeFunctionResult(
      'totalSupply',
      await read({ address: pair.address, callData: PAIR.encodeFunctionData('totalSupply') }),
    ) as unknown as [bigint];

    const weth = tokenOf('WETH');
    const usdc = tokenOf('USDC');
    const pool = await helpers.loadPool(weth, usdc, 3000);
    if (!pool) throw new Error('no WETH/USDC 0.3% pool');
    const price = Number(pool.priceOf(weth).toSignificant(6));
    const range = computeRange({
      base: weth,
      quote: usdc,
      fee: 3000,
      left: String(Math.round(price * 0.8)),
      right: String(Math.round(price * 1.25)),
      tickCurrent: pool.tickCurrent,
    });
    const { tickLower, tickUpper } = range;
    if (tickLower === undefined || tickUpper === undefined || range.invalidRange) {
      throw new Error('no valid range');
    }
    // What the LP is worth in the pair's own token order (the pair sorts like the pool).
    const position = Position.fromAmounts({
      pool,
      tickLower,
      tickUpper,
      amount0: ((reserve0 * lp) / supply).toString(),
      amount1: ((reserve1 * lp) / supply).toString(),
      useFullPrecision: true,
    });

    const [maximum] = approveCalls(pair.address, migrator, lp);
    if (maximum) await send(maximum);
    const countBefore = decodePositionCount(await read(positionCountCall(manager, owner))) ?? 0;
    const { timestamp } = await devnet.client.latestBlock();
    await send(
      migrateCall({
        migrator,
        pair: pair.address,
        liquidity: lp,
        position,
        slippageBips: 50,
        recipient: owner,
        deadline: BigInt(timestamp + 1200),
        createPool: false,
      }),
    );

    expect(await balanceOf(pair.address)).toBe(0n);
    const count = decodePositionCount(await read(positionCountCall(manager, owner))) ?? 0;
    expect(count).toBe(countBefore + 1);
    const last = positionIdCalls(manager, owner, count).at(-1);
    const id = last ? decodePositionId(await read(last)) : undefined;
    if (id === undefined) throw new Error('no new position');
    const minted = decodePosition(id, await read(positionCall(manager, id)));
    expect([minted?.tickLower, minted?.tickUpper]).toEqual([tickLower, tickUpper]);
    // The V2 and V3 prices differ slightly, so the migrator mints what fits; within 1 %.
    const expected = BigInt(position.liquidity.toString());
    const got = minted?.liquidity ?? 0n;
    expect(
      got * 100n >= expected * 99n && got * 100n <= expected * 101n,
      `${got} vs ${expected}`,
    ).toBe(true);

    function tokenOf(key: 'WETH' | 'USDC') {
      const { address, decimals, symbol } = tokens[key];
      return new Token(devnet.chainId, address, decimals, symbol);
    }
  }, 120_000);
});
