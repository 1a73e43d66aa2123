import { type AnyToken, createTokenSearchIndex } from '@dex/token-lists';
import { describe, expect, it } from 'vitest';
import { idOnEnter, NATIVE_ID, tokenRows } from './tokenRows';

const token = (address: string, symbol: string, name: string, decimals = 18): AnyToken => ({
  chainId: 31337,
  address,
  symbol,
  name,
  decimals,
  tags: [],
  source: { url: 'devnet', name: 'Devnet' },
});
const USDC = token('0x0000000000000000000000000000000000000001', 'USDC', 'USD Coin', 6);
const DAI = token('0x0000000000000000000000000000000000000002', 'DAI', 'Dai Stablecoin');
const LONG = token(
  '0x0000000000000000000000000000000000000003',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'Long',
);
const index = createTokenSearchIndex([USDC, DAI, LONG]);
const native = { symbol: 'ETH', name: 'Ether', decimals: 18 };

/** The rows for an empty search in English, with `options` changed. */
const rowsOf = (options: Partial<Parameters<typeof tokenRows>[0]>) =>
  tokenRows({
    query: '',
    index,
    native,
    balances: {},
    nativeBalance: undefined,
    selectedIds: [],
    locale: 'en',
    ...options,
  }).rows;

describe('tokenRows', () => {
  it('lists the native coin first, then the tokens, with balances when known', () => {
    const rows = rowsOf({
      balances: { [USDC.address]: 1_500_000n },
      nativeBalance: 2n * 10n ** 18n,
      selectedIds: [DAI.address.toUpperCase().replace('0X', '0x')],
    });
    expect(rows.map((row) => [row.id, row.symbol, row.balance, row.disabled])).toEqual([
      [NATIVE_ID, 'ETH', '2', false],
      [USDC.address, 'USDC', '1.5', false],
      [DAI.address, 'DAI', undefined, true],
      [LONG.address, 'ABCD...VWXYZ', undefined, false],
    ]);
  });

  it('writes balances for the locale', () => {
    const rows = rowsOf({
      balances: { [USDC.address]: 1_234_500_000n },
      nativeBalance: 15n * 10n ** 17n,
      locale: 'de',
    });
    expect(rows.slice(0, 2).map((row) => row.balance)).toEqual(['1,5', '1.235']);
  });

  it('filters by the search and drops the native coin when it does not match', () => {
    const rows = rowsOf({ query: 'dai' });
    expect(rows.map((row) => row.symbol)).toEqual(['DAI']);
  });

  it('applies the Enter rule', () => {
    expect(idOnEnter('eth', [])).toBe(NATIVE_ID);
    expect(idOnEnter('usdc', index.search('usdc'))).toBe(USDC.address);
    expect(idOnEnter('d', [DAI, USDC])).toBeNull();
  });
});
