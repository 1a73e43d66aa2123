// Removal and collect calldata equal the SDK's own, and say what a user would check: which
// position, how much liquidity, the minimums, who receives, and whether the native coin comes out.
import { getNativeCurrency } from '@dex/currency';
import { CurrencyAmount, Percent, Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  NonfungiblePositionManager,
  nearestUsableTick,
  Pool,
  Position,
  TickMath,
} from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { collectFeesCall } from './collect';
import {
  isRemovalOutOfRange,
  positionPriceRange,
  removalStatus,
  toSdkPosition,
} from './positionAmounts';
import {
  EnterPercentError,
  InactivePositionError,
  removalAmounts,
  removeLiquidityCall,
} from './remove';

const CHAIN = 31337;
const native = getNativeCurrency(CHAIN);
if (!native) throw new Error('no devnet chain');
const WETH = native.wrapped;
const MANAGER = '0x610178dA211FEF7D417bC0e6FeD39F05609AD788';
const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC = new Token(CHAIN, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const DAI = new Token(CHAIN, '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1', 18, 'DAI');

// WETH sorts first: 2,000 USDC per WETH.
const sqrt = encodeSqrtRatioX96((2000n * 10n ** 6n).toString(), (10n ** 18n).toString());
const pool = new Pool(
  WETH,
  USDC,
  FeeAmount.MEDIUM,
  sqrt.toString(),
  '1000000000000000',
  TickMath.getTickAtSqrtRatio(sqrt),
);
const position = {
  tokenId: 9n,
  liquidity: 10n ** 15n,
  tickLower: nearestUsableTick(pool.tickCurrent - 1200, 60),
  tickUpper: nearestUsableTick(pool.tickCurrent + 1200, 60),
};
const fees = { amount0: 3n * 10n ** 15n, amount1: 7_500_000n };
const MANAGER_ABI = new Interface([
  'function multicall(bytes[] data) payable returns (bytes[] results)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline) params)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max) params)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
]);
const calls = (callData: string) => {
  const parsed = MANAGER_ABI.parseTransaction({ data: callData });
  const inner: string[] = parsed?.name === 'multicall' ? [...parsed.args[0]] : [callData];
  return inner.map((data) => MANAGER_ABI.parseTransaction({ data }));
};

describe('removeLiquidityCall', () => {
  const options = {
    manager: MANAGER,
    pool,
    position,
    percent: 50,
    slippageBips: 50,
    deadline: 1_900_000_000n,
    recipient: OWNER,
    fees,
    receiveNative: false,
  };

  it('equals the SDK calldata for half the liquidity, with the fees collected as WETH', () => {
    const request = removeLiquidityCall(options);
    const sdk = NonfungiblePositionManager.removeCallParameters(
      new Position({
        pool,
        liquidity: position.liquidity.toString(),
        tickLower: position.tickLower,
        tickUpper: position.tickUpper,
      }),
      {
        tokenId: '9',
        liquidityPercentage: new Percent(50, 100),
        slippageTolerance: new Percent(50, 10_000),
        deadline: '1900000000',
        collectOptions: {
          expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(WETH, fees.amount0.toString()),
          expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, fees.amount1.toString()),
          recipient: OWNER,
        },
      },
    );
    expect(request).toEqual({ address: MANAGER, callData: sdk.calldata.toLowerCase() });
    const [decrease, collect] = calls(request.callData);
    expect(decrease?.name).toBe('decreaseLiquidity');
    expect(decrease?.args[0].tokenId).toBe(9n);
    expect(decrease?.args[0].liquidity).toBe(position.liquidity / 2n);
    expect(decrease?.args[0].deadline).toBe(1_900_000_000n);
    expect(decrease?.args[0].amount0Min).toBeGreaterThan(0n);
    expect(collect?.name).toBe('collect');
    expect(collect?.args[0].recipient).toBe(OWNER);
  });

  it('pays the WETH side out as the native coin when asked', () => {
    const request = removeLiquidityCall({ ...options, percent: 100, receiveNative: true });
    const inner = calls(request.callData);
    expect(inner.map((call) => call?.name)).toEqual([
      'decreaseLiquidity',
      'collect',
      'unwrapWETH9',
      'sweepToken',
    ]);
    expect(inner[0]?.args[0].liquidity).toBe(position.liquidity);
    // The manager collects to itself, then unwraps to and sweeps USDC to the owner.
    expect(inner[1]?.args[0].recipient).toBe('0x0000000000000000000000000000000000000000');
    // The minimums are the fees plus the liquidity's minimum out.
    expect(inner[2]?.args[0]).toBeGreaterThan(fees.amount0);
    expect(inner[2]?.args[1]).toBe(OWNER);
    expect(inner[3]?.args[0]).toBe(USDC.address);
    expect(inner[3]?.args[1]).toBeGreaterThan(fees.amount1);
    expect(inner[3]?.args[2]).toBe(OWNER);
    expect(request.value).toBeUndefined();
  });

  it('refuses 0 % or a fraction ("Enter a percent") and an emptied position ("Inactive")', () => {
    expect(() => removeLiquidityCall({ ...options, percent: 0 })).toThrow(EnterPercentError);
    expect(() => removeLiquidityCall({ ...options, percent: 101 })).toThrow('Enter a percent');
    expect(() => removeLiquidityCall({ ...options, percent: 12.5 })).toThrow(EnterPercentError);
    expect(() =>
      removeLiquidityCall({ ...options, position: { ...position, liquidity: 0n } }),
    ).toThrow(InactivePositionError);
  });
});

