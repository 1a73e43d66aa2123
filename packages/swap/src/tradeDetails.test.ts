import { formatPriceImpact, formatUnitsPlain } from '@dex/primitives';
import { SplitRouteTrade } from '@dex/router';
import { CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, Pool } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { swapSummaryValues, tradeDetailRows, tradeDetails, tradeDetailsView } from './tradeDetails';
import {
  DAI,
  E18,
  echoTranslator as t,
  amount as tokenAmount,
  trade as wethDaiTrade,
} from './wethDaiTrade.testing';

describe('trade details', () => {
  it('formats the price impact', () => {
    expect(formatPriceImpact(undefined, 'en')).toBe('-');
    expect(formatPriceImpact(new Percent(0, 10_000), 'en')).toBe('<0.01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'en')).toBe('1.23%');
    expect(formatPriceImpact(new Percent(0, 10_000), 'de')).toBe('<0,01%');
    expect(formatPriceImpact(new Percent(123, 10_000), 'es')).toBe('1,23%');
  });

  it("writes what the SDK's own Percent.toFixed(2) writes, for any impact", () => {
    const oneBip = new Percent(1, 10_000);
    for (const [numerator, denominator] of [
      [1, 10_000],
      [12_345, 1_000_000],
      [12_350, 1_000_000],
      [2, 3],
      [999_999, 1_000_000],
      [5, 1],
      [123_456_789, 100_000],
    ] as const) {
      const impact = new Percent(numerator, denominator);
      const sdk = impact.lessThan(oneBip) ? '<0.01%' : `${impact.toFixed(2)}%`;
      expect(formatPriceImpact(impact, 'en').replace(/,/g, '')).toBe(sdk);
    }
  });

  it('writes a raw balance as a plain decimal the amount input accepts', () => {
    expect(formatUnitsPlain(1_500_000n, 6)).toBe('1.5');
    expect(formatUnitsPlain(5n, 18)).toBe('0.000000000000000005');
    expect(formatUnitsPlain(2n * 10n ** 18n, 18)).toBe('2');
    expect(formatUnitsPlain(0n, 0)).toBe('0');
  });
});

describe('a split trade in the details', () => {
  const A = new Token(1, '0x1000000000000000000000000000000000000001', 18, 'AAA');
  const B = new Token(1, '0x2000000000000000000000000000000000000002', 18, 'BBB');
  const amount = (token: Token, raw: bigint) => CurrencyAmount.fromRawAmount(token, raw.toString());
  const pair = new Pair(amount(A, 10n ** 21n), amount(B, 10n ** 21n));
  const pool = new Pool(A, B, FeeAmount.LOW, encodeSqrtRatioX96(1, 1), (10n ** 21n).toString(), 0);
  const leg = (percent: number, pools: [Pair] | [Pool]) => ({
    percent,
    protocol: pools[0] instanceof Pair ? ('V2' as const) : ('V3' as const),
    path: [A, B],
    pools,
    inputAmount: amount(A, BigInt(percent) * 10n ** 16n),
    outputAmount: amount(B, BigInt(percent) * 99n * 10n ** 14n),
  });
  const trade = new SplitRouteTrade({
    tradeType: TradeType.EXACT_INPUT,
    inputAmount: amount(A, 10n ** 18n),
    outputAmount: amount(B, 99n * 10n ** 16n),
    splits: [leg(60, [pair]), leg(40, [pool])],
    gasCost: amount(B, 0n),
    routing: { routes: 2, maxRoutes: 7, gasIncluded: false, limitedBy: 'pools' },
  });

  it('writes each leg with its share where the route is not drawn (the confirm dialog)', () => {
    const route = tradeDetails(trade, 50, 'en').find((row) => row.name === 'route');
    expect(route?.value).toBe('60% AAA > BBB, 40% AAA > BBB');
  });

  it('leaves the route to the diagram where it is drawn (the details tooltip)', () => {
    const names = tradeDetails(trade, 50, 'en', true).map((row) => row.name);
    expect(names).toEqual(['minimumReceived', 'priceImpact', 'lpFee']);
  });

  it('labels each row in the app’s words, keeping its value and tone', () => {
    const rows = tradeDetailRows((name) => `label:${name}`, trade, 50, 'en', true);
    expect(rows.map((row) => row.label)).toEqual([
      'label:minimumReceived',
      'label:priceImpact',
      'label:lpFee',
    ]);
    const details = tradeDetails(trade, 50, 'en', true);
    expect(rows.map(({ label: _, ...row }) => row)).toEqual(
      details.map(({ name: _, ...row }) => row),
    );
  });

  it('gives the minimum received at the slippage for an exact input, in the locale', () => {
    // 0.99 BBB out, 0.5% slippage: at least 0.98505 BBB.
    expect(tradeDetails(trade, 50, 'de')[0]).toEqual({
      name: 'minimumReceived',
      value: '0,98505 BBB',
    });
    const impact = tradeDetails(trade, 50, 'en')[1];
    expect(impact?.name).toBe('priceImpact');
    expect(impact?.tone).toBeDefined();
  });

  it('gives the maximum sold for an exact output', () => {
    const exactOutput = new SplitRouteTrade({
      tradeType: TradeType.EXACT_OUTPUT,
      inputAmount: amount(A, 10n ** 18n),
      outputAmount: amount(B, 99n * 10n ** 16n),
      splits: [leg(60, [pair]), leg(40, [pool])],
      gasCost: amount(A, 0n),
      routing: { routes: 2, maxRoutes: 7, gasIncluded: false, limitedBy: 'pools' },
    });
    // 1 AAA in, 0.5% slippage: at most 1.005 AAA.
    expect(tradeDetails(exactOutput, 50, 'en')[0]).toEqual({
      name: 'maximumSold',
      value: '1.005 AAA',
    });
  });

  it('writes the summary’s amounts and symbols in the locale the swap was made in', () => {
    expect(swapSummaryValues(trade, 'de')).toEqual({
      input: '1',
      inputSymbol: 'AAA',
      output: '0,99',
      outputSymbol: 'BBB',
    });
  });
});

describe('tradeDetailsView', () => {
  it('labels the trade’s rows, without a route for a single-protocol trade', () => {
    const view = tradeDetailsView(t, wethDaiTrade, {
      slippageBips: 50,
      splitRoute: null,
      locale: 'en',
    });
    expect(view.label).toBe('swap.tradeDetails');
    expect(view.rows.map((row) => row.label)).toContain('swap.minimumReceived');
    expect(view).not.toHaveProperty('route');
  });

  it('draws a split route with its summary and the network cost the search counted', () => {
    const view = tradeDetailsView(t, wethDaiTrade, {
      slippageBips: 50,
      splitRoute: {
        trade: wethDaiTrade,
        routing: { routes: 2, limitedBy: 'gas' },
        networkCostUsd: tokenAmount(DAI, 3n * E18),
      },
      locale: 'en',
    });
    expect(view.route).toMatchObject({
      label: 'swap.route',
      summary: 'swap.routeSummary.gas {"count":2}',
      networkCost: { label: 'review.networkCost', value: '$3.00' },
    });
  });
});
