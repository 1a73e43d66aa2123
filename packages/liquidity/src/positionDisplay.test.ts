import { getNativeCurrency } from '@dex/currency';
import { Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, nearestUsableTick, Pool, TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import {
  addPairHref,
  feeText,
  increaseHref,
  invertedByDefault,
  positionBadge,
  positionRangeText,
} from './positionDisplay';
import { currencyPathId } from './v2/currencies';

const WETH = getNativeCurrency(31337)?.wrapped as Token;
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');

const sqrt = encodeSqrtRatioX96((2000n * 10n ** 6n).toString(), (10n ** 18n).toString());
const pool = new Pool(
  WETH,
  USDC,
  FeeAmount.MEDIUM,
  sqrt.toString(),
  '1000',
  TickMath.getTickAtSqrtRatio(sqrt),
);

describe('position links', () => {
  it('name the wrapped native token ETH in /increase paths', () => {
    expect(currencyPathId(WETH)).toBe('ETH');
    expect(currencyPathId(USDC)).toBe(USDC.address);
    expect(increaseHref(WETH, USDC, 3000, 9n)).toBe(`/increase/ETH/${USDC.address}/3000/9`);
  });

  it("send the overview's add link to /add/{a}/{b} for the pair, without fee or id", () => {
    const ids = (a: Token, b: Token) => ({ token0: a.address, token1: b.address });
    expect(addPairHref(31337, ids(WETH, USDC))).toBe(`/add/ETH/${USDC.address}`);
    expect(addPairHref(31337, ids(USDC, WETH))).toBe(`/add/${USDC.address}/ETH`);
    expect(addPairHref(31337, { token0: WETH.address.toLowerCase(), token1: USDC.address })).toBe(
      `/add/ETH/${USDC.address}`,
    );
  });
});

describe('positionRangeText', () => {
  it('writes min, max and current with 4 significant digits, quote per base, either way round', () => {
    const position = {
      tickLower: nearestUsableTick(pool.tickCurrent - 1200, 60),
      tickUpper: nearestUsableTick(pool.tickCurrent + 1200, 60),
    };
    const view = positionRangeText(pool, position, false, 'en');
    expect([view.quote.symbol, view.base.symbol]).toEqual(['USDC', 'WETH']);
    expect(view.current).toBe('2,000');
    expect(view.min).toMatch(/^1,7\d\d$/);
    const inverted = positionRangeText(pool, position, true, 'en');
    expect([inverted.quote.symbol, inverted.base.symbol]).toEqual(['WETH', 'USDC']);
    expect(inverted.current).toBe('0.0005');
    expect(positionRangeText(pool, position, true, 'de').current).toBe('0,0005');
    expect(positionRangeText(pool, position, false, 'de').min).toMatch(/^1\.7\d\d$/);
  });

  it('shows 0 and ∞ for a full range', () => {
    const full = {
      tickLower: nearestUsableTick(TickMath.MIN_TICK, 60),
      tickUpper: nearestUsableTick(TickMath.MAX_TICK, 60),
    };
    expect(positionRangeText(pool, full, false, 'en')).toMatchObject({ min: '0', max: '∞' });
    expect(positionRangeText(pool, full, true, 'de')).toMatchObject({ min: '0', max: '∞' });
  });
});

describe('feeText and positionBadge', () => {
  it("writes the fee tier's percent for the locale", () => {
    expect(feeText(500, 'en')).toBe('0.05%');
    expect(feeText(500, 'de')).toBe('0,05%');
    expect(feeText(10000, 'es')).toBe('1%');
  });

  it('does not call a position inactive while its pool’s tick is unknown', () => {
    expect(positionBadge(undefined)).toBe('out-of-range');
    expect(positionBadge('in-range')).toBe('in-range');
  });
});

describe('invertedByDefault', () => {
  const DAI = new Token(31337, '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1', 18, 'DAI');
  const NEW = new Token(31337, '0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E', 18, 'NEW');
  it('quotes in the dollar stablecoin or per the wrapped native token', () => {
    expect(invertedByDefault(USDC, NEW, undefined)).toBe(false); // a chain without a stablecoin
    expect(invertedByDefault(WETH, USDC, USDC)).toBe(false); // USDC per WETH already
    expect(invertedByDefault(DAI, USDC, USDC)).toBe(false); // USDC per DAI already
    expect(invertedByDefault(USDC, NEW, USDC)).toBe(true); // USDC per NEW
    expect(invertedByDefault(DAI, WETH, USDC)).toBe(true); // DAI per WETH
    expect(invertedByDefault(undefined, WETH, USDC)).toBe(false);
  });
});
