import { createTranslator } from '@dex/primitives';
import { CurrencyAmount, Ether, Price, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  type AddViewMessage,
  addReviewLines,
  addSummaryText,
  depositPair,
  feeTierOptions,
  foreignPositionAcknowledgement,
  foreignPositionText,
} from './addView';

// The app's English texts of these keys.
const t = createTranslator<AddViewMessage | 'addLiquidity.foreignPositionAcknowledge'>(
  {
    'addLiquidity.feeDescription500': 'Best for stable pairs.',
    'addLiquidity.feeDescription3000': 'Best for most pairs.',
    'addLiquidity.summary': 'Add {amounts}',
    'addLiquidity.and': ' and ',
    'addLiquidity.pooled': 'Pooled {symbol}',
    'addLiquidity.reviewFeeTier': 'Fee tier',
    'addLiquidity.reviewCurrentPrice': 'Current price',
    'addLiquidity.minPrice': 'Min Price',
    'addLiquidity.maxPrice': 'Max Price',
    'addLiquidity.operatorPosition': 'Operator of {owner}',
    'addLiquidity.foreignPosition': 'Belongs to {owner}',
    'addLiquidity.foreignPositionAcknowledge': 'I understand',
  },
  undefined,
);
const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const usdc = (raw: string) => CurrencyAmount.fromRawAmount(USDC, raw);

describe('the add page view', () => {
  it('reads prices B per A, and has no pair for one token twice (the native coin is its wrapped token)', () => {
    expect(depositPair(WETH, USDC)).toEqual({ base: WETH, quote: USDC });
    const ether = Ether.onChain(1);
    expect(depositPair(ether, USDC)?.base).toBe(ether.wrapped);
    expect(depositPair(ether, ether.wrapped)).toBeUndefined();
    expect(depositPair(undefined, USDC)).toBeUndefined();
  });

  it('labels each fee tier for the locale, with its description', () => {
    expect(feeTierOptions(t, [500, 3000], 'de')).toEqual([
      { fee: 500, label: '0,05%', description: 'Best for stable pairs.' },
      { fee: 3000, label: '0,3%', description: 'Best for most pairs.' },
    ]);
  });

  it('sums up the amounts above zero for the history', () => {
    expect(addSummaryText(t, [usdc('2000123456'), undefined], 'en')).toBe('Add 2,000.12 USDC');
    expect(
      addSummaryText(
        t,
        [CurrencyAmount.fromRawAmount(WETH, '10'), usdc('0'), usdc('1000000')],
        'de',
      ),
    ).toBe('Add 0,00000000000000001 WETH and 1 USDC');
  });

  it('lists the pooled amounts, the tier and the prices in the review', () => {
    const price = new Price(WETH, USDC, '1000000000000000000', '2000000000');
    const lines = addReviewLines(t, {
      details: { fee: 3000, price, amounts: [{ amount: usdc('2000000000'), usd: 2000 }] },
      min: price,
      max: undefined,
      unit: 'USDC per WETH',
      locale: 'en',
      usdText: (usd) => `$${usd}`,
    });
    expect(lines).toEqual([
      { label: 'Pooled USDC', value: '2,000', detail: '$2000' },
      { label: 'Fee tier', value: '0.3%' },
      { label: 'Current price', value: '2,000 USDC per WETH' },
      { label: 'Min Price', value: '2,000 USDC per WETH' },
      { label: 'Max Price', value: ' USDC per WETH' },
    ]);
  });

  it("names the owner of someone else's position", () => {
    expect(foreignPositionText(t, 'operator', '0xabc')).toBe('Operator of 0xabc');
    expect(foreignPositionText(t, 'none', undefined)).toBe('Belongs to ');
  });
});

describe('foreignPositionAcknowledgement', () => {
  it("asks for the tick on someone else's position only, the owner named", () => {
    const onChange = () => {};
    expect(foreignPositionAcknowledgement(t, null, false, onChange)).toBeUndefined();
    expect(
      foreignPositionAcknowledgement(t, { authority: 'owner', owner: '0xabc' }, false, onChange),
    ).toBeUndefined();
    expect(
      foreignPositionAcknowledgement(t, { authority: 'operator', owner: '0xabc' }, true, onChange),
    ).toEqual({
      message: 'Operator of 0xabc',
      label: 'I understand',
      checked: true,
      onChange,
    });
  });
});
