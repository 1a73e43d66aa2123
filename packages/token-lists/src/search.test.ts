import defaultTokenList from '@uniswap/default-token-list';
import { describe, expect, it } from 'vitest';
import { addressFor, generateTokens, seededRandom } from '../fixtures/generate';
import {
  createTokenSearchIndex,
  filterTokens,
  type SearchableToken,
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

describe('createTokenSearchIndex on unusual text', () => {
  /** Every query word: each word of each field, its prefixes and suffixes, in upper case too. */
  function queriesFor(tokens: readonly SearchableToken[]): string[] {
    const queries = new Set<string>();
    for (const token of tokens) {
      for (const field of [token.symbol ?? '', token.name ?? '']) {
        for (const word of field.split(/\s+/)) {
          for (let cut = 1; cut <= word.length; cut++) {
            queries.add(word.slice(0, cut));
            queries.add(word.slice(-cut));
          }
          queries.add(word.toUpperCase());
        }
        queries.add(field);
      }
    }
    return [...queries];
  }

  function expectNaiveResults(tokens: readonly SearchableToken[], queries: readonly string[]) {
    const index = createTokenSearchIndex(tokens);
    const positions = (found: readonly SearchableToken[]) =>
      found.map((token) => tokens.indexOf(token));
    for (const query of queries) {
      expect(positions(index.search(query)), JSON.stringify(query)).toEqual(
        positions(searchTokens(tokens, query)),
      );
    }
  }

  it('agrees with the naive rule on Unicode case mappings, whitespace and missing fields', () => {
    const tokens: SearchableToken[] = [
      // Greek: a capital sigma lower-cases to a final sigma at the end of a word.
      { address: addressFor(1), symbol: 'ΣΑΣ', name: 'ΟΔΥΣΣΕΥΣ Σ Coin' },
      { address: addressFor(2), symbol: 'σας', name: 'Σ\u00a0ΑΣ' },
      // A dotted capital I lower-cases to two code units; the Kelvin sign to a plain k.
      { address: addressFor(3), symbol: 'İST', name: 'İstanbul \u212Aelvin' },
      // Whitespace other than a space, and a symbol with a space, leading or inside.
      { address: addressFor(4), symbol: 'USD COIN', name: 'usd\u3000coin\u2028bridged\ufeffv2' },
      { address: addressFor(5), symbol: ' ETH', name: '\tEther\n' },
      { address: addressFor(6), symbol: '', name: '' },
      { address: addressFor(7) },
      { address: addressFor(8), symbol: '🦄', name: '🦄 Unicorn 独角兽' },
      { address: addressFor(9), symbol: 'usd', name: 'USD' },
      { address: addressFor(10), symbol: 'Usd', name: 'Dollar usd' },
      { address: addressFor(11), symbol: 'USDCOIN', name: 'constructor __proto__ toString' },
    ];
    const queries = [
      ...queriesFor(tokens),
      'σ',
      'ς',
      'i',
      'i\u0307',
      'k',
      '\u212A',
      'usd coin',
      'usd\u00a0coin',
      '  usd   ',
      'coin usd',
      'usd usd',
      'eth',
      ' ',
      '',
    ];
    expectNaiveResults(tokens, queries);
  });

  it('agrees with the naive rule on random text from a small alphabet', () => {
    const random = seededRandom(31);
    const alphabet = ['a', 'A', 'b', 'B', 'ab', 'Σ', 'σ', 'İ', 'i', '中', '🦄', ' ', '\u00a0'];
    const text = (length: number) =>
      Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    const tokens: SearchableToken[] = Array.from({ length: 200 }, (_, i) => ({
      address: addressFor(i),
      symbol: text(1 + Math.floor(random() * 4)),
      name: text(Math.floor(random() * 10)),
    }));
    const queries = [
      ...queriesFor(tokens).filter((_, i) => i % 4 === 0),
      ...Array.from({ length: 100 }, () => text(3)),
    ];
    expectNaiveResults(tokens, queries);
  });

  it('agrees with the naive rule when many words share their hashed buckets', () => {
    // Characters past U+0400 are bucketed by a hash, so unrelated words meet in one bucket.
    const tokens: SearchableToken[] = Array.from({ length: 1_000 }, (_, i) => ({
      address: addressFor(i),
      symbol: String.fromCharCode(0x4e00 + (i % 97), 0x4e00 + (i % 89), 0x4e00 + (i % 83)),
      name: `${String.fromCharCode(0x3040 + (i % 61))}${i % 7} Token`,
    }));
    const queries = queriesFor(tokens.slice(0, 30));
    expectNaiveResults(tokens, queries);
  });

  it('finds an address whatever its case in the list or the query', () => {
    const checksummed = addressFor(0x1234abcd);
    const tokens: SearchableToken[] = [
      { address: checksummed.toLowerCase(), symbol: 'LOW', name: 'Lower' },
      { address: `0X${checksummed.slice(2).toUpperCase()}`, symbol: 'UP', name: 'Upper' },
      { address: checksummed, symbol: checksummed.toLowerCase(), name: 'Symbol is the address' },
      { address: addressFor(0x1234abce), symbol: 'NEXT', name: 'Another' },
      { address: 'not an address', symbol: 'BAD', name: 'Bad' },
    ];
    const index = createTokenSearchIndex(tokens);
    for (const query of [checksummed, checksummed.toLowerCase(), ` ${checksummed} `]) {
      expect(index.search(query)).toEqual(searchTokens(tokens, query));
    }
    // The token whose symbol is the typed text comes first (the exact-symbol rule).
    expect(index.search(checksummed.toLowerCase()).map((token) => token.symbol)).toEqual([
      checksummed.toLowerCase(),
      'LOW',
      'UP',
    ]);
  });

  it('answers the same query again (a re-render, a trailing space) with the same array', () => {
    const index = createTokenSearchIndex(tokens);
    const first = index.search('usd');
    expect(index.search('usd ')).toBe(first);
    expect(index.search('USD')).toBe(first);
    const other = index.search('usd coin');
    expect(other).toEqual([usdc]);
    expect(index.search('usd')).not.toBe(first);
    expect(index.search('usd')).toEqual(first);
    expect(index.search('')).toEqual(tokens);
  });

  it('lists more than 65,536 results in list order', () => {
    const many: SearchableToken[] = Array.from({ length: 70_000 }, (_, i) => ({
      address: `0x${i.toString(16).padStart(40, '0')}`,
      symbol: i % 2 === 0 ? 'TKN' : 'XTKN',
      name: 'Token',
    }));
    const found = createTokenSearchIndex(many).search('tkn');
    expect(found).toHaveLength(70_000);
    // Exact symbols first, then the rest, each in list order.
    expect(found[0]).toBe(many[0]);
    expect(found[34_999]).toBe(many[69_998]);
    expect(found[35_000]).toBe(many[1]);
    expect(found[69_999]).toBe(many[69_999]);
  });
});