describe('removalAmounts', () => {
  it('is the share of the SDK amounts plus every owed fee', () => {
    const sdk = toSdkPosition(pool, position);
    const amounts = removalAmounts(pool, position, 25, fees, false);
    expect(amounts.liquidity0.quotient.toString()).toBe(
      (BigInt(sdk.amount0.quotient.toString()) / 4n).toString(),
    );
    expect(amounts.liquidity1.quotient.toString()).toBe(
      (BigInt(sdk.amount1.quotient.toString()) / 4n).toString(),
    );
    expect(amounts.fee0.quotient.toString()).toBe(fees.amount0.toString());
    expect(amounts.fee1.currency.equals(USDC)).toBe(true);
    expect(amounts.liquidity0.currency.equals(WETH)).toBe(true);
    expect(removalAmounts(pool, position, 25, fees, true).liquidity0.currency.isNative).toBe(true);
  });
});

describe('collectFeesCall', () => {
  it('equals the SDK calldata, in tokens or with the native coin unwrapped', () => {
    for (const receiveNative of [false, true]) {
      const request = collectFeesCall({
        manager: MANAGER,
        tokenId: 9n,
        token0: WETH,
        token1: USDC,
        fees,
        recipient: OWNER,
        receiveNative,
      });
      const sdk = NonfungiblePositionManager.collectCallParameters({
        tokenId: '9',
        expectedCurrencyOwed0: CurrencyAmount.fromRawAmount(
          receiveNative ? native : WETH,
          fees.amount0.toString(),
        ),
        expectedCurrencyOwed1: CurrencyAmount.fromRawAmount(USDC, fees.amount1.toString()),
        recipient: OWNER,
      });
      expect(request.callData).toBe(sdk.calldata.toLowerCase());
      const names = calls(request.callData).map((call) => call?.name);
      expect(names).toEqual(receiveNative ? ['collect', 'unwrapWETH9', 'sweepToken'] : ['collect']);
    }
  });

  it('has nothing to unwrap for a pair without the wrapped native token', () => {
    const request = collectFeesCall({
      manager: MANAGER,
      tokenId: 3n,
      token0: DAI,
      token1: USDC,
      fees,
      recipient: OWNER,
      receiveNative: true,
    });
    const [collect] = calls(request.callData);
    expect(collect?.name).toBe('collect');
    expect(collect?.args[0].recipient).toBe(OWNER);
    expect(collect?.args[0].amount0Max).toBe(2n ** 128n - 1n);
  });
});

describe('position range rules', () => {
  it('on the removal screen, only a tick above the upper tick (or below the lower) is out of range', () => {
    const range = { tickLower: -60, tickUpper: 60 };
    expect(isRemovalOutOfRange(range, 60)).toBe(false);
    expect(isRemovalOutOfRange(range, 61)).toBe(true);
    expect(isRemovalOutOfRange(range, -60)).toBe(false);
    expect(isRemovalOutOfRange(range, -61)).toBe(true);
  });

  it("the removal screen's badge: in range up to and including the upper tick, removed at zero liquidity, nothing until the tick is known", () => {
    const position = { liquidity: 1000n, tickLower: -60, tickUpper: 60 };
    expect(removalStatus(position, -60)).toBe('in-range');
    expect(removalStatus(position, 0)).toBe('in-range');
    // The badge elsewhere calls this out of range; the removal screen does not.
    expect(removalStatus(position, 60)).toBe('in-range');
    expect(removalStatus(position, -61)).toBe('out-of-range');
    expect(removalStatus(position, 61)).toBe('out-of-range');
    expect(removalStatus({ ...position, liquidity: 0n }, 0)).toBe('closed');
    expect(removalStatus(position, undefined)).toBeUndefined();
  });

  it('gives min, max and current price either way round', () => {
    const range = positionPriceRange(pool, position, false);
    expect(Number(range.current.toSignificant(6))).toBeCloseTo(2000, 0);
    expect(Number(range.lower.toSignificant(6))).toBeLessThan(2000);
    expect(Number(range.upper.toSignificant(6))).toBeGreaterThan(2000);
    expect(range.lower.baseCurrency.equals(WETH)).toBe(true);
    const inverted = positionPriceRange(pool, position, true);
    expect(inverted.lower.baseCurrency.equals(USDC)).toBe(true);
    expect(inverted.lower.toSignificant(8)).toBe(range.upper.invert().toSignificant(8));
    expect(inverted.current.toSignificant(8)).toBe(range.current.invert().toSignificant(8));
    expect(range.atMin || range.atMax).toBe(false);
  });

  it('flags a full range as reaching 0 and ∞', () => {
    const full = {
      tickLower: nearestUsableTick(TickMath.MIN_TICK, 60),
      tickUpper: nearestUsableTick(TickMath.MAX_TICK, 60),
    };
    expect(positionPriceRange(pool, full, false)).toMatchObject({ atMin: true, atMax: true });
    const lowOnly = { ...full, tickUpper: 600 };
    expect(positionPriceRange(pool, lowOnly, false)).toMatchObject({ atMin: true, atMax: false });
    expect(positionPriceRange(pool, lowOnly, true)).toMatchObject({ atMin: false, atMax: true });
  });
});
