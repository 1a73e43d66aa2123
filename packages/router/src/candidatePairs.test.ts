import type { Token as ChainToken, RoutingBases } from '@dex/chains';
import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { getCandidateTokenPairs } from './candidatePairs';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}` as const;
const plain = (n: number, symbol: string): ChainToken => ({
  chainId: 1,
  address: address(n),
  decimals: 18,
  symbol,
  name: symbol,
});
const sdk = (token: ChainToken) => new Token(token.chainId, token.address, 18, token.symbol);

const [WETH, DAI, USDC] = [plain(1, 'WETH'), plain(2, 'DAI'), plain(3, 'USDC')];
const A = sdk(plain(10, 'A'));
const B = sdk(plain(11, 'B'));
const routing: RoutingBases = {
  tradeBases: [WETH, DAI, USDC],
  customPairBases: {},
  excludedBases: {},
  commonBases: [],
};
const names = (pairs: Array<[Token, Token]>) => pairs.map(([x, y]) => `${x.symbol}/${y.symbol}`);

describe('getCandidateTokenPairs', () => {
  it('lists the direct pair, both tokens against every base, and bases against bases once', () => {
    expect(names(getCandidateTokenPairs(A, B, routing))).toEqual([
      'A/B',
      'A/WETH',
      'A/DAI',
      'A/USDC',
      'B/WETH',
      'B/DAI',
      'B/USDC',
      'WETH/DAI',
      'WETH/USDC',
      'DAI/USDC',
    ]);
  });

  it('drops pairs of a token with itself and duplicates when a trade token is a base', () => {
    const pairs = names(getCandidateTokenPairs(sdk(WETH), B, routing));
    expect(pairs).toEqual(['WETH/B', 'WETH/DAI', 'WETH/USDC', 'B/DAI', 'B/USDC', 'DAI/USDC']);
    expect(getCandidateTokenPairs(A, A, routing)).toEqual([]);
    expect(getCandidateTokenPairs(A, new Token(5, address(11), 18, 'B'), routing)).toEqual([]);
  });

  it('pairs a token with custom bases only against those, and never uses excluded bases', () => {
    const custom: RoutingBases = {
      ...routing,
      customPairBases: { [A.address]: [DAI] },
      excludedBases: { [B.address]: [USDC.address] },
    };
    const pairs = names(getCandidateTokenPairs(A, B, custom));
    expect(pairs).toEqual(['A/B', 'A/DAI', 'B/WETH', 'B/DAI', 'WETH/DAI']);
  });

  it('defaults to the routing data of the chain in @dex/chains', () => {
    const mainnetWbtc = new Token(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC');
    const pairs = getCandidateTokenPairs(A, mainnetWbtc);
    // 5 mainnet bases: the direct pair, A against 5 bases (A/WBTC is the direct pair again),
    // WBTC against the other 4 (all base pairs too) and the 10 base pairs.
    expect(pairs.some(([x, y]) => x.equals(A) && y.symbol === 'WETH')).toBe(true);
    expect(new Set(names(pairs)).size).toBe(pairs.length);
    expect(pairs).toHaveLength(1 + 4 + 10);
  });
});
