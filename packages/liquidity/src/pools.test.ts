import { Token } from '@uniswap/sdk-core';
import { computePoolAddress, FeeAmount, Pool, TickMath } from '@uniswap/v3-sdk';
import { AbiCoder } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import {
  decodePool,
  PoolState,
  poolCalls,
  poolKey,
  poolRead,
  poolState,
  v3PoolAddress,
} from './pools';

const FACTORY = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const coder = AbiCoder.defaultAbiCoder();

function slot0Data(sqrtPriceX96: bigint, tick: number): string {
  return coder.encode(
    ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
    [sqrtPriceX96, tick, 0, 1, 1, 0, true],
  );
}
const liquidityData = (liquidity: bigint) => coder.encode(['uint128'], [liquidity]);

describe('v3PoolAddress', () => {
  it('is the SDK address under the given factory, for either token order', () => {
    const sdk = computePoolAddress({
      factoryAddress: FACTORY,
      tokenA: USDC,
      tokenB: WETH,
      fee: FeeAmount.MEDIUM,
    });
    expect(v3PoolAddress(FACTORY, USDC, WETH, 3000)).toBe(sdk);
    expect(v3PoolAddress(FACTORY, WETH, USDC, 3000)).toBe(sdk);
    // Not the mainnet factory's pool (the SDK's silent default, DEVNET.md).
    expect(sdk).not.toBe('0x8ad599c3A0ff1De082011EFDDc58f1908eb6e6D8');
    expect(v3PoolAddress(FACTORY, USDC, WETH, 500)).not.toBe(sdk);
  });
});

describe('poolCalls', () => {
  it('reads slot0 then liquidity on the pool', () => {
    const [slot0, liquidity] = poolCalls(FACTORY);
    expect(slot0).toEqual({ address: FACTORY, callData: '0x3850c7bd' });
    expect(liquidity).toEqual({ address: FACTORY, callData: '0x1a686502' });
  });
});

describe('decodePool', () => {
  const tick = 200_000;
  const sqrt = BigInt(TickMath.getSqrtRatioAtTick(tick).toString());

  it('builds the SDK pool with sorted tokens, price, tick and liquidity', () => {
    const pool = decodePool(WETH, USDC, 3000, slot0Data(sqrt, tick), liquidityData(123n));
    const expected = new Pool(USDC, WETH, FeeAmount.MEDIUM, sqrt.toString(), '123', tick);
    expect(pool?.token0.equals(USDC)).toBe(true);
    expect(pool?.sqrtRatioX96.toString()).toBe(expected.sqrtRatioX96.toString());
    expect(pool?.tickCurrent).toBe(tick);
    expect(pool?.liquidity.toString()).toBe('123');
    expect(pool?.fee).toBe(3000);
    expect(pool?.token0Price.toSignificant(6)).toBe(expected.token0Price.toSignificant(6));
  });

  it.each([
    ['no contract (empty answer)', '0x', '0x'],
    ['a failed read', undefined, undefined],
    ['a pool never initialised', slot0Data(0n, 0), liquidityData(0n)],
    ['malformed data', '0x1234', '0xzz'],
    ['a tick out of range', slot0Data(sqrt, 900_000), liquidityData(1n)],
  ])('is null for %s', (_name, slot0, liquidity) => {
    expect(decodePool(USDC, WETH, 3000, slot0, liquidity)).toBeNull();
  });

  it('reports malformed answers to onParseError, not empty or uninitialised ones', () => {
    const onParseError = vi.fn();
    decodePool(USDC, WETH, 3000, '0x1234', liquidityData(1n), onParseError);
    decodePool(USDC, WETH, 3000, slot0Data(sqrt, tick), '0xzz', onParseError);
    decodePool(USDC, WETH, 3000, '0x', '0x', onParseError);
    decodePool(USDC, WETH, 3000, slot0Data(0n, 0), liquidityData(0n), onParseError);
    expect(onParseError.mock.calls.map(([data]) => data)).toEqual(['0x1234', '0xzz']);
  });

  it('is null for an identical pair or an unsupported fee', () => {
    expect(decodePool(USDC, USDC, 3000, slot0Data(sqrt, tick), liquidityData(1n))).toBeNull();
    expect(decodePool(USDC, WETH, 1234, slot0Data(sqrt, tick), liquidityData(1n))).toBeNull();
  });
});

describe('poolState', () => {
  const pool = new Pool(USDC, WETH, FeeAmount.MEDIUM, TickMath.getSqrtRatioAtTick(0), 0, 0);
  it.each([
    ['a missing token', undefined, WETH, 3000, false, null, PoolState.INVALID],
    ['an identical pair', WETH, WETH, 3000, false, null, PoolState.INVALID],
    ['an unsupported fee', USDC, WETH, 1234, false, null, PoolState.INVALID],
    ['a read in flight', USDC, WETH, 3000, true, null, PoolState.LOADING],
    ['no pool', USDC, WETH, 3000, false, null, PoolState.NOT_EXISTS],
    ['a pool', USDC, WETH, 3000, true, pool, PoolState.EXISTS],
    ['the devnet 100 tier', USDC, WETH, 100, false, null, PoolState.NOT_EXISTS],
  ] as const)('%s', (_name, a, b, fee, loading, p, expected) => {
    expect(poolState(a, b, fee, loading, p)).toBe(expected);
  });
});

describe('poolRead and poolKey', () => {
  const factory = { address: FACTORY };

  it('is INVALID at once for a missing or identical pair or an unsupported fee, with no reads', () => {
    for (const read of [
      poolRead(factory, USDC, undefined, FeeAmount.MEDIUM),
      poolRead(factory, USDC, USDC, FeeAmount.MEDIUM),
      poolRead(factory, USDC, WETH, 1234),
    ]) {
      expect(read).toEqual({ kind: 'invalid', result: { state: PoolState.INVALID, pool: null } });
    }
    // A chain without a v3 factory cannot have the pool either.
    expect(poolRead(undefined, USDC, WETH, FeeAmount.MEDIUM)).toEqual({
      kind: 'invalid',
      result: { state: PoolState.NOT_EXISTS, pool: null },
    });
  });

  it("reads the pair's pool: LOADING until both answer, NOT_EXISTS for empty answers, EXISTS with a price", () => {
    const read = poolRead(factory, WETH, USDC, FeeAmount.MEDIUM);
    if (read.kind !== 'read') throw new Error('expected reads');
    expect(read.calls).toEqual(poolCalls(v3PoolAddress(FACTORY, USDC, WETH, FeeAmount.MEDIUM)));
    expect(read.result(undefined, liquidityData(1n)).state).toBe(PoolState.LOADING);
    expect(read.result(null, null)).toEqual({ state: PoolState.NOT_EXISTS, pool: null });
    const answered = read.result(
      slot0Data(BigInt(TickMath.getSqrtRatioAtTick(0).toString()), 0),
      liquidityData(5n),
    );
    expect(answered.state).toBe(PoolState.EXISTS);
    expect(answered.pool?.liquidity.toString()).toBe('5');
  });

  it('keys a pool by chain, pair in either order and any address case, and fee', () => {
    const lower = new Token(1, USDC.address.toLowerCase(), 6, 'USDC');
    expect(poolKey(1, WETH, USDC, 3000)).toBe(poolKey(1, lower, WETH, 3000));
    expect(poolKey(1, USDC, WETH, 500)).not.toBe(poolKey(1, USDC, WETH, 3000));
    expect(poolKey(5, USDC, undefined, undefined)).toBe(`5|${USDC.address.toLowerCase()}||`);
  });
});
