import { searchWithChain } from '@dex/chains';
import { describe, expect, it } from 'vitest';
import { chainIdFromSearch, routeSearchAtLoad } from './chainParam';

describe('the chain in the URL', () => {
  it('reads an offered chain by its slug or id, and nothing else', () => {
    expect(chainIdFromSearch('?chain=arbitrum&inputCurrency=ETH')).toBe(42161);
    expect(chainIdFromSearch('?chain=8453')).toBe(8453);
    // The test build is a devnet build: the devnet is offered.
    expect(chainIdFromSearch('?chain=devnet')).toBe(31337);
    expect(chainIdFromSearch('?chain=kovan')).toBeUndefined();
    expect(chainIdFromSearch('?chain=42')).toBeUndefined();
    expect(chainIdFromSearch('')).toBeUndefined();
  });

  it('names a chain and keeps the other parameters', () => {
    expect(searchWithChain('?inputCurrency=ETH&chain=mainnet', 10)).toBe(
      '?inputCurrency=ETH&chain=optimism',
    );
    expect(searchWithChain('', 1)).toBe('?chain=mainnet');
  });

  it('finds the route’s query string in the path or, for hash routes, in the fragment', () => {
    const location = { search: '?chain=base', hash: '#/swap?chain=polygon&lng=de' };
    expect(routeSearchAtLoad({ kind: 'path', basename: '/' }, location)).toBe('?chain=base');
    expect(routeSearchAtLoad({ kind: 'hash' }, location)).toBe('?chain=polygon&lng=de');
    expect(routeSearchAtLoad({ kind: 'hash' }, { search: '', hash: '#/swap' })).toBe('');
  });
});
