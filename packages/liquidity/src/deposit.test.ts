import { nativeGasReserve } from '@dex/primitives';
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import {
  computeDeposit,
  MintField,
  maxAmountSpend,
  NATIVE_GAS_RESERVE,
  startingPricePool,
} from './deposit';

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const ETH = Ether.onChain(1);
// DAI is token0: 1 DAI = 1 USDC at tick about -276324 (decimals 18 vs 6).
const sqrt = encodeSqrtRatioX96('1000000', (10n ** 18n).toString());
const tick = TickMath.getTickAtSqrtRatio(sqrt);
const pool = new Pool(DAI, USDC, FeeAmount.LOW, sqrt, '1000000000000000000', tick);
const lower = Math.floor(tick / 10) * 10 - 100;
const upper = Math.floor(tick / 10) * 10 + 100;
const dai = (value: string) => CurrencyAmount.fromRawAmount(DAI, value);
const usdc = (value: string) => CurrencyAmount.fromRawAmount(USDC, value);

describe('computeDeposit', () => {
  const base = {
    pool,
    currencyA: DAI,
    currencyB: USDC,
    tickLower: lower,
    tickUpper: upper,
    invalidRange: false,
  };

  it.each([
    ['A typed (token0)', MintField.CURRENCY_A, dai('100000000000000000000')],
    ['B typed (token1)', MintField.CURRENCY_B, usdc('100000000')],
  ])('%s: the other side is the SDK position amount', (_name, field, amount) => {
    const deposit = computeDeposit({ ...base, independentField: field, independentAmount: amount });
    const sdk =
      field === MintField.CURRENCY_A
        ? Position.fromAmount0({
            pool,
            tickLower: lower,
            tickUpper: upper,
            amount0: amount.quotient,
            useFullPrecision: true,
          })
        : Position.fromAmount1({
            pool,
            tickLower: lower,
            tickUpper: upper,
            amount1: amount.quotient,
          });
    const typedA = field === MintField.CURRENCY_A;
    // The typed side stays as typed; the other is the SDK position's.
    expect((typedA ? deposit.amountA : deposit.amountB)?.toExact()).toBe(amount.toExact());
    expect((typedA ? deposit.amountB : deposit.amountA)?.quotient.toString()).toBe(
      (typedA ? sdk.amount1 : sdk.amount0).quotient.toString(),
    );
    const minted = Position.fromAmounts({
      pool,
      tickLower: lower,
      tickUpper: upper,
      amount0: deposit.amountA?.quotient ?? '0',
      amount1: deposit.amountB?.quotient ?? '0',
      useFullPrecision: true,
    });
    expect(deposit.position?.liquidity.toString()).toBe(minted.liquidity.toString());
    expect(deposit.depositADisabled || deposit.depositBDisabled).toBe(false);
  });

  it('follows the pair order the user chose (A = token1)', () => {
    const deposit = computeDeposit({
      ...base,
      currencyA: USDC,
      currencyB: DAI,
      independentField: MintField.CURRENCY_A,
      independentAmount: usdc('5000000'),
    });
    expect(deposit.amountA?.currency.equals(USDC)).toBe(true);
    expect(deposit.amountB?.currency.equals(DAI)).toBe(true);
    expect(deposit.amountB?.greaterThan(0)).toBe(true);
  });

  it('above the range: only token0 (A) is deposited, B is locked', () => {
    const deposit = computeDeposit({
      ...base,
      tickLower: upper + 100,
      tickUpper: upper + 200,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1000000000000000000'),
    });
    expect(deposit.depositBDisabled).toBe(true);
    expect(deposit.depositADisabled).toBe(false);
    expect(deposit.amountB).toBeUndefined();
    expect(deposit.position?.amount1.quotient.toString()).toBe('0');
    expect(deposit.position?.amount0.quotient.toString()).not.toBe('0');
  });

  it('below the range: only token1 (B); a typed A is dropped', () => {
    const deposit = computeDeposit({
      ...base,
      tickLower: lower - 200,
      tickUpper: lower - 100,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1000000000000000000'),
    });
    expect(deposit.depositADisabled).toBe(true);
    expect(deposit.amountA).toBeUndefined();
    expect(deposit.position).toBeUndefined(); // B not typed yet
  });

  /** 1 DAI typed into the range [onTick, onTick + 100] of `pool`. */
  const depositFromLowerTick = (pool: Pool, onTick: number) =>
    computeDeposit({
      ...base,
      pool,
      tickLower: onTick,
      tickUpper: onTick + 100,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1000000000000000000'),
    });

  it('the pool tick on the lower tick is in range: both sides go in (spec 001 §4)', () => {
    // The pool's tick sits exactly on the range's lower tick with the price a hair above it: the
    // chain's mint takes token1 too, so locking it would mint nothing (addCallParameters throws).
    const onTick = Math.floor(tick / 10) * 10;
    const atTick = (t: number) => BigInt(TickMath.getSqrtRatioAtTick(t).toString());
    const above = (atTick(onTick) + atTick(onTick + 1)) / 2n;
    const atLower = new Pool(
      DAI,
      USDC,
      FeeAmount.LOW,
      above.toString(),
      '1000000000000000000',
      onTick,
    );
    expect(atLower.tickCurrent).toBe(onTick);
    const deposit = depositFromLowerTick(atLower, onTick);
    expect([deposit.depositADisabled, deposit.depositBDisabled]).toEqual([false, false]);
    expect(deposit.amountB?.greaterThan(0)).toBe(true);
    expect(deposit.position?.liquidity.toString()).not.toBe('0');
  });

  it('the price exactly at the lower tick takes no token1: B stays locked', () => {
    const onTick = Math.floor(tick / 10) * 10;
    const exact = TickMath.getSqrtRatioAtTick(onTick);
    const atLower = new Pool(DAI, USDC, FeeAmount.LOW, exact, '1000000000000000000', onTick);
    const deposit = depositFromLowerTick(atLower, onTick);
    expect([deposit.depositADisabled, deposit.depositBDisabled]).toEqual([false, true]);
    expect(deposit.position?.liquidity.toString()).not.toBe('0');
  });

  it('the price exactly at the upper tick (pool tick one below) takes no token0: A is locked', () => {
    // A swap down that ends exactly on a tick leaves the pool's tick one below it, the price on
    // it: the range ending there takes only token1, as above the range.
    const onTick = Math.floor(tick / 10) * 10;
    const atUpper = new Pool(
      DAI,
      USDC,
      FeeAmount.LOW,
      TickMath.getSqrtRatioAtTick(onTick),
      '1000000000000000000',
      onTick - 1,
    );
    const deposit = computeDeposit({
      ...base,
      pool: atUpper,
      tickLower: onTick - 100,
      tickUpper: onTick,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1000000000000000000'),
    });
    expect([deposit.depositADisabled, deposit.depositBDisabled]).toEqual([true, false]);
    expect(deposit.amountB).toBeUndefined();
  });

  it('a deposit too small to mint any liquidity makes no position (the add would throw)', () => {
    // 1e-12 DAI goes with less than one raw unit of USDC: the amounts mint zero liquidity, which
    // the SDK's add refuses (ZERO_LIQUIDITY), so there is nothing to review or send.
    const deposit = computeDeposit({
      ...base,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1000000'),
    });
    expect(deposit.amountB?.quotient.toString()).toBe('0');
    expect(deposit.position).toBeUndefined();
  });

  it('an invalid range locks both and mints nothing', () => {
    const deposit = computeDeposit({
      ...base,
      tickLower: upper,
      tickUpper: lower,
      invalidRange: true,
      independentField: MintField.CURRENCY_A,
      independentAmount: dai('1'),
    });
    expect([deposit.depositADisabled, deposit.depositBDisabled, deposit.position]).toEqual([
      true,
      true,
      undefined,
    ]);
  });

  it('pays in the native coin for the wrapped token', () => {
    // 1 WETH = 2000 USDC; USDC is token0.
    const wethSqrt = encodeSqrtRatioX96((10n ** 18n).toString(), '2000000000');
    const wethPool = new Pool(
      USDC,
      WETH,
      FeeAmount.MEDIUM,
      wethSqrt,
      '1',
      TickMath.getTickAtSqrtRatio(wethSqrt),
    );
    const t = wethPool.tickCurrent;
    const deposit = computeDeposit({
      pool: wethPool,
      currencyA: ETH,
      currencyB: USDC,
      tickLower: Math.floor(t / 60) * 60 - 600,
      tickUpper: Math.floor(t / 60) * 60 + 600,
      invalidRange: false,
      independentField: MintField.CURRENCY_A,
      independentAmount: CurrencyAmount.fromRawAmount(ETH, (10n ** 18n).toString()),
    });
    expect(deposit.amountA?.currency.isNative).toBe(true);
    expect(Number(deposit.amountB?.toSignificant(3))).toBeGreaterThan(1000);
  });
});

