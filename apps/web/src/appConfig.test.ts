import {
  DEFAULT_ACTIVE_LIST_URLS,
  DEFAULT_GATEWAYS,
  DEFAULT_LIST_OF_LISTS,
} from '@dex/token-lists';
import { describe, expect, it } from 'vitest';
import {
  defaultChainIdFromEnv,
  resolveAppConfig,
  rpcUrlFromEnv,
  supportedChainIdsFor,
} from './appConfig';
import { BuildConfigError } from './buildTarget';

const devnetEnv = {
  VITE_DEVNET_BUILD: '1',
  VITE_RPC_URL_31337: 'http://127.0.0.1:9545',
  VITE_DEVNET_SERVICES_URL: 'http://127.0.0.1:9546/',
};

describe('app configuration', () => {
  it('a production build reads mainnet with the spec default lists, public gateways and no claim service', () => {
    const config = resolveAppConfig({ VITE_DEVNET_BUILD: '0' });
    expect(config.target).toBe('production');
    expect(config.defaultChainId).toBe(1);
    expect(config.rpcUrls[1]).toBe('https://ethereum-rpc.publicnode.com');
    expect(config.rpcUrls[31337]).toBeUndefined();
    expect(config.lists.defaultListUrls).toEqual(DEFAULT_LIST_OF_LISTS);
    expect(config.lists.defaultActiveListUrls).toEqual(DEFAULT_ACTIVE_LIST_URLS);
    expect(config.lists.gateways).toEqual(DEFAULT_GATEWAYS);
    expect(config.claimLookupUrl).toBeUndefined();
    expect(config.walletConnect).toBe(false);
  });

  it('a build without VITE_DEVNET_BUILD is a production build', () => {
    expect(resolveAppConfig({}).target).toBe('production');
    expect(resolveAppConfig({}).defaultChainId).toBe(1);
  });

  it('a devnet build reads the devnet, its lists, gateway stand-ins and claim service', () => {
    const config = resolveAppConfig(devnetEnv);
    expect(config.target).toBe('devnet');
    expect(config.defaultChainId).toBe(31337);
    expect(config.rpcUrls[31337]).toBe('http://127.0.0.1:9545');
    expect(config.lists.defaultActiveListUrls).toEqual([
      'http://127.0.0.1:9546/lists/devnet.tokenlist.json',
    ]);
    expect(config.lists.gateways.ipfs).toEqual([
      'http://127.0.0.1:9546/gateway-a/ipfs/',
      'http://127.0.0.1:9546/gateway-b/ipfs/',
    ]);
    expect(config.claimLookupUrl).toBe('http://127.0.0.1:9546/claims');
  });

  it('explicit variables win over the defaults', () => {
    const config = resolveAppConfig({
      VITE_DEFAULT_CHAIN_ID: '11155111',
      VITE_RPC_URL_1: 'https://my-node.example.org',
      VITE_CLAIM_LOOKUP_URL: 'https://claims.example.org/claims',
      VITE_WALLETCONNECT_PROJECT_ID: 'project',
    });
    expect(config.defaultChainId).toBe(11155111);
    expect(config.rpcUrls[1]).toBe('https://my-node.example.org');
    expect(config.claimLookupUrl).toBe('https://claims.example.org/claims');
    expect(config.walletConnect).toBe(true);
  });

  it('a production build never reads the devnet, even from a leftover variable', () => {
    expect(rpcUrlFromEnv({ VITE_RPC_URL_31337: 'http://127.0.0.1:8545' }, 31337)).toBeUndefined();
    expect(rpcUrlFromEnv({ VITE_DEVNET_BUILD: '1' }, 31337)).toBe('http://127.0.0.1:8545');
    expect(rpcUrlFromEnv({ VITE_RPC_URL_31338: 'http://127.0.0.1:8547' }, 31338)).toBeUndefined();
  });

  it("a devnet build reads the devnet's fast chain on 8547 unless told otherwise", () => {
    expect(rpcUrlFromEnv({ VITE_DEVNET_BUILD: '1' }, 31338)).toBe('http://127.0.0.1:8547');
    expect(
      rpcUrlFromEnv({ VITE_DEVNET_BUILD: '1', VITE_RPC_URL_31338: 'http://127.0.0.1:9547' }, 31338),
    ).toBe('http://127.0.0.1:9547');
    expect(defaultChainIdFromEnv({ ...devnetEnv, VITE_DEFAULT_CHAIN_ID: '31338' })).toBe(31338);
  });

  it('a production build offers the live networks only; a devnet build adds the devnet', () => {
    expect(supportedChainIdsFor('production')).toEqual([1, 42161, 10, 8453, 137, 130, 11155111]);
    expect(supportedChainIdsFor('devnet')).toEqual([
      1, 42161, 10, 8453, 137, 130, 11155111, 31337, 31338,
    ]);
    expect(resolveAppConfig({ VITE_DEVNET_BUILD: '0' }).supportedChainIds).toEqual([
      1, 42161, 10, 8453, 137, 130, 11155111,
    ]);
    expect(resolveAppConfig(devnetEnv).supportedChainIds).toEqual([
      1, 42161, 10, 8453, 137, 130, 11155111, 31337, 31338,
    ]);
    // The spec's retired test networks are offered by neither (42 is another network today).
    for (const retired of [3, 4, 5, 42]) {
      expect(supportedChainIdsFor('production')).not.toContain(retired);
      expect(supportedChainIdsFor('devnet')).not.toContain(retired);
    }
  });

  it('reads no chain the build does not offer, even with its RPC variable set', () => {
    const leftovers = {
      VITE_RPC_URL_42: 'https://kovan.example.org',
      VITE_RPC_URL_5: 'https://goerli.example.org',
    };
    for (const env of [
      { ...leftovers, VITE_DEVNET_BUILD: '0' },
      { ...leftovers, ...devnetEnv },
    ]) {
      expect(rpcUrlFromEnv(env, 42)).toBeUndefined();
      expect(rpcUrlFromEnv(env, 5)).toBeUndefined();
      expect(Object.keys(resolveAppConfig(env).rpcUrls)).not.toContain('42');
    }
    // Object keys of integer-like names come in ascending order.
    expect(Object.keys(resolveAppConfig({ VITE_DEVNET_BUILD: '0' }).rpcUrls)).toEqual([
      '1',
      '10',
      '130',
      '137',
      '8453',
      '42161',
      '11155111',
    ]);
  });

  it('refuses a default chain the build does not offer', () => {
    for (const chainId of ['42', '5', '31337', '31338']) {
      expect(() => defaultChainIdFromEnv({ VITE_DEFAULT_CHAIN_ID: chainId })).toThrow(
        BuildConfigError,
      );
    }
    expect(() => resolveAppConfig({ VITE_DEFAULT_CHAIN_ID: '42' })).toThrow(
      'VITE_DEFAULT_CHAIN_ID=42 is not a chain a production build offers (1, 42161, 10, 8453, 137, 130, 11155111).',
    );
    expect(defaultChainIdFromEnv({ ...devnetEnv, VITE_DEFAULT_CHAIN_ID: '11155111' })).toBe(
      11155111,
    );
    expect(() => defaultChainIdFromEnv({ ...devnetEnv, VITE_DEFAULT_CHAIN_ID: '4' })).toThrow(
      'VITE_DEFAULT_CHAIN_ID=4 is not a chain a devnet build offers (1, 42161, 10, 8453, 137, 130, 11155111, 31337, 31338).',
    );
  });
});
