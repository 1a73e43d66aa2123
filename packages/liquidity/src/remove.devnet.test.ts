// Against the devnet: removing 50 % of the seeded in-range position, then the rest, judged by the
// position's on-chain liquidity and the owner's balances (the fees come out with the first removal).
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owedFeesCall, readOwedFees } from './fees';
import { devnetHelpers } from './positionsDevnet.testing';
import { removalAmounts, removeLiquidityCall } from './remove';

let devnet: Devnet;
let chain: ReturnType<typeof devnetHelpers>;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  chain = devnetHelpers(devnet);
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

async function removePercent(tokenId: bigint, percent: number) {
  const { position, pool } = await chain.loadPosition(tokenId);
  const fees = await readOwedFees(
    { request: chain.request },
    owedFeesCall(chain.manager, tokenId, chain.owner),
  );
  if (!fees) throw new Error('no fees read');
  const expected = removalAmounts(pool, position, percent, fees, false);
  const before = [await chain.balanceOf(position.token0), await chain.balanceOf(position.token1)];
  const { timestamp } = await devnet.client.latestBlock();
  await chain.send(
    removeLiquidityCall({
      manager: chain.manager,
      pool,
      position,
      percent,
      slippageBips: 50,
      deadline: BigInt(timestamp + 1200),
      recipient: chain.owner,
      fees,
      receiveNative: false,
    }),
  );
  const gained = [
    (await chain.balanceOf(position.token0)) - (before[0] ?? 0n),
    (await chain.balanceOf(position.token1)) - (before[1] ?? 0n),
  ];
  return { position, expected, gained, fees };
}

const raw = (amount: { quotient: { toString(): string } }) => BigInt(amount.quotient.toString());

describe('removing the seeded in-range position', () => {
  it('takes out 50 %, then the rest', async () => {
    const tokenId = chain.seededId('in-range');
    const first = await removePercent(tokenId, 50);
    const half = (await chain.loadPosition(tokenId)).position.liquidity;
    expect(half).toBe(first.position.liquidity - first.position.liquidity / 2n);
    // The owner receives the liquidity share plus all fees (rounding in the pool's favour by at
    // most a unit).
    for (const [index, gained] of first.gained.entries()) {
      const liquidity = raw(index === 0 ? first.expected.liquidity0 : first.expected.liquidity1);
      const fee = index === 0 ? first.fees.amount0 : first.fees.amount1;
      expect(gained).toBeGreaterThanOrEqual(liquidity + fee - 1n);
      expect(gained).toBeLessThanOrEqual(liquidity + fee + 1n);
      expect(fee).toBeGreaterThan(0n);
    }

    const second = await removePercent(tokenId, 100);
    expect((await chain.loadPosition(tokenId)).position.liquidity).toBe(0n);
    expect(second.gained[0]).toBeGreaterThan(0n);
    expect(second.gained[1]).toBeGreaterThan(0n);
    // Nothing is left to collect.
    expect(
      await readOwedFees(
        { request: chain.request },
        owedFeesCall(chain.manager, tokenId, chain.owner),
      ),
    ).toEqual({ amount0: 0n, amount1: 0n });
  });
});
