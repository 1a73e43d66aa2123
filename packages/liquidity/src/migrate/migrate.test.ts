import type { SignedPermit } from '@dex/approvals';
import { Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  Pool,
  Position,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import {
  MIGRATION_PERCENT,
  migrateCall,
  migrateMinimumAmounts,
  V3_MIGRATOR_INTERFACE,
} from './migrate';

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const MIGRATOR = '0xA5644E29708357803b5A882D272c41cC0dF92B34';
const PAIR = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc';
const ACCOUNT = '0x1111111111111111111111111111111111111111';

// 1 WETH = 2,000 USDC (token0 is USDC).
// amount1 / amount0 in raw units: 10^18 wei of WETH for 2,000 * 10^6 of USDC.
const sqrt = encodeSqrtRatioX96((10n ** 18n).toString(), (2000n * 10n ** 6n).toString());
const tick = TickMath.getTickAtSqrtRatio(sqrt);
const pool = new Pool(USDC, WETH, 3000, sqrt, 0, tick);
const spacing = TICK_SPACINGS[3000];
const position = Position.fromAmounts({
  pool,
  tickLower: nearestUsableTick(tick - 6000, spacing),
  tickUpper: nearestUsableTick(tick + 6000, spacing),
  amount0: (4000n * 10n ** 6n).toString(),
  amount1: (2n * 10n ** 18n).toString(),
  useFullPrecision: true,
});

const base = {
  migrator: MIGRATOR,
  pair: PAIR,
  liquidity: 123n * 10n ** 15n,
  position,
  slippageBips: 50,
  recipient: ACCOUNT,
  deadline: 1_700_000_000n,
  createPool: false,
};

/** The migrator calls inside the multicall, decoded by name. */
function inner(callData: string) {
  const [calls] = V3_MIGRATOR_INTERFACE.decodeFunctionData('multicall', callData) as unknown as [
    string[],
  ];
  return calls.map((data) => V3_MIGRATOR_INTERFACE.parseTransaction({ data }));
}

describe('migrateCall', () => {
  it('migrates 100 % to the position with slippage minimums and an ETH refund', () => {
    const call = migrateCall(base);
    expect(call.address).toBe(MIGRATOR);
    expect(call.value).toBeUndefined();
    const calls = inner(call.callData);
    expect(calls.map((c) => c?.name)).toEqual(['migrate']);
    const [params] = calls[0]?.args ?? [];
    const { amount0Min, amount1Min } = migrateMinimumAmounts(position, 50);
    expect(params.pair).toBe(PAIR);
    expect(params.liquidityToMigrate).toBe(base.liquidity);
    expect(Number(params.percentageToMigrate)).toBe(MIGRATION_PERCENT);
    expect([params.token0, params.token1]).toEqual([USDC.address, WETH.address]);
    expect(Number(params.fee)).toBe(3000);
    expect([Number(params.tickLower), Number(params.tickUpper)]).toEqual([
      position.tickLower,
      position.tickUpper,
    ]);
    expect([params.amount0Min, params.amount1Min]).toEqual([amount0Min, amount1Min]);
    expect(params.recipient).toBe(ACCOUNT);
    expect(params.deadline).toBe(base.deadline);
    expect(params.refundAsETH).toBe(true);
  });

  it('takes the minimums below the mint amounts, more so with more slippage', () => {
    const mint = position.mintAmounts;
    const tight = migrateMinimumAmounts(position, 50);
    const loose = migrateMinimumAmounts(position, 500);
    expect(tight.amount0Min).toBeLessThan(BigInt(mint.amount0.toString()));
    expect(tight.amount1Min).toBeLessThan(BigInt(mint.amount1.toString()));
    expect(loose.amount0Min).toBeLessThan(tight.amount0Min);
    expect(loose.amount1Min).toBeLessThan(tight.amount1Min);
    expect(loose.amount0Min).toBeGreaterThan(0n);
  });

  it('self-permits the LP token first and creates the pool at its price when asked', () => {
    const permit: SignedPermit = {
      chainId: 1,
      token: PAIR,
      owner: ACCOUNT,
      spender: MIGRATOR,
      nonce: 0n,
      deadline: 1_700_000_100n,
      type: 'amount',
      value: base.liquidity,
      v: 27,
      r: `0x${'ab'.repeat(32)}`,
      s: `0x${'cd'.repeat(32)}`,
    };
    const calls = inner(migrateCall({ ...base, permit, createPool: true }).callData);
    expect(calls.map((c) => c?.name)).toEqual([
      'selfPermit',
      'createAndInitializePoolIfNecessary',
      'migrate',
    ]);
    expect(calls[0]?.args.toArray()).toEqual([
      PAIR,
      base.liquidity,
      permit.deadline,
      27n,
      permit.r,
      permit.s,
    ]);
    expect(calls[1]?.args.toArray()).toEqual([
      USDC.address,
      WETH.address,
      3000n,
      BigInt(sqrt.toString()),
    ]);
  });
});
