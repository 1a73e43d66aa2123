import { getNativeCurrency } from '@dex/currency';
import { formatCurrencyAmount } from '@dex/primitives';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { cardAccentColor, pairItem, type TokenColorOf } from './pairCard';

const native = getNativeCurrency(31337);
if (!native) throw new Error('no devnet chain');
const WETH = native.wrapped;
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const amount = (token: Token, raw: bigint) => CurrencyAmount.fromRawAmount(token, raw.toString());

describe('V2 display rules', () => {
  it.each([
    [0n, 18, '0'],
    [999_999_999_999n, 18, '<0.000001'],
    [1_000_000_000_000n, 18, '0.000001'],
    [1_234_567_890_000_000_000_000n, 18, '1234.57'],
    [1n, 6, '0.000001'],
  ])('shows %s raw units (%d decimals) as %s', (raw, decimals, text) => {
    const token = new Token(1, USDC.address, decimals, 'T');
    expect(formatCurrencyAmount(amount(token, raw))).toBe(text);
  });

  it.each([
    [999_999_999_999n, 'de', '<0,000001'],
    [1_234_567_890_000_000_000_000n, 'de', '1.234,57'],
    [1_234_567_890_000_000_000_000n, 'en', '1,234.57'],
    [0n, 'de', '0'],
  ])('shows %s wei in %s as %s', (raw, locale, text) => {
    expect(formatCurrencyAmount(amount(WETH, raw), 6, locale)).toBe(text);
  });
});

describe('a pair card', () => {
  const pair = new Pair(amount(WETH, 100n * 10n ** 18n), amount(USDC, 200_000n * 10n ** 6n));
  const holding = {
    tokens: [WETH, USDC] as const,
    address: '0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
    pair,
    totalSupply: 10n ** 18n,
    balance: 10n ** 16n,
    staked: 10n ** 16n,
    stakingRewards: '0x8bCDf24D2405Dda2C82CcFf770b857c71396a7f6',
  };

  it('counts wallet and staked LP, with links for the pair and its rewards pool', () => {
    const item = pairItem(holding);
    expect(item).toMatchObject({
      pair: 'ETH/USDC',
      pooledA: '2',
      pooledB: '4000',
      poolTokens: '0.01',
      staked: '0.01',
      share: '2.000000%',
      addHref: `/add/v2/ETH/${USDC.address}`,
      removeHref: `/remove/v2/ETH/${USDC.address}`,
      migrateHref: `/migrate/v2/${holding.address}`,
      rewardsHref: `/uni/ETH/${USDC.address}`,
    });
  });

  it("writes the card's numbers for the locale", () => {
    const item = pairItem({ ...holding, balance: 10n ** 17n, staked: 0n }, 'de');
    expect(item).toMatchObject({ pooledB: '20.000', poolTokens: '0,1', share: '10,000000%' });
    expect(pairItem({ ...holding, balance: 1000n, staked: 0n }, 'de').share).toBe('<0,01%');
  });

  it('shows a tiny share as <0.01% and no rewards link without a mining pool', () => {
    const item = pairItem({ ...holding, balance: 1000n, staked: 0n, stakingRewards: null });
    expect(item.share).toBe('<0.01%');
    expect(item.rewardsHref).toBeUndefined();
    expect(item.staked).toBeUndefined();
  });

  it('shortens a symbol over 20 characters (first 4, ..., last 5) on the card and in its labels', () => {
    const LONG = new Token(
      31337,
      '0x4A679253410272dd5232B3Ff7cF5dbB88f295319',
      18,
      'EXTREMELYLONGSYMBOLTOKEN',
    );
    const longPair = new Pair(amount(LONG, 10n ** 21n), amount(WETH, 10n ** 19n));
    const item = pairItem({ ...holding, pair: longPair, stakingRewards: null });
    expect(item.pair).toMatch(/^(EXTR\.\.\.TOKEN\/ETH|ETH\/EXTR\.\.\.TOKEN)$/);
    expect([item.symbolA, item.symbolB]).toContain('EXTR...TOKEN');
    expect(item.pair).not.toContain('EXTREMELY');
  });
});

describe('amounts on the V2 screens', () => {
  it('show the spec §5 floors: <0.000001 at 6 digits, <0.0001 at 4', () => {
    expect(formatCurrencyAmount(amount(WETH, 999_999_999_999n))).toBe('<0.000001');
    expect(formatCurrencyAmount(amount(WETH, 99_999_999_999_999n), 4)).toBe('<0.0001');
    expect(formatCurrencyAmount(amount(WETH, 99_999_999_999_999n), 4, 'de')).toBe('<0,0001');
    expect(formatCurrencyAmount(undefined)).toBe('-');
  });
});

describe("a card's logo colour", () => {
  const DAI = new Token(31337, '0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1', 18, 'DAI');
  const logos = new Map([
    [WETH.address, '#627eea'],
    [USDC.address, '#2775ca'],
  ]);
  const colors: TokenColorOf = (token) => logos.get(token.address);

  it('takes the colour of the token that is not the wrapped native coin, whichever side it is', () => {
    expect(cardAccentColor(WETH, USDC, colors)).toBe('#2775ca');
    expect(cardAccentColor(USDC, WETH, colors)).toBe('#2775ca');
  });

  it("falls back to the other token's colour, and to none (the default card)", () => {
    expect(cardAccentColor(DAI, WETH, colors)).toBe('#627eea');
    expect(cardAccentColor(DAI, DAI, colors)).toBeUndefined();
    expect(cardAccentColor(WETH, USDC, undefined)).toBeUndefined();
  });

  it('colours the pair card once known', () => {
    const pair = new Pair(amount(WETH, 10n ** 18n), amount(USDC, 2_000n * 10n ** 6n));
    const holding = {
      tokens: [WETH, USDC] as const,
      address: '0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
      pair,
      totalSupply: 10n ** 18n,
      balance: 10n ** 16n,
      staked: 0n,
      stakingRewards: null,
    };
    expect(pairItem(holding, 'en', colors).accentColor).toBe('#2775ca');
    expect('accentColor' in pairItem(holding, 'en', () => undefined)).toBe(false);
  });
});
