import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_A, FakeWallet } from '../test/fakes';
import { UnsupportedNetworkIdError } from './errors';
import {
  createWalletConnectConnector,
  isWalletConnectConfigured,
  type WalletConnectInitOptions,
  type WalletConnectModule,
} from './walletConnect';

/** Stands in for `@walletconnect/ethereum-provider`: a session starts on connect(). */
class FakeWalletConnectProvider extends FakeWallet {
  session: object | undefined;
  readonly connectCalls: { optionalChains?: number[] }[] = [];
  async connect(options: { optionalChains?: number[] } = {}) {
    this.connectCalls.push(options);
    this.emit('display_uri', 'wc:abc@2?relay-protocol=irn');
    this.session = {};
    this.authorized = true;
    this.chainId = options.optionalChains?.[0] ?? this.chainId;
  }
  async disconnect() {
    this.session = undefined;
    this.authorized = false;
  }
}

function fakeModule() {
  const provider = new FakeWalletConnectProvider({ chainId: 1 });
  const inits: WalletConnectInitOptions[] = [];
  const module: WalletConnectModule = {
    EthereumProvider: {
      init: async (options) => {
        inits.push(options);
        return provider;
      },
    },
  };
  return { provider, inits, loadModule: vi.fn(async () => module) };
}

describe('WalletConnect connector', () => {
  it('is offered only with a project id', () => {
    expect(isWalletConnectConfigured('abc123')).toBe(true);
    expect(isWalletConnectConfigured('')).toBe(false);
    expect(isWalletConnectConfigured('  ')).toBe(false);
    expect(isWalletConnectConfigured(undefined)).toBe(false);
    expect(() => createWalletConnectConnector({ projectId: '', chainIds: [1] })).toThrow();
  });

  it('loads the SDK only when first used', async () => {
    const { loadModule, inits } = fakeModule();
    const connector = createWalletConnectConnector({
      projectId: 'abc123',
      chainIds: [1, 31337],
      rpcUrls: { 31337: 'http://127.0.0.1:8545' },
      loadModule,
    });
    expect(loadModule).not.toHaveBeenCalled();
    expect(connector).toMatchObject({
      id: 'walletConnect',
      kind: 'walletConnect',
      supportsDisconnect: true,
    });
    await connector.getProvider();
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(inits[0]).toMatchObject({
      projectId: 'abc123',
      optionalChains: [1, 31337],
      rpcMap: { 31337: 'http://127.0.0.1:8545' },
      showQrModal: true,
    });
  });

  it('starts a session on the requested chain and hands out the pairing URI', async () => {
    const { loadModule, provider } = fakeModule();
    const uris: string[] = [];
    const connector = createWalletConnectConnector({
      projectId: 'abc123',
      chainIds: [1, 31337],
      showQrModal: false,
      onDisplayUri: (uri) => uris.push(uri),
      loadModule,
    });
    await expect(connector.connect({ chainId: 31337 })).resolves.toEqual({
      accounts: [ACCOUNT_A],
      chainId: 31337,
    });
    expect(provider.connectCalls).toEqual([{ optionalChains: [31337, 1] }]);
    expect(uris).toEqual(['wc:abc@2?relay-protocol=irn']);
    await connector.disconnect();
    expect(provider.session).toBeUndefined();
  });

  it('refuses a chain outside its configuration', async () => {
    const { loadModule } = fakeModule();
    const connector = createWalletConnectConnector({ projectId: 'abc', chainIds: [1], loadModule });
    const error = await connector.connect({ chainId: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsupportedNetworkIdError);
    expect((error as Error).message).toBe('Unsupported network ID: 5');
  });

  it('retries loading after a failed import', async () => {
    const { loadModule } = fakeModule();
    loadModule.mockRejectedValueOnce(new Error('chunk failed'));
    const connector = createWalletConnectConnector({ projectId: 'abc', chainIds: [1], loadModule });
    await expect(connector.connect()).rejects.toThrow('Error connecting.');
    await expect(connector.connect()).resolves.toMatchObject({ chainId: 1 });
  });

  it('imports the real SDK on Node 20', async () => {
    const module = await import('@walletconnect/ethereum-provider');
    expect(typeof module.EthereumProvider.init).toBe('function');
  });
});
