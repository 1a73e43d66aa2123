import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from '../appConfig';
import { dappPolicyOf } from './sitePolicy';

const devnetEnv = {
  VITE_DEVNET_BUILD: '1',
  VITE_RPC_URL_31337: 'http://127.0.0.1:9545',
  VITE_DEVNET_SERVICES_URL: 'http://127.0.0.1:9546/',
};

describe("the build's security policy configuration", () => {
  it('names its RPCs, gateways, services and offered wallet SDKs, loopback only in devnet builds', () => {
    const devnet = resolveAppConfig(devnetEnv);
    const policy = dappPolicyOf(devnet);
    expect(policy.devnet).toBe(true);
    expect(policy.rpcUrls).toEqual(Object.values(devnet.rpcUrls));
    expect(policy.gatewayUrls).toEqual([
      ...devnet.lists.gateways.ipfs,
      ...devnet.lists.gateways.ipns,
    ]);
    expect(policy.serviceUrls).toEqual([devnet.claimLookupUrl, devnet.analyticsEndpoint]);
    // Coinbase Wallet is always offered; WalletConnect and Magic only with their keys.
    expect(policy.walletSources.style).toEqual(["'unsafe-inline'"]);
    expect(policy.walletSources.frame).toEqual([]);
    const production = dappPolicyOf(
      resolveAppConfig({
        VITE_MAGIC_API_KEY: 'pk_live_1',
        VITE_CSP_CONNECT_SRC: 'wss://a.example',
      }),
    );
    expect(production.devnet).toBe(false);
    expect(production.walletSources.frame).toEqual(['https://auth.magic.link']);
    expect(production.extraConnectSources).toEqual(['wss://a.example']);
  });
});
