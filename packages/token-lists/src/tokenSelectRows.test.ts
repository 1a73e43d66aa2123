import { describe, expect, it } from 'vitest';
import type { AnyToken } from './activeTokens';
import { createTokenSearchIndex } from './search';
import {
  commonBaseRows,
  idOnEnter,
  tokenSelectRows,
  typedTokenAddress,
  unlistedTokenAddress,
} from './tokenSelectRows';

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
const NATIVE_ID = 'ETH';
const native = { id: NATIVE_ID, symbol: 'ETH', name: 'Ether', decimals: 18 };

/** The rows for an empty search in English, with `options` changed. */
const rowsOf = (options: Partial<Parameters<typeof tokenSelectRows>[0]>) =>
  tokenSelectRows({
    query: '',
    index,
    native,
    balances: {},
    nativeBalance: undefined,
    selectedIds: [],
    locale: 'en',
    ...options,
  }).rows;

describe('tokenSelectRows', () => {
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
    expect(idOnEnter('eth', [], NATIVE_ID)).toBe(NATIVE_ID);
    expect(idOnEnter('usdc', index.search('usdc'), NATIVE_ID)).toBe(USDC.address);
    expect(idOnEnter('d', [DAI, USDC], NATIVE_ID)).toBeNull();
    expect(idOnEnter('usdc', [USDC], NATIVE_ID, [USDC.address.toUpperCase()])).toBeNull();
    expect(idOnEnter('eth', [], NATIVE_ID, [NATIVE_ID])).toBeNull();
    expect(idOnEnter('usdc', [USDC], NATIVE_ID, [DAI.address])).toBe(USDC.address);
  });
});

describe('commonBaseRows', () => {
  const WETH = {
    ...USDC,
    address: '0x0000000000000000000000000000000000000009',
    symbol: 'WETH',
    name: 'Wrapped Ether',
  };
  const bases = [WETH, USDC, DAI].map(({ chainId, address, decimals, symbol, name }) => ({
    chainId,
    address: address as `0x${string}`,
    decimals,
    symbol: symbol ?? '',
    name: name ?? '',
  }));

  it('puts the native coin first and leaves out the wrapped native token it stands for', () => {
    expect(commonBaseRows(native, bases, WETH.address, []).map((row) => row.symbol)).toEqual([
      'ETH',
      'USDC',
      'DAI',
    ]);
  });

  it('shows chosen bases disabled, whatever the case of the chosen id', () => {
    const rows = commonBaseRows(native, bases, WETH.address, ['eth', DAI.address.toUpperCase()]);
    expect(rows.map((row) => [row.id, row.disabled])).toEqual([
      [NATIVE_ID, true],
      [USDC.address, false],
      [DAI.address, true],
    ]);
  });

  it('lists no native coin on an unknown chain', () => {
    expect(commonBaseRows(undefined, [], undefined, [])).toEqual([]);
  });
});

describe('typedTokenAddress', () => {
  const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';

  it('checksums a typed address, with or without its 0x and spaces around', () => {
    expect(typedTokenAddress(` ${UNI.toLowerCase()} `)).toBe(UNI);
    expect(typedTokenAddress(UNI.slice(2))).toBe(UNI);
    expect(typedTokenAddress(UNI)).toBe(UNI);
  });

  it('refuses text, short hex and a wrong mixed-case checksum', () => {
    expect(typedTokenAddress('uni')).toBeNull();
    expect(typedTokenAddress('0x1234')).toBeNull();
    expect(typedTokenAddress(UNI.replace('aF5', 'Af5'))).toBeNull();
    expect(typedTokenAddress('')).toBeNull();
  });

  it('offers an address for import only when no active list has it', () => {
    expect(unlistedTokenAddress(UNI.toLowerCase(), new Map())).toBe(UNI);
    expect(unlistedTokenAddress(UNI.toLowerCase(), new Map([[UNI, {}]]))).toBeNull();
    expect(unlistedTokenAddress('uni', new Map())).toBeNull();
  });
});
