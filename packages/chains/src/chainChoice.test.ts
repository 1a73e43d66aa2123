import { describe, expect, it } from 'vitest';
import {
  chainForFeature,
  chainIdFromSearch,
  chainIdFromSlug,
  chainSlug,
  chooseActiveChainId,
  chosenChainAfterWalletMove,
  searchWithChain,
} from './chainChoice';
import { LIVE_CHAIN_IDS } from './chainIds';

const OFFERED = [...LIVE_CHAIN_IDS, 31337];

describe('chain slugs', () => {
  it('names each offered chain for links and reads every name back', () => {
    expect(LIVE_CHAIN_IDS.map(chainSlug)).toEqual([
      'mainnet',
      'arbitrum',
      'optimism',
      'base',
      'polygon',
      'unichain',
      'sepolia',
    ]);
    for (const chainId of OFFERED)
      expect(chainIdFromSlug(chainSlug(chainId), OFFERED)).toBe(chainId);
  });

  it('names a chain without a slug by its id, and reads ids and any letter case', () => {
    expect(chainSlug(31339)).toBe('31339');
    expect(chainIdFromSlug('31339', [...OFFERED, 31339])).toBe(31339);
    expect(chainIdFromSlug('fast-devnet', [...OFFERED, 31338])).toBe(31338);
    expect(chainIdFromSlug('42161', OFFERED)).toBe(42161);
    expect(chainIdFromSlug(' Arbitrum ', OFFERED)).toBe(42161);
  });

  it('reads nothing from an empty, unknown or not-offered name', () => {
    expect(chainIdFromSlug(null, OFFERED)).toBeUndefined();
    expect(chainIdFromSlug('', OFFERED)).toBeUndefined();
    expect(chainIdFromSlug('solana', OFFERED)).toBeUndefined();
    // Kovan's id is another network today; the devnet is not in a production build's list.
    expect(chainIdFromSlug('42', OFFERED)).toBeUndefined();
    expect(chainIdFromSlug('devnet', LIVE_CHAIN_IDS)).toBeUndefined();
  });
});

describe('the chain in a query string', () => {
  it('reads an offered chain by its slug or id, and nothing else', () => {
    const offered = [1, 42161, 8453, 31337];
    expect(chainIdFromSearch('?chain=arbitrum&inputCurrency=ETH', offered)).toBe(42161);
    expect(chainIdFromSearch('?chain=8453', offered)).toBe(8453);
    expect(chainIdFromSearch('?chain=devnet', offered)).toBe(31337);
    expect(chainIdFromSearch('?chain=optimism', offered)).toBeUndefined();
    expect(chainIdFromSearch('?chain=42', offered)).toBeUndefined();
    expect(chainIdFromSearch('', offered)).toBeUndefined();
  });

  it('names a chain and keeps the other parameters', () => {
    expect(searchWithChain('?inputCurrency=ETH&chain=mainnet', 10)).toBe(
      '?inputCurrency=ETH&chain=optimism',
    );
    expect(searchWithChain('', 1)).toBe('?chain=mainnet');
  });
});

describe('chooseActiveChainId', () => {
  const base = { defaultChainId: 1, offeredChainIds: OFFERED };

  it('reads the chosen chain first, then the wallet’s, then the default', () => {
    expect(chooseActiveChainId({ ...base, chosenChainId: 10, walletChainId: 8453 })).toBe(10);
    expect(chooseActiveChainId({ ...base, chosenChainId: undefined, walletChainId: 8453 })).toBe(
      8453,
    );
    expect(
      chooseActiveChainId({ ...base, chosenChainId: undefined, walletChainId: undefined }),
    ).toBe(1);
  });

  it('ignores a chain the app does not offer, chosen or the wallet’s', () => {
    expect(chooseActiveChainId({ ...base, chosenChainId: 42, walletChainId: 137 })).toBe(137);
    expect(chooseActiveChainId({ ...base, chosenChainId: undefined, walletChainId: 5 })).toBe(1);
  });
});

describe('chosenChainAfterWalletMove', () => {
  const base = { offeredChainIds: OFFERED };

  it('follows a connected wallet that moves to another offered chain', () => {
    expect(
      chosenChainAfterWalletMove({
        ...base,
        previousWalletChainId: 1,
        walletChainId: 42161,
        chosenChainId: 1,
      }),
    ).toBe(42161);
  });

  it('keeps the choice when a wallet connects, disconnects, stays or leaves for an unoffered chain', () => {
    const keep = (previousWalletChainId: number | undefined, walletChainId: number | undefined) =>
      chosenChainAfterWalletMove({
        ...base,
        previousWalletChainId,
        walletChainId,
        chosenChainId: 10,
      });
    expect(keep(undefined, 1)).toBe(10);
    expect(keep(1, undefined)).toBe(10);
    expect(keep(1, 1)).toBe(10);
    expect(keep(1, 42)).toBe(10);
  });
});

describe('chainForFeature', () => {
  it('is undefined where the feature exists', () => {
    expect(chainForFeature('governance', 1, OFFERED)).toBeUndefined();
    expect(chainForFeature('claim', 31337, OFFERED)).toBeUndefined();
  });

  it('offers the preferred chain that has it, else the first offered one', () => {
    expect(chainForFeature('governance', 42161, OFFERED, 31337)).toBe(31337);
    expect(chainForFeature('liquidityMining', 10, OFFERED, 10)).toBe(1);
    expect(chainForFeature('sushiMigration', 8453, OFFERED)).toBe(1);
  });

  it('is null when no offered chain has it', () => {
    expect(chainForFeature('governance', 10, [10, 137])).toBeNull();
  });
});