describe('startingPricePool', () => {
  it.each([
    ['DAI in USDC', DAI, USDC, '1.5'],
    ['USDC in DAI (inverted)', USDC, DAI, '0.6666'],
    ['WETH in USDC', WETH, USDC, '2500'],
  ])('a new pool at the typed price of %s', (_name, base, quote, value) => {
    const created = startingPricePool(base, quote, FeeAmount.MEDIUM, value);
    expect(Number(created?.priceOf(base).toSignificant(4))).toBe(
      Number(Number(value).toPrecision(4)),
    );
    expect(created?.liquidity.toString()).toBe('0');
    // Sorted whatever the typed direction.
    expect(created?.token0.sortsBefore(created.token1)).toBe(true);
  });
  it.each(['', '0', 'x', `1${'0'.repeat(60)}`])('none for %j', (value) => {
    expect(startingPricePool(DAI, USDC, FeeAmount.MEDIUM, value)).toBeUndefined();
  });
});

describe('maxAmountSpend', () => {
  it('keeps the gas reserve of the native coin only', () => {
    const balance = 5n * 10n ** 17n;
    expect(
      maxAmountSpend(CurrencyAmount.fromRawAmount(ETH, balance.toString()))?.quotient.toString(),
    ).toBe((balance - NATIVE_GAS_RESERVE).toString());
    expect(maxAmountSpend(CurrencyAmount.fromRawAmount(ETH, '1000'))?.quotient.toString()).toBe(
      '0',
    );
    expect(maxAmountSpend(dai('123'))?.quotient.toString()).toBe('123');
    expect(maxAmountSpend(undefined)).toBeUndefined();
  });

  it('sizes the reserve to the gas price when it is known (the swap’s rule)', () => {
    const balance = 5n * 10n ** 17n;
    const gasPrice = 3n * 10n ** 9n;
    expect(
      maxAmountSpend(
        CurrencyAmount.fromRawAmount(ETH, balance.toString()),
        gasPrice,
      )?.quotient.toString(),
    ).toBe((balance - nativeGasReserve(gasPrice)).toString());
    expect(maxAmountSpend(dai('123'), gasPrice)?.quotient.toString()).toBe('123');
  });
});
