import { describe, expect, it } from 'vitest';
import { chainHasCapability, migrationExchanges } from './capabilities';
import { chainForFeature } from './chainChoice';
import { LIVE_CHAIN_IDS } from './chainIds';
import { CHAINS } from './registry';

const MIGRATOR = '0xA5644E29708357803b5A882D272c41cC0dF92B34';
const V2_FACTORY = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f';

describe('chainHasCapability', () => {
  it('finds V2 migration from the contracts: a V3 migrator and a V2 factory', () => {
    const chain = (contracts: Record<string, string>) => ({ contracts, features: [] });
    expect(
      chainHasCapability(chain({ v3Migrator: MIGRATOR, v2Factory: V2_FACTORY }), 'v2Migration'),
    ).toBe(true);
    expect(chainHasCapability(chain({ v2Factory: V2_FACTORY }), 'v2Migration')).toBe(false);
    expect(chainHasCapability(chain({ v3Migrator: MIGRATOR }), 'v2Migration')).toBe(false);
  });

  it('takes the mainnet-only features from the chain entry, not from its contracts', () => {
    // The fast devnet has the devnet's Sushi factory and migrator but none of mainnet's features.
    expect(chainHasCapability(CHAINS[31338], 'sushiMigration')).toBe(false);
    expect(chainHasCapability(CHAINS[31337], 'sushiMigration')).toBe(true);
    expect(chainHasCapability(CHAINS[1], 'governance')).toBe(true);
  });

  it('gives an unknown chain nothing', () => {
    expect(chainHasCapability(undefined, 'v2Migration')).toBe(false);
    expect(chainHasCapability(undefined, 'governance')).toBe(false);
  });
});

describe('migrationExchanges', () => {
  it('lists V2 pairs on every chain with a V3 migrator, and Sushi pairs on mainnet only', () => {
    const byChain = Object.fromEntries(
      [...LIVE_CHAIN_IDS, 31337, 31338].map((id) => [id, migrationExchanges(id)]),
    );
    expect(byChain).toEqual({
      1: ['uniswapV2', 'sushiswap'],
      42161: ['uniswapV2'],
      // Optimism has Uniswap V2 but no V3 migrator in the registry.
      10: [],
      8453: ['uniswapV2'],
      137: ['uniswapV2'],
      130: ['uniswapV2'],
      11155111: ['uniswapV2'],
      // The devnet mirrors mainnet; its fast chain stands for the rollups.
      31337: ['uniswapV2', 'sushiswap'],
      31338: ['uniswapV2'],
    });
  });

  it('is empty for a chain the registry does not know', () => {
    expect(migrationExchanges(56)).toEqual([]);
  });
});

describe('chainForFeature with V2 migration', () => {
  const OFFERED = [...LIVE_CHAIN_IDS, 31337, 31338];

  it('lets every chain with a migrator through and sends the others to one that has it', () => {
    for (const id of [1, 42161, 8453, 137, 130, 11155111, 31338]) {
      expect(chainForFeature('v2Migration', id, OFFERED, 1), String(id)).toBeUndefined();
    }
    expect(chainForFeature('v2Migration', 10, OFFERED, 1)).toBe(1);
    expect(chainForFeature('v2Migration', 10, [10])).toBeNull();
  });
});
