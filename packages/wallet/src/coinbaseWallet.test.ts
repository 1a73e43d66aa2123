import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_A, FakeWallet } from '../test/fakes';
import {
  type CoinbaseWalletModule,
  type CoinbaseWalletSdkOptions,
  coinbaseWalletDappLink,
  createCoinbaseSmartWalletConnector,
  createCoinbaseWalletConnector,
} from './coinbaseWallet';

class FakeCoinbaseProvider extends FakeWallet {
  disconnected = false;
  async disconnect() {
    this.disconnected = true;
  }
}

/** Stands in for `@coinbase/wallet-sdk`: records the SDK options, hands out one fake provider. */
function fakeCoinbaseSdk(chainId: number) {
  const provider = new FakeCoinbaseProvider({ chainId });
  const created: CoinbaseWalletSdkOptions[] = [];
  const loadModule = vi.fn(
    async (): Promise<CoinbaseWalletModule> => ({
      createCoinbaseWalletSDK: (options) => {
        created.push(options);
        return { getProvider: () => provider };
      },
    }),
  );
  return { provider, created, loadModule };
}

describe('Coinbase Wallet connector', () => {
  it('creates the SDK lazily with the app metadata and connects', async () => {
    const { provider, created, loadModule } = fakeCoinbaseSdk(1);
    const connector = createCoinbaseWalletConnector({
      appName: 'DEX',
      chainIds: [1, 31337],
      loadModule,
    });
    expect(loadModule).not.toHaveBeenCalled();
    expect(connector).toMatchObject({
      id: 'coinbaseWallet',
      kind: 'coinbaseWallet',
      supportsDisconnect: false,
    });
    await expect(connector.connect()).resolves.toEqual({ accounts: [ACCOUNT_A], chainId: 1 });
    expect(created).toEqual([
      {
        appName: 'DEX',
        appLogoUrl: null,
        appChainIds: [1, 31337],
        preference: { options: 'eoaOnly' },
      },
    ]);
    await expect(connector.connect({ chainId: 5 })).rejects.toThrow('Unsupported network ID: 5');
    await connector.disconnect();
    expect(provider.disconnected).toBe(true);
  });

  it('offers Coinbase Smart Wallet (passkeys) as its own connector with smartWalletOnly', async () => {
    const { provider, created, loadModule } = fakeCoinbaseSdk(31337);
    const connector = createCoinbaseSmartWalletConnector({
      appName: 'DEX',
      appLogoUrl: 'https://app.example/logo.png',
      chainIds: [1, 31337],
      loadModule,
    });
    expect(loadModule).not.toHaveBeenCalled();
    expect(connector).toMatchObject({
      id: 'coinbaseSmartWallet',
      name: 'Coinbase Smart Wallet',
      kind: 'smartWallet',
      supportsDisconnect: true,
    });
    await expect(connector.connect({ chainId: 31337 })).resolves.toEqual({
      accounts: [ACCOUNT_A],
      chainId: 31337,
    });
    expect(created).toEqual([
      {
        appName: 'DEX',
        appLogoUrl: 'https://app.example/logo.png',
        appChainIds: [1, 31337],
        preference: { options: 'smartWalletOnly' },
      },
    ]);
    expect(provider.calls.map((call) => call.method)).toContain('eth_requestAccounts');
    await expect(connector.connect({ chainId: 5 })).rejects.toThrow('Unsupported network ID: 5');
    await connector.disconnect();
    expect(provider.disconnected).toBe(true);
  });

  it('imports the real SDK on Node 20', async () => {
    const module = await import('@coinbase/wallet-sdk');
    expect(typeof module.createCoinbaseWalletSDK).toBe('function');
  });
});

describe('coinbaseWalletDappLink', () => {
  it('percent-encodes the dapp URL into the Coinbase Wallet deep link', () => {
    expect(coinbaseWalletDappLink('https://app.example/#/swap?x=1&y=2')).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.example%2F%23%2Fswap%3Fx%3D1%26y%3D2',
    );
  });

  it.each(['javascript:alert(1)', 'not a url', 'ftp://example.com'])('rejects %s', (url) => {
    expect(() => coinbaseWalletDappLink(url)).toThrow('Invalid dapp URL');
  });
});
