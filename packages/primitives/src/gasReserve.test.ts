import { describe, expect, it } from 'vitest';
import {
  GAS_RESERVE_UNITS,
  maxSpendable,
  NATIVE_GAS_RESERVE,
  nativeGasReserve,
} from './gasReserve';

const GWEI = 10n ** 9n;
const ETHER = 10n ** 18n;
const NATIVE = { isNative: true };
const TOKEN = { isNative: false };

describe('nativeGasReserve', () => {
  it('pays GAS_RESERVE_UNITS at twice the current gas price', () => {
    // 30 gwei on mainnet: 0.06 of the coin; 0.01 gwei on a rollup: 0.00002.
    expect(nativeGasReserve(30n * GWEI)).toBe(60_000_000n * GWEI);
    expect(nativeGasReserve(30n * GWEI)).toBe(30n * GWEI * 2n * GAS_RESERVE_UNITS);
    expect(nativeGasReserve(GWEI / 100n)).toBe(20_000n * GWEI);
  });

  it('grows with the gas price', () => {
    expect(nativeGasReserve(2n * GWEI)).toBe(2n * nativeGasReserve(GWEI));
  });

  it('keeps the fixed reserve while the price is unknown or zero', () => {
    expect(nativeGasReserve(undefined)).toBe(NATIVE_GAS_RESERVE);
    expect(nativeGasReserve(0n)).toBe(NATIVE_GAS_RESERVE);
    expect(NATIVE_GAS_RESERVE).toBe(ETHER / 100n);
  });
});

describe('maxSpendable', () => {
  it('is the whole balance of a token, whatever the gas price', () => {
    expect(maxSpendable(123n, TOKEN, 30n * GWEI)).toBe(123n);
    expect(maxSpendable(123n, TOKEN)).toBe(123n);
  });

  it('keeps the reserve of the native coin, sized to the gas price', () => {
    const gasPrice = 2n * GWEI;
    const spendable = maxSpendable(ETHER, NATIVE, gasPrice);
    expect(spendable).toBe(ETHER - nativeGasReserve(gasPrice));
    expect(spendable).toBeLessThan(ETHER);
    expect(spendable).toBeGreaterThan(0n);
    expect(maxSpendable(ETHER, NATIVE)).toBe(ETHER - NATIVE_GAS_RESERVE);
  });

  it('is zero when the balance does not cover the reserve', () => {
    const reserve = nativeGasReserve(GWEI);
    expect(maxSpendable(reserve, NATIVE, GWEI)).toBe(0n);
    expect(maxSpendable(reserve - 1n, NATIVE, GWEI)).toBe(0n);
    expect(maxSpendable(reserve + 1n, NATIVE, GWEI)).toBe(1n);
  });
});
