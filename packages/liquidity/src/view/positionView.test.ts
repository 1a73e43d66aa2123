import { createTranslator, formatCurrencyAmount, formatPrice } from '@dex/primitives';
import { CurrencyAmount, Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  collectSummaryText,
  positionAmountRows,
  positionPairLabel,
  type RemovalTextMessage,
  removalLineTexts,
  removalSummaryText,
} from './positionView';

const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const LONG = new Token(
  31337,
  '0x4A679253410272dd5232B3Ff7cF5dbB88f295319',
  18,
  'EXTREMELYLONGSYMBOLTOKEN',
);
const weth = (raw: string) => CurrencyAmount.fromRawAmount(WETH, raw);

describe('formatCurrencyAmount of an SDK amount', () => {
  it("shows 6 (or 4) significant digits with the locale's separators", () => {
    const usdc = CurrencyAmount.fromRawAmount(USDC, '49870234567');
    expect(formatCurrencyAmount(usdc, 6, 'en')).toBe('49,870.2');
    expect(formatCurrencyAmount(usdc, 6, 'de')).toBe('49.870,2');
    // Rounded half up, like every amount of the liquidity screens (@dex/primitives' formatDisplayAmount).
    expect(formatCurrencyAmount(weth('59987654321000000'), 4, 'en')).toBe('0.05999');
    expect(formatCurrencyAmount(weth('59984654321000000'), 4, 'es')).toBe('0,05998');
  });

  it('shows zero as 0 and dust as <0.000001', () => {
    expect(formatCurrencyAmount(weth('0'), 6, 'en')).toBe('0');
    expect(formatCurrencyAmount(weth('999999999999'), 6, 'en')).toBe('<0.000001');
    expect(formatCurrencyAmount(weth('999999999999'), 6, 'de')).toBe('<0,000001');
    expect(formatCurrencyAmount(weth('1000000000000'), 6, 'en')).toBe('0.000001');
    expect(formatCurrencyAmount(undefined, 6, 'en')).toBe('-');
  });

  it('shows a fee (4 digits) under 0.0001 as <0.0001', () => {
    expect(formatCurrencyAmount(weth('99999999999999'), 4, 'en')).toBe('<0.0001');
    expect(formatCurrencyAmount(weth('99999999999999'), 4, 'de')).toBe('<0,0001');
    expect(formatCurrencyAmount(weth('100000000000000'), 4, 'en')).toBe('0.0001');
    expect(formatCurrencyAmount(weth('0'), 4, 'en')).toBe('0');
  });
});

describe('formatPrice of an SDK price', () => {
  it('shows 4 significant digits, 0 and ∞ at the limits', () => {
    const price = new Price(WETH, USDC, '1000000000000000000', '1773456789');
    expect(formatPrice(price, 4, 'en')).toBe('1,773');
    expect(formatPrice(price, 4, 'de')).toBe('1.773');
    expect(formatPrice(price.invert(), 4, 'en')).toBe('0.0005639');
    expect(formatPrice(price.invert(), 4, 'de')).toBe('0,0005639');
    expect(formatPrice(price, 4, 'en', 'zero')).toBe('0');
    expect(formatPrice(price, 4, 'de', 'infinity')).toBe('∞');
  });
});

describe('positionPairLabel', () => {
  it('shortens symbols over 20 characters', () => {
    expect(positionPairLabel(WETH, USDC)).toBe('WETH / USDC');
    expect(positionPairLabel(LONG, WETH)).toBe('EXTR...TOKEN / WETH');
  });
});

describe('the position screens’ amount texts', () => {
  const t = createTranslator<'positions.collectSummary' | RemovalTextMessage>(
    {
      'positions.collectSummary': 'Collect {amount0} {symbol0} and {amount1} {symbol1}',
      'remove.pooled': 'Pooled {symbol}:',
      'remove.feesEarned': '{symbol} Fees Earned:',
      'remove.summary': 'Remove {amount0} {symbol0} and {amount1} {symbol1}',
    },
    undefined,
  );
  const usdc = (raw: string) => CurrencyAmount.fromRawAmount(USDC, raw);

  it('writes each side with its symbol, a dash while unknown', () => {
    expect(positionAmountRows([USDC, WETH], undefined, 6, 'en')).toEqual([
      { symbol: 'USDC', amount: '-' },
      { symbol: 'WETH', amount: '-' },
    ]);
    expect(positionAmountRows([USDC, LONG], [usdc('1234567'), weth('0')], 4, 'de')).toEqual([
      { symbol: 'USDC', amount: '1,235' },
      { symbol: 'WETH', amount: '0' },
    ]);
    expect(collectSummaryText(t, [usdc('1234567'), weth('99999999999999')], 'en')).toBe(
      'Collect 1.235 USDC and <0.0001 WETH',
    );
  });

  it('names the removal lines and sums each side with its fees', () => {
    const amounts = {
      liquidity0: usdc('2000000'),
      liquidity1: weth('1000000000000000000'),
      fee0: usdc('500000'),
      fee1: weth('0'),
    };
    expect(removalSummaryText(t, amounts, 'en')).toBe('Remove 2.5 USDC and 1 WETH');
    expect(removalSummaryText(t, undefined, 'en')).toBe('');
    expect(
      removalLineTexts(
        t,
        [
          { amount: usdc('2000000'), currency: USDC, kind: 'pooled' },
          { amount: undefined, currency: WETH, kind: 'feesEarned' },
        ],
        'en',
      ),
    ).toEqual([
      { label: 'Pooled USDC:', amount: '2' },
      { label: 'WETH Fees Earned:', amount: '-' },
    ]);
  });
});
