import { getNativeCurrency } from '@dex/currency';
import { Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { networkCostState } from './networkCost';

const ETH = getNativeCurrency(1);
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const GWEI = 1_000_000_000n;
/** 1 ETH = 2,000 USDC, in raw units (10^18 wei to 2,000 x 10^6). */
const ETH_AT_2000 =
  ETH && new Price(ETH, USDC, (10n ** 18n).toString(), (2_000n * 10n ** 6n).toString());

describe('networkCostState', () => {
  it('writes the cost in the native currency and in dollars', () => {
    // 150,000 gas at 3 gwei = 0.00045 ETH = $0.90.
    expect(networkCostState({ costWei: 450_000n * GWEI }, ETH, ETH_AT_2000, 'en')).toEqual({
      status: 'ready',
      native: '0.00045 ETH',
      usd: '$0.90',
    });
  });

  it("writes it in the reader's locale", () => {
    const state = networkCostState({ costWei: 1_234_500n * GWEI * 1000n }, ETH, ETH_AT_2000, 'de');
    expect(state).toMatchObject({ status: 'ready', native: '1,2345 ETH' });
    // German puts a no-break space before the sign.
    expect(state.status === 'ready' && state.usd?.replace(/\s/g, ' ')).toBe('2.469,00 $');
  });

  it('shows the native amount alone while the native currency has no dollar price', () => {
    expect(networkCostState({ costWei: 450_000n * GWEI }, ETH, undefined, 'en')).toEqual({
      status: 'ready',
      native: '0.00045 ETH',
    });
  });

  it('is loading while estimating and unavailable when the estimate failed', () => {
    expect(networkCostState(undefined, ETH, ETH_AT_2000, 'en')).toEqual({ status: 'loading' });
    expect(networkCostState({ failed: true }, ETH, ETH_AT_2000, 'en')).toEqual({
      status: 'unavailable',
    });
  });
});
