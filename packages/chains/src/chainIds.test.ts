import { describe, expect, it } from 'vitest';
import {
  ChainId,
  DEFAULT_CHAIN_ID,
  isSupportedChainId,
  LIVE_CHAIN_IDS,
  SUPPORTED_CHAIN_IDS,
} from './chainIds';
import { CHAINS } from './registry';

describe('chain ids', () => {
  it('lists the spec networks, the chains people trade on, Sepolia and the devnet', () => {
    expect([...SUPPORTED_CHAIN_IDS].sort((a, b) => a - b)).toEqual([
      1, 3, 4, 5, 10, 42, 130, 137, 8453, 31337, 31338, 42161, 11155111,
    ]);
    expect(ChainId.GOERLI).toBe(5);
    expect(ChainId.SEPOLIA).toBe(11155111);
    expect(ChainId.ARBITRUM_ONE).toBe(42161);
    expect(ChainId.OPTIMISM).toBe(10);
    expect(ChainId.BASE).toBe(8453);
    expect(ChainId.POLYGON).toBe(137);
    expect(ChainId.UNICHAIN).toBe(130);
  });

  it('offers only the networks in use today as live: mainnet, the trading chains and Sepolia', () => {
    expect(LIVE_CHAIN_IDS).toEqual([1, 42161, 10, 8453, 137, 130, 11155111]);
    // Retired (shut down; 42 now belongs to another network) and the local devnet are not live.
    for (const id of [3, 4, 5, 42, 31337, 31338]) expect(LIVE_CHAIN_IDS).not.toContain(id);
    // Every live chain is reachable: the registry has a public https RPC for it.
    for (const id of LIVE_CHAIN_IDS) {
      expect(CHAINS[id].rpcUrls.length).toBeGreaterThan(0);
      for (const url of CHAINS[id].rpcUrls) expect(url).toMatch(/^https:\/\//);
    }
    // And every shut-down network has none.
    for (const id of [3, 4, 5, 42] as const) expect(CHAINS[id].rpcUrls).toEqual([]);
  });

  it('defaults to mainnet as the spec says', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1);
  });

  it.each([
    [1, true],
    [42, true],
    [31337, true],
    [31338, true],
    [11155111, true],
    [2, false],
    [137, true],
    [42161, true],
    [56, false],
    ['1', false],
    [1.5, false],
    [undefined, false],
    [null, false],
  ])('isSupportedChainId(%j) is %s', (value, expected) => {
    expect(isSupportedChainId(value)).toBe(expected);
  });
});
