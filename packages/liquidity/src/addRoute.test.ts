import { describe, expect, it } from 'vitest';
import { addRoutePath, increasedTokenId, isIncreaseMismatch, routeWithCurrency } from './addRoute';

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const DAI = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const route = { currencyIdA: 'ETH', currencyIdB: USDC, feeAmount: '3000' };

describe('addRoutePath', () => {
  it.each([
    [{ currencyIdA: undefined, currencyIdB: undefined, feeAmount: undefined }, '/add'],
    [{ currencyIdA: 'ETH', currencyIdB: undefined, feeAmount: '500' }, '/add/ETH'],
    [route, `/add/ETH/${USDC}/3000`],
  ])('%o -> %s', (parts, path) => {
    expect(addRoutePath(parts)).toBe(path);
  });
});

describe('routeWithCurrency', () => {
  it('sets one side and keeps the tier', () => {
    expect(routeWithCurrency(route, 'B', DAI)).toEqual({ ...route, currencyIdB: DAI });
    expect(routeWithCurrency(route, 'A', DAI)).toEqual({ ...route, currencyIdA: DAI });
  });
  it("picking the other side's currency swaps the sides (any casing)", () => {
    expect(routeWithCurrency(route, 'A', USDC.toLowerCase())).toEqual({
      ...route,
      currencyIdA: USDC,
      currencyIdB: 'ETH',
    });
    expect(routeWithCurrency(route, 'B', 'eth')).toEqual({
      ...route,
      currencyIdA: USDC,
      currencyIdB: 'ETH',
    });
  });
  it('the first pick on a blank form is side A', () => {
    const blank = { currencyIdA: undefined, currencyIdB: undefined, feeAmount: undefined };
    expect(routeWithCurrency(blank, 'B', DAI)).toEqual({ ...blank, currencyIdA: DAI });
  });
});

describe('the increase route', () => {
  it('names a position only by a decimal id', () => {
    expect(increasedTokenId('7')).toBe(7n);
    expect(increasedTokenId('x7')).toBeNull();
    expect(increasedTokenId('0x7')).toBeNull();
    expect(increasedTokenId(undefined)).toBeNull();
  });

  const position = { token0: DAI, token1: USDC, fee: 3000 };
  it("must name the position's own pool: its tokens in either order (any casing) and its fee", () => {
    expect(isIncreaseMismatch(position, [USDC.toLowerCase(), DAI], 3000)).toBe(false);
    expect(isIncreaseMismatch(position, [DAI, USDC], 500)).toBe(true);
    expect(
      isIncreaseMismatch(position, [DAI, '0x0000000000000000000000000000000000000001'], 3000),
    ).toBe(true);
  });

  it('is a mismatch for no position or no pair, not while the position loads', () => {
    expect(isIncreaseMismatch(null, [DAI, USDC], 3000)).toBe(true);
    expect(isIncreaseMismatch(position, undefined, 3000)).toBe(true);
    expect(isIncreaseMismatch(undefined, undefined, undefined)).toBe(false);
  });
});
