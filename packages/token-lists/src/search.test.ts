import defaultTokenList from '@uniswap/default-token-list';
import { describe, expect, it } from 'vitest';
import { addressFor, generateTokens, seededRandom } from '../fixtures/generate';
import {
  createTokenSearchIndex,
  filterTokens,
  searchTokens,
  selectOnEnter,
  sortTokensByQuery,
} from './search';

const usdc = { address: addressFor(1), symbol: 'USDC', name: 'USD Coin' };
const usdt = { address: addressFor(2), symbol: 'USDT', name: 'Tether USD' };
const ausdc = { address: addressFor(3), symbol: 'aUSDC', name: 'Aave interest bearing USDC' };
const weth = { address: addressFor(4), symbol: 'WETH', name: 'Wrapped Ether' };
const usd = { address: addressFor(5), symbol: 'USD', name: 'Some Dollar' };
const tokens = [ausdc, usdt, weth, usdc, usd];

describe('filterTokens', () => {
  it('filters by exact normalised address for an address query', () => {
    expect(filterTokens(tokens, `  ${addressFor(4).toLowerCase()} `)).toEqual([weth]);
  });

  it('matches query words as prefix or suffix of symbol or name words', () => {
    expect(filterTokens(tokens, 'eth')).toEqual([weth]); // suffix of "weth", prefix of "ether"
    expect(filterTokens(tokens, 'rapp')).toEqual([]); // infix only
    expect(filterTokens(tokens, 'usd coin')).toEqual([usdc]);
    expect(filterTokens(tokens, 'USDC')).toEqual([ausdc, usdc]);
  });

  it('requires every query word to match', () => {
    expect(filterTokens(tokens, 'usd tether')).toEqual([usdt]);
    expect(filterTokens(tokens, 'usd wrapped')).toEqual([]);
  });

  it('returns everything for a blank query', () => {
    expect(filterTokens(tokens, '   ')).toEqual(tokens);
  });
});

describe('sortTokensByQuery', () => {
  it('orders exact symbol, then symbol prefix, then the rest', () => {
    expect(searchTokens(tokens, 'usd')).toEqual([usd, usdt, usdc, ausdc]);
    expect(sortTokensByQuery(tokens, 'usd')).toEqual([usd, usdt, usdc, ausdc, weth]);
  });
});

describe('selectOnEnter', () => {
  it('selects the native coin for "eth"', () => {
    expect(selectOnEnter(' ETH ', [weth])).toEqual({ kind: 'native' });
  });

  it('selects the only result or an exact symbol match, else nothing', () => {
    expect(selectOnEnter('wrapped', [weth])).toEqual({ kind: 'token', token: weth });
    expect(selectOnEnter('usd', [usd, usdt])).toEqual({ kind: 'token', token: usd });
    expect(selectOnEnter('us', [usd, usdt])).toBeNull();
    expect(selectOnEnter('x', [])).toBeNull();
  });
});

describe('createTokenSearchIndex', () => {
  const generated = generateTokens(3_000, 1, 7);
  const real = defaultTokenList.tokens;
  const random = seededRandom(1);

  function randomQueries(
    source: ReadonlyArray<{ symbol: string; name: string; address: string }>,
  ): string[] {
    const queries = [
      '',
      ' ',
      'eth',
      'ETH',
      'usd coin',
      'token token',
      'x y z',
      addressFor(5).toLowerCase(),
    ];
    // The full 10,000-token comparison runs in `pnpm bench`; this keeps the unit test quick.
    for (let i = 0; i < 80; i++) {
      const token = source[Math.floor(random() * source.length)];
      if (!token) continue;
      const words = `${token.symbol} ${token.name}`.split(/\s+/);
      const word = words[Math.floor(random() * words.length)] ?? '';
      const cut = Math.max(1, Math.floor(random() * word.length));
      queries.push(random() < 0.5 ? word.slice(0, cut) : word.slice(-cut));
      queries.push(`${word.slice(0, cut)} ${words[0]?.slice(-2) ?? ''}`);
      if (i % 30 === 0) queries.push(token.address, token.address.toLowerCase());
    }
    return queries;
  }

  it.each([
    ['generated tokens', generated],
    ['the real default token list', real],
  ])(
    'gives exactly the naive results on %s',
    (_label, source) => {
      const index = createTokenSearchIndex(source);
      // Compare identities in order; a deep equality over thousands of objects is needlessly slow.
      const ids = (tokens: ReadonlyArray<{ chainId: number; address: string }>) =>
        tokens.map((token) => `${token.chainId}:${token.address}`);
      for (const query of randomQueries(source)) {
        expect(ids(index.search(query)), query).toEqual(ids(searchTokens(source, query)));
      }
    },
    30_000,
  );

  it('returns tokens that share an address (same token on two chains)', () => {
    const twoChains = [
      { ...usdc, chainId: 1 },
      { ...usdc, chainId: 5 },
    ];
    expect(createTokenSearchIndex(twoChains).search(usdc.address)).toEqual(twoChains);
  });
});
