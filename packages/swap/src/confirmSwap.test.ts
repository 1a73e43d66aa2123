import { TradeType } from '@uniswap/sdk-core';
import { Trade } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { confirmSwapText } from './confirmSwap';
import { amount, DAI, E18, route, WETH } from './wethDaiTrade.testing';

describe('confirmSwapText', () => {
  it('shows an exact-input swap with its minimum received, in the locale', () => {
    const trade = new Trade(route, amount(WETH, E18), TradeType.EXACT_INPUT);
    const text = confirmSwapText({ trade, allowedSlippageBips: 50 }, 'en');
    expect(text.input).toEqual({ amount: '1', symbol: 'WETH' });
    expect(text.output).toEqual({ amount: '1,992.01', symbol: 'DAI' });
    expect(text.price).toEqual({ price: '1,992', quote: 'DAI', base: 'WETH' });
    // 0.5% under the output.
    expect(text.estimate).toEqual({ kind: 'out', amount: '1,982.05', symbol: 'DAI' });
    expect(text.impactConfirmation).toBe('none');
    expect(confirmSwapText({ trade, allowedSlippageBips: 50 }, 'de').output.amount).toBe(
      '1.992,01',
    );
  });

  it('shows an exact-output swap with its maximum sold', () => {
    const trade = new Trade(route, amount(DAI, 1_000n * E18), TradeType.EXACT_OUTPUT);
    const text = confirmSwapText({ trade, allowedSlippageBips: 100 }, 'en');
    expect(text.estimate.kind).toBe('in');
    expect(text.estimate.symbol).toBe('WETH');
  });

  it('asks to confirm a large price impact and names the threshold', () => {
    const textOf = (wethIn: bigint) =>
      confirmSwapText(
        {
          trade: new Trade(route, amount(WETH, wethIn * E18), TradeType.EXACT_INPUT),
          allowedSlippageBips: 50,
        },
        'en',
      );
    // About 9% and 23% of impact: confirmed above 5%, typed "confirm" above 15%.
    expect([textOf(100n).impactConfirmation, textOf(100n).impactThresholdPercent]).toEqual([
      'confirm',
      '5',
    ]);
    expect([textOf(300n).impactConfirmation, textOf(300n).impactThresholdPercent]).toEqual([
      'typedConfirm',
      '15',
    ]);
  });
});
