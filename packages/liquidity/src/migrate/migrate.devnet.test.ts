// Against the devnet's real V3Migrator: account #0's wallet LP of a Uniswap pair and of a "Sushi"
// stand-in pair is migrated into a V3 range, with an on-chain approval and with a permit
// (selfPermit), into an existing pool and into a new one (createAndInitializePoolIfNecessary).
// The plan comes from planMigration as the page builds it; the verdict is chain state: the LP
// balance gone and a new position with the range's ticks and the liquidity the plan expected.

import { approveCalls } from '@dex/approvals';
import { getReservesCall } from '@dex/router';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import type { FeeAmount } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoolState } from '../pools';
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
import { decodeUint, totalSupplyCall } from '../v2/pairs';
import { migrateCall } from './migrate';
import { decodePairIdentity, pairIdentityCalls, planMigration } from './plan';

const RESERVES = new Interface([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
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

interface Case {
  readonly exchange: 'uniswap' | 'sushi';
  readonly tokens: string;
  readonly fee: FeeAmount;
  readonly authorise: 'approve' | 'permit';
  readonly pool: 'existing' | 'new';
}

// The seed gives account #0 wallet LP in Uniswap WETH/USDC and WETH/DAI and in both Sushi pairs;
// V3 has WETH/USDC at 0.05 % and 0.3 % and WETH/DAI at 0.3 % only.
const CASES: readonly Case[] = [
  { exchange: 'uniswap', tokens: 'WETH/USDC', fee: 3000, authorise: 'approve', pool: 'existing' },
  { exchange: 'sushi', tokens: 'WETH/USDC', fee: 500, authorise: 'permit', pool: 'existing' },
  { exchange: 'uniswap', tokens: 'WETH/DAI', fee: 500, authorise: 'permit', pool: 'new' },
  { exchange: 'sushi', tokens: 'WETH/DAI', fee: 10000, authorise: 'approve', pool: 'new' },
];

describe('migrating V2 liquidity on the devnet', () => {
  it.each(CASES)(
    "moves account #0's $exchange $tokens LP into a $pool $fee pool with $authorise",
    async (testCase) => {
      const { read, send, balanceOf, owner, manager, tokenBySymbol } = helpers;
      const { contracts, v2Pairs } = devnet.deployment;
      const seeded = v2Pairs.find(
        (p) => p.exchange === testCase.exchange && p.tokens.join('/') === testCase.tokens,
      );
      if (!seeded) throw new Error(`no seeded ${testCase.exchange} ${testCase.tokens} pair`);
      const migrator = contracts.v3Migrator;
      const lp = await balanceOf(seeded.address);
      expect(lp).toBeGreaterThan(0n);

      // The page knows only the address: the pair names its tokens and factory.
      const identity = decodePairIdentity(
        await Promise.all(pairIdentityCalls(seeded.address).map(read)),
      );
      expect(identity?.factory).toBe(
        testCase.exchange === 'sushi' ? contracts.sushiFactory : contracts.v2Factory,
      );
      if (!identity) throw new Error('not a pair');
      const token0 = tokenOfAddress(identity.token0);
      const token1 = tokenOfAddress(identity.token1);
      const [reserve0, reserve1] = RESERVES.decodeFunctionResult(
        'getReserves',
        await read(getReservesCall(seeded.address)),
      ) as unknown as [bigint, bigint];
      const totalSupply = decodeUint(await read(totalSupplyCall(seeded.address))) ?? 0n;

      const pool = await helpers.loadPool(token0, token1, testCase.fee);
      expect(pool === null).toBe(testCase.pool === 'new');
      const poolState = pool ? PoolState.EXISTS : PoolState.NOT_EXISTS;
      const base = {
        token0,
        token1,
        reserve0,
        reserve1,
        totalSupply,
        liquidity: lp,
        fee: testCase.fee,
        poolState,
        pool,
        slippageBips: 50,
      };
      // The range: 0.8x to 1.25x the price the position is priced at (typed as the page does).
      const target = planMigration({
        ...base,
        tickLower: undefined,
        tickUpper: undefined,
        invalidRange: false,
      }).pool;
      if (!target) throw new Error('no pool to price against');
      const price = Number(target.priceOf(token0).toSignificant(8));
      const range = computeRange({
        base: token0,
        quote: token1,
        fee: testCase.fee,
        left: String(price * 0.8),
        right: String(price * 1.25),
        tickCurrent: target.tickCurrent,
      });
      const plan = planMigration({ ...base, ...range });
      expect(plan.block).toBeNull();
      expect(plan.createPool).toBe(testCase.pool === 'new');
      const { position } = plan;
      if (!position) throw new Error('no position planned');

      const { timestamp } = await devnet.client.latestBlock();
      const deadline = BigInt(timestamp + 1200);
      let permit = null;
      if (testCase.authorise === 'permit') {
        permit = await helpers.signPermit(seeded.address, migrator, lp, deadline + 1200n);
      } else {
        const [maximum] = approveCalls(seeded.address, migrator, lp);
        if (maximum) await send(maximum);
      }
      const countBefore = decodePositionCount(await read(positionCountCall(manager, owner))) ?? 0;
      await send(
        migrateCall({
          migrator,
          pair: seeded.address,
          liquidity: lp,
          position,
          slippageBips: 50,
          recipient: owner,
          deadline,
          createPool: plan.createPool,
          permit,
        }),
      );

      expect(await balanceOf(seeded.address)).toBe(0n);
      if (testCase.pool === 'new') {
        expect(await helpers.loadPool(token0, token1, testCase.fee)).not.toBeNull();
      }
      const count = decodePositionCount(await read(positionCountCall(manager, owner))) ?? 0;
      expect(count).toBe(countBefore + 1);
      const last = positionIdCalls(manager, owner, count).at(-1);
      const id = last ? decodePositionId(await read(last)) : undefined;
      if (id === undefined) throw new Error('no new position');
      const minted = decodePosition(id, await read(positionCall(manager, id)));
      expect(minted?.fee).toBe(testCase.fee);
      expect([minted?.token0, minted?.token1]).toEqual([token0.address, token1.address]);
      expect([minted?.tickLower, minted?.tickUpper]).toEqual([range.tickLower, range.tickUpper]);
      // The migrator mints what fits at the block's price; within 1 % of the plan.
      const expected = BigInt(position.liquidity.toString());
      const got = minted?.liquidity ?? 0n;
      expect(
        got * 100n >= expected * 99n && got * 100n <= expected * 101n,
        `${got} vs ${expected}`,
      ).toBe(true);

      function tokenOfAddress(address: string) {
        const deployed = Object.values(devnet.deployment.tokens).find(
          (token) => token.address.toLowerCase() === address.toLowerCase(),
        );
        if (!deployed) throw new Error(`unknown token ${address}`);
        return tokenBySymbol(deployed.symbol);
      }
    },
    120_000,
  );
});
