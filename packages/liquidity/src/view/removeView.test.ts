import { Ether, Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import type { V3Position } from '../positions';
import { removalLines, removalTotals, removeView } from './removeView';

const ether = Ether.onChain(1);
const WETH = ether.wrapped;
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
// USDC sorts before WETH: token0 USDC, token1 WETH, at tick 0.
const pool = new Pool(USDC, WETH, FeeAmount.MEDIUM, encodeSqrtRatioX96(1, 1).toString(), 0, 0);
const position: V3Position = {
  tokenId: 1n,
  nonce: 0n,
  operator: '0x0000000000000000000000000000000000000000',
  token0: USDC.address,
  token1: WETH.address,
  fee: FeeAmount.MEDIUM,
  tickLower: -600,
  tickUpper: 600,
  liquidity: 10n ** 12n,
  feeGrowthInside0LastX128: 0n,
  feeGrowthInside1LastX128: 0n,
  tokensOwed0: 0n,
  tokensOwed1: 0n,
};
const input = {
  position,
  pool,
  fees: { amount0: 5n, amount1: 7n },
  percent: 50,
  receiveNative: true,
  connected: true,
  notManager: false,
  native: ether,
};

describe('removeView (spec 001 §5 V3 removal)', () => {
  it('pays half out with all the fees, the wrapped side as the native coin, with the toggle', () => {
    const view = removeView(input);
    expect(view.button).toBe('remove');
    expect(view.status).toBe('in-range');
    expect(view.nativeSymbols).toEqual(['ETH', 'WETH']);
    expect(view.amounts?.fee1.currency.isNative).toBe(true);
    expect(view.amounts?.fee0.quotient.toString()).toBe('5');
    const totals = view.amounts ? removalTotals(view.amounts) : undefined;
    expect(totals?.[1].greaterThan(view.amounts?.liquidity1 ?? 0)).toBe(true);
  });

  it('says what is missing in the spec priority', () => {
    expect(removeView({ ...input, connected: false }).button).toBe('connect');
    expect(removeView({ ...input, notManager: true }).button).toBe('not-manager');
    expect(removeView({ ...input, position: { ...position, liquidity: 0n } }).button).toBe(
      'inactive',
    );
    expect(removeView({ ...input, percent: 0 }).button).toBe('enter-percent');
    expect(removeView({ ...input, fees: undefined }).button).toBe('loading');
    expect(removeView({ ...input, native: undefined }).nativeSymbols).toBeUndefined();
  });

  it('shows zero of each token until the amounts are known', () => {
    const lines = removalLines(undefined, USDC, WETH);
    expect(lines.map((line) => [line.kind, line.currency?.symbol, line.amount?.toExact()])).toEqual(
      [
        ['pooled', 'USDC', '0'],
        ['pooled', 'WETH', '0'],
        ['feesEarned', 'USDC', '0'],
        ['feesEarned', 'WETH', '0'],
      ],
    );
    const paid = removeView(input).amounts;
    expect(removalLines(paid, USDC, WETH)[3]?.currency?.symbol).toBe('ETH');
  });
});
