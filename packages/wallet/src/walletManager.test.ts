import { createMemoryStorage } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_A,
  ACCOUNT_B,
  FakeWallet,
  FakeWindow,
  flush,
  ManualTimers,
  RpcError,
} from '../test/fakes';
import type { Connector } from './connector';
import {
  ConnectionError,
  DisconnectUnsupportedError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
  WrongNetworkError,
} from './errors';
import { createInjectedDiscovery } from './injected';
import { createNetworkConnector } from './network';
import { createConnectorPersistence, LAST_CONNECTOR_STORAGE_KEY } from './persistence';
import { createProviderConnector } from './providerConnector';
import {
  createWalletManager,
  EAGER_CONNECT_TIMEOUT_MS,
  type WalletManager,
  type WalletManagerOptions,
} from './walletManager';

const SUPPORTED = [1, 31337];

function setup(
  wallets: { name: string; rdns: string; wallet: FakeWallet }[],
  extra: Partial<WalletManagerOptions> & { network?: FakeWallet } = {},
) {
  const target = new FakeWindow(
    wallets.map(({ name, rdns, wallet }) => ({ name, rdns, provider: wallet })),
  );
  const storage = extra.storage ?? createMemoryStorage();
  const timers = new ManualTimers();
  const networkNode = extra.network ?? new FakeWallet({ chainId: 1, accounts: [] });
  const manager = createWalletManager({
    supportedChainIds: SUPPORTED,
    discovery: createInjectedDiscovery(target),
    networkConnector: createNetworkConnector({ url: 'unused', chainId: 1, provider: networkNode }),
    storage,
    timers,
    ...extra,
  });
  return { manager, storage, timers, target };
}

/** A hosted-wallet-like connector that can disconnect. */
/** MetaMask (`wallet`) announced, and the hosted wallet (`hosted`, as walletConnect) used last. */
function setupWithLastHosted(hosted: FakeWallet, wallet: FakeWallet) {
  const storage = createMemoryStorage();
  createConnectorPersistence(storage).write('walletConnect');
  return setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }], {
    storage,
    connectors: [hostedConnector(hosted)],
  });
}

/** Connected to `connectorId` with `account`, nothing pending. */
function expectConnected(manager: WalletManager, connectorId: string, account: string) {
  expect(manager.getSnapshot()).toMatchObject({
    pending: undefined,
    connection: { connectorId, account },
  });
}

function hostedConnector(wallet: FakeWallet): Connector {
  return createProviderConnector({
    id: 'walletConnect',
    name: 'WalletConnect',
    kind: 'walletConnect',
    supportsDisconnect: true,
    loadProvider: async () => wallet,
    endSession: async () => {
      wallet.authorized = false;
    },
  });
}

describe('connection guard', () => {
  it('reconnects an already-authorised injected wallet without prompting', async () => {
    const wallet = new FakeWallet({ authorized: true, chainId: 1 });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    const state = manager.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.connection).toMatchObject({
      connectorId: 'eip6963:io.metamask',
      account: ACCOUNT_A,
      chainId: 1,
      supportsDisconnect: false,
    });
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_requestAccounts');
  });

  it('marks ready and activates the network fallback when no wallet is authorised', async () => {
    const wallet = new FakeWallet({ authorized: false });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    expect(manager.getSnapshot().status).toBe('idle');
    await manager.start();
    const state = manager.getSnapshot();
    expect(state.status).toBe('ready');
    expect(state.connection).toBeUndefined();
    expect(state.network).toEqual({ chainId: 1 });
    expect(state.error).toBeUndefined();
    expect(state.connectors.map((c) => c.id)).toEqual(['eip6963:io.metamask']);
  });

  it('reports network-failed when the fallback cannot be reached', async () => {
    const node = new FakeWallet({ accounts: [] });
    node.overrides.set('eth_chainId', () => {
      throw new RpcError('503: Service Unavailable', -32000);
    });
    const { manager } = setup([], { network: node });
    await manager.start();
    expect(manager.getSnapshot().error).toMatchObject({ kind: 'network-failed' });
    expect(manager.getSnapshot().network).toBeUndefined();
  });

  it('shows the loader only after 600 ms of initializing', async () => {
    const wallet = new FakeWallet({ authorized: true });
    let release: () => void = () => {};
    // The first eth_accounts (the authorisation check) hangs until released.
    wallet.overrides.set('eth_accounts', () => {
      wallet.overrides.delete('eth_accounts');
      return new Promise((resolve) => {
        release = () => resolve([ACCOUNT_A]);
      });
    });
    const { manager, timers } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    const done = manager.start();
    await flush();
    expect(manager.getSnapshot()).toMatchObject({ status: 'initializing', showLoader: false });
    timers.advance(599);
    expect(manager.getSnapshot().showLoader).toBe(false);
    timers.advance(1);
    expect(manager.getSnapshot().showLoader).toBe(true);
    release();
    await done;
    expect(manager.getSnapshot()).toMatchObject({ status: 'ready', showLoader: false });
  });

  it('re-activates an injected wallet on an account change while nothing is active', async () => {
    const wallet = new FakeWallet({ authorized: false });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    expect(manager.getSnapshot().connection).toBeUndefined();
    wallet.authorized = true;
    wallet.setAccounts([ACCOUNT_B]);
    await flush();
    expect(manager.getSnapshot().connection?.account).toBe(ACCOUNT_B);
  });

  it('re-activates an injected wallet on a chain change while nothing is active', async () => {
    const wallet = new FakeWallet({ authorized: false, chainId: 1 });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    wallet.authorized = true;
    wallet.setChain(31337);
    await flush();
    expect(manager.getSnapshot().connection).toMatchObject({ account: ACCOUNT_A, chainId: 31337 });
  });

  it('prefers the persisted connector over other authorised wallets', async () => {
    const first = new FakeWallet({ authorized: true, accounts: [ACCOUNT_A] });
    const second = new FakeWallet({ authorized: true, accounts: [ACCOUNT_B] });
    const storage = createMemoryStorage();
    storage.setItem(
      LAST_CONNECTOR_STORAGE_KEY,
      JSON.stringify({ connectorId: 'eip6963:io.rabby' }),
    );
    const { manager } = setup(
      [
        { name: 'MetaMask', rdns: 'io.metamask', wallet: first },
        { name: 'Rabby', rdns: 'io.rabby', wallet: second },
      ],
      { storage },
    );
    await manager.start();
    expect(manager.getSnapshot().connection?.account).toBe(ACCOUNT_B);
  });

  it('ignores a corrupted persisted value and removes it', async () => {
    const wallet = new FakeWallet({ authorized: true });
    const storage = createMemoryStorage();
    storage.setItem(LAST_CONNECTOR_STORAGE_KEY, '{not json');
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }], { storage });
    await manager.start();
    expect(manager.getSnapshot().connection?.connectorId).toBe('eip6963:io.metamask');
    // The corrupted value was replaced by the connector the wallet reconnected with.
    expect(createConnectorPersistence(storage).read()).toBe('eip6963:io.metamask');
  });

  it('reconnects an authorised injected wallet that announces itself after the guard ran', async () => {
    // An extension whose script loads after the page's announces on its own load, late.
    const wallet = new FakeWallet({ authorized: true, chainId: 1 });
    const { manager, target } = setup([]);
    await manager.start();
    expect(manager.getSnapshot().connection).toBeUndefined();
    target.announce({ name: 'MetaMask', rdns: 'io.metamask', provider: wallet });
    await flush();
    expect(manager.getSnapshot().connection).toMatchObject({
      connectorId: 'eip6963:io.metamask',
      account: ACCOUNT_A,
    });
    expect(wallet.calls.map((c) => c.method)).not.toContain('eth_requestAccounts');
  });

  it('gives up on a last wallet that never answers and goes on with the others', async () => {
    // A hosted wallet whose frame is blocked or offline: its eth_accounts never settles.
    const hosted = new FakeWallet({ authorized: true, accounts: [ACCOUNT_B] });
    hosted.overrides.set('eth_accounts', () => new Promise(() => {}));
    const wallet = new FakeWallet({ authorized: true, accounts: [ACCOUNT_A] });
    const { manager, timers } = setupWithLastHosted(hosted, wallet);
    const done = manager.start();
    await flush();
    expect(manager.getSnapshot()).toMatchObject({ status: 'initializing', showLoader: false });
    timers.advance(EAGER_CONNECT_TIMEOUT_MS);
    await done;
    expect(manager.getSnapshot()).toMatchObject({
      status: 'ready',
      showLoader: false,
      connection: { connectorId: 'eip6963:io.metamask', account: ACCOUNT_A },
    });
  });

  it("does not let the given-up wallet's late answer take over the user's connection", async () => {
    const hosted = new FakeWallet({ authorized: true, accounts: [ACCOUNT_B] });
    let answer: () => void = () => {};
    hosted.overrides.set(
      'eth_accounts',
      () =>
        new Promise((resolve) => {
          hosted.overrides.delete('eth_accounts');
          answer = () => resolve([ACCOUNT_B]);
        }),
    );
    const wallet = new FakeWallet({ authorized: false, accounts: [ACCOUNT_A] });
    let approve: () => void = () => {};
    wallet.overrides.set(
      'eth_requestAccounts',
      () =>
        new Promise((resolve) => {
          wallet.authorized = true;
          approve = () => resolve([ACCOUNT_A]);
        }),
    );
    const { manager, timers } = setupWithLastHosted(hosted, wallet);
    const done = manager.start();
    await flush();
    timers.advance(EAGER_CONNECT_TIMEOUT_MS);
    await done;
    const connecting = manager.connect('eip6963:io.metamask');
    await flush();
    answer();
    await flush();
    approve();
    await connecting;
    expect(manager.getSnapshot().connection).toMatchObject({
      connectorId: 'eip6963:io.metamask',
      account: ACCOUNT_A,
    });
  });

  it('starts on the first subscriber', async () => {
    const { manager } = setup([]);
    const seen: string[] = [];
    manager.subscribe(() => seen.push(manager.getSnapshot().status));
    await manager.start();
    expect(seen).toContain('initializing');
    expect(manager.getSnapshot().status).toBe('ready');
  });
});

describe('wallet modal', () => {
  async function ready(wallet = new FakeWallet()) {
    const hosted = new FakeWallet({ accounts: [ACCOUNT_B] });
    const ctx = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }], {
      connectors: [hostedConnector(hosted)],
    });
    await ctx.manager.start();
    return { ...ctx, wallet, hosted };
  }

  // Which view the modal shows is the app's (apps/web: walletModalView over this state).
  it('goes from no connection through a pending attempt to the account, and persists it', async () => {
    const { manager, storage } = await ready();
    expect(manager.getSnapshot()).toMatchObject({ connection: undefined, pending: undefined });
    const pending: unknown[] = [];
    manager.subscribe(() => pending.push(manager.getSnapshot().pending));
    await manager.connect('eip6963:io.metamask');
    expect(pending).toContainEqual({ connectorId: 'eip6963:io.metamask', error: undefined });
    expect(manager.getSnapshot()).toMatchObject({
      pending: undefined,
      connection: { account: ACCOUNT_A, chainId: 1 },
    });
    expect(storage.getItem(LAST_CONNECTOR_STORAGE_KEY)).toContain('eip6963:io.metamask');
  });

  it('shows the pending error on a rejected request, and Try Again retries', async () => {
    const { manager, wallet } = await ready();
    wallet.rejectNext('eth_requestAccounts');
    await manager.connect('eip6963:io.metamask');
    const failed = manager.getSnapshot();
    expect(failed.pending?.connectorId).toBe('eip6963:io.metamask');
    expect(failed.pending?.error).toBeInstanceOf(UserRejectedRequestError);
    expect(failed.pending?.error?.message).toBe('Transaction rejected.');
    expect(failed.connection).toBeUndefined();

    await manager.retry();
    expect(manager.getSnapshot()).toMatchObject({
      pending: undefined,
      connection: { account: ACCOUNT_A },
    });
  });

  it('connects when the first of two clicks on the same wallet is approved after the second failed', async () => {
    // A second click while the wallet's prompt is open: the wallet refuses the second request
    // (-32002, already pending), then the user approves the first prompt.
    const { manager, wallet } = await ready();
    let approve: (accounts: unknown) => void = () => {};
    wallet.overrides.set('eth_requestAccounts', () => {
      wallet.overrides.set('eth_requestAccounts', () => {
        throw new RpcError('Request of type wallet_requestPermissions already pending', -32002);
      });
      return new Promise((resolve) => {
        approve = resolve;
      });
    });
    const first = manager.connect('eip6963:io.metamask');
    await flush();
    await manager.connect('eip6963:io.metamask');
    expect(manager.getSnapshot().pending?.error).toBeDefined();
    wallet.authorized = true;
    approve([ACCOUNT_A]);
    await first;
    expectConnected(manager, 'eip6963:io.metamask', ACCOUNT_A);
  });

  it('keeps a newer attempt pending when an older one on the same wallet fails', async () => {
    const { manager, wallet } = await ready();
    let rejectFirst: (error: unknown) => void = () => {};
    let approveSecond: (accounts: unknown) => void = () => {};
    wallet.overrides.set('eth_requestAccounts', () => {
      wallet.overrides.set(
        'eth_requestAccounts',
        () =>
          new Promise((resolve) => {
            approveSecond = resolve;
          }),
      );
      return new Promise((_, reject) => {
        rejectFirst = reject;
      });
    });
    const first = manager.connect('eip6963:io.metamask');
    await flush();
    const second = manager.connect('eip6963:io.metamask');
    await flush();
    rejectFirst(new RpcError('User rejected the request.', 4001));
    await first;
    // The second prompt is still open: no "Error connecting." over it.
    expect(manager.getSnapshot().pending).toEqual({
      connectorId: 'eip6963:io.metamask',
      error: undefined,
    });
    wallet.authorized = true;
    approveSecond([ACCOUNT_A]);
    await second;
    expect(manager.getSnapshot().connection?.account).toBe(ACCOUNT_A);
  });

  it("does not swap the user's pending wallet for an injected one whose events arrive meanwhile", async () => {
    const { manager, wallet, hosted } = await ready();
    let approve: (accounts: unknown) => void = () => {};
    hosted.overrides.set(
      'eth_requestAccounts',
      () =>
        new Promise((resolve) => {
          approve = resolve;
        }),
    );
    const connecting = manager.connect('walletConnect');
    await flush();
    // Meanwhile the (authorised) browser wallet changes chain.
    wallet.authorized = true;
    wallet.setChain(31337);
    await flush();
    hosted.authorized = true;
    approve([ACCOUNT_B]);
    await connecting;
    expectConnected(manager, 'walletConnect', ACCOUNT_B);
  });

  it('keeps the pending error for other failures too', async () => {
    const { manager, wallet } = await ready();
    wallet.overrides.set('eth_requestAccounts', () => {
      throw new RpcError('Internal error', -32603);
    });
    await manager.connect('eip6963:io.metamask');
    expect(manager.getSnapshot().pending?.error?.message).toBe('Error connecting.');
  });

  it('retries a hosted wallet without the saved chain when it does not serve that chain (spec §4)', async () => {
    // A WalletConnect-style connector: asked for a chain outside its set-up it refuses with
    // "Unsupported network ID"; asked for none it starts on its own chain.
    const wallet = new FakeWallet({ chainId: 1 });
    const asked: (number | undefined)[] = [];
    const hosted = createProviderConnector({
      id: 'hosted',
      name: 'Hosted',
      kind: 'walletConnect',
      supportsDisconnect: true,
      loadProvider: async () => wallet,
      requestAccounts: async (provider, { chainId }) => {
        asked.push(chainId);
        if (chainId !== undefined && chainId !== 1) throw new UnsupportedNetworkIdError(chainId);
        return provider.request({ method: 'eth_requestAccounts' });
      },
    });
    const { manager } = setup([], { connectors: [hosted] });
    await manager.start();
    await manager.connect('hosted', { chainId: 31337 });
    expect(asked).toEqual([31337, undefined]);
    expect(manager.getSnapshot()).toMatchObject({
      pending: undefined,
      connection: { connectorId: 'hosted', account: ACCOUNT_A, chainId: 1 },
    });
  });

  it('shows "Unsupported network ID" when the retry without the chain fails too', async () => {
    const hosted = createProviderConnector({
      id: 'hosted',
      name: 'Hosted',
      kind: 'walletConnect',
      supportsDisconnect: true,
      loadProvider: async () => new FakeWallet({ chainId: 1 }),
      requestAccounts: async (_provider, { chainId }) => {
        throw new UnsupportedNetworkIdError(chainId ?? 5);
      },
    });
    const { manager } = setup([], { connectors: [hosted] });
    await manager.start();
    await manager.connect('hosted', { chainId: 31337 });
    const error = manager.getSnapshot().pending?.error;
    expect(error).toBeInstanceOf(UnsupportedNetworkIdError);
    expect(error?.message).toBe('Unsupported network ID: 5');
  });

  it('follows an account change of the connected wallet', async () => {
    const { manager, wallet } = await ready();
    await manager.connect('eip6963:io.metamask');
    wallet.setAccounts([ACCOUNT_B]);
    expect(manager.getSnapshot()).toMatchObject({ connection: { account: ACCOUNT_B } });
  });

  it('treats an empty account list as a disconnection and falls back to the network', async () => {
    const { manager, wallet } = await ready();
    await manager.connect('eip6963:io.metamask');
    wallet.setAccounts([]);
    await flush();
    expect(manager.getSnapshot()).toMatchObject({ connection: undefined, network: { chainId: 1 } });
  });

  it("stays connected through MetaMask's 'disconnect' with code 1013 while it reconnects to its chain", async () => {
    const { manager, wallet } = await ready();
    await manager.connect('eip6963:io.metamask');
    // MetaMask: "Disconnected from chain. Attempting to connect." (1013), then the chain changes.
    wallet.setChain(31337);
    wallet.emit(
      'disconnect',
      new RpcError('MetaMask: Disconnected from chain. Attempting to connect.', 1013),
    );
    await flush();
    expect(manager.getSnapshot().connection).toMatchObject({ account: ACCOUNT_A, chainId: 31337 });
  });

  it('drops the wallet on a real disconnect', async () => {
    const { manager, wallet } = await ready();
    await manager.connect('eip6963:io.metamask');
    wallet.emit('disconnect', new RpcError('Disconnected', 4900));
    await flush();
    expect(manager.getSnapshot()).toMatchObject({ connection: undefined, network: { chainId: 1 } });
  });

  it('offers no disconnect for injected wallets', async () => {
    const { manager } = await ready();
    await manager.connect('eip6963:io.metamask');
    expect(manager.getSnapshot().connection?.supportsDisconnect).toBe(false);
    await expect(manager.disconnect()).rejects.toBeInstanceOf(DisconnectUnsupportedError);
    expect(manager.getSnapshot().connection).toBeDefined();
  });

  it('disconnects a connector that supports it and forgets it', async () => {
    const { manager, storage, hosted } = await ready();
    await manager.connect('walletConnect');
    expect(manager.getSnapshot().connection).toMatchObject({
      account: ACCOUNT_B,
      supportsDisconnect: true,
    });
    await manager.disconnect();
    expect(hosted.authorized).toBe(false);
    expect(manager.getSnapshot()).toMatchObject({ connection: undefined, pending: undefined });
    expect(storage.getItem(LAST_CONNECTOR_STORAGE_KEY)).toBeNull();
  });

  it('flags the blocklist', async () => {
    const wallet = new FakeWallet({ accounts: ['0x7f367cc41522ce07553e823bf3be79a889debe1b'] });
    const { manager } = await ready(wallet);
    await manager.connect('eip6963:io.metamask');
    expect(manager.getSnapshot().blocked).toBe(true);
  });
});

describe('wrong network', () => {
  it('connects but reports wrong-network on an unsupported chain', async () => {
    const wallet = new FakeWallet({ chainId: 5 });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    await manager.connect('eip6963:io.metamask');
    expect(manager.getSnapshot()).toMatchObject({
      error: { kind: 'wrong-network', chainId: 5 },
      connection: { chainId: 5 },
    });
  });

  it('clears wrong-network when the wallet moves to a supported chain', async () => {
    const wallet = new FakeWallet({ chainId: 5 });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    await manager.connect('eip6963:io.metamask');
    wallet.setChain(1);
    expect(manager.getSnapshot()).toMatchObject({ error: undefined, connection: { chainId: 1 } });
    wallet.setChain(10);
    expect(manager.getSnapshot().error).toEqual({ kind: 'wrong-network', chainId: 10 });
  });

  it('switches with wallet_switchEthereumChain', async () => {
    const wallet = new FakeWallet({ chainId: 5, knownChains: [1, 5] });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    await manager.connect('eip6963:io.metamask');
    await manager.switchChain(1);
    expect(manager.getSnapshot()).toMatchObject({ error: undefined, connection: { chainId: 1 } });
    expect(wallet.calls.map((c) => c.method)).not.toContain('wallet_addEthereumChain');
  });

  it('adds the chain on 4902 and ends on it', async () => {
    const wallet = new FakeWallet({ chainId: 5, knownChains: [1, 5] });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    await manager.connect('eip6963:io.metamask');
    await manager.switchChain(31337);
    expect(manager.getSnapshot()).toMatchObject({
      error: undefined,
      connection: { chainId: 31337 },
    });
    const add = wallet.calls.find((c) => c.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      expect.objectContaining({ chainId: '0x7a69', chainName: 'Devnet' }),
    ]);
  });

  it('keeps wrong-network when the user rejects the switch', async () => {
    const wallet = new FakeWallet({ chainId: 5, knownChains: [1, 5] });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    await manager.connect('eip6963:io.metamask');
    wallet.rejectNext('wallet_switchEthereumChain');
    await expect(manager.switchChain(1)).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(manager.getSnapshot().error).toEqual({ kind: 'wrong-network', chainId: 5 });
  });
});

describe('requireChain (before every write)', () => {
  async function connectedOn(chainId: number) {
    const wallet = new FakeWallet({ chainId, authorized: true, knownChains: [1, 31337] });
    const { manager } = setup([{ name: 'MetaMask', rdns: 'io.metamask', wallet }]);
    await manager.start();
    return { wallet, manager };
  }

  it('resolves when the wallet answers the expected chain', async () => {
    const { wallet, manager } = await connectedOn(31337);
    const before = wallet.calls.length;
    await manager.requireChain(31337);
    expect(wallet.calls.slice(before).map((c) => c.method)).toEqual(['eth_chainId']);
    expect(manager.getSnapshot().error).toBeUndefined();
  });

  it('records where a wallet that moved without telling the page is, and refuses the write', async () => {
    const { wallet, manager } = await connectedOn(31337);
    wallet.chainId = 1; // no chainChanged event; 1 is supported
    const error = await manager.requireChain(31337).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongNetworkError);
    expect(error).toMatchObject({ chainId: 1 });
    expect((error as WrongNetworkError).message).toBe(
      'Please connect to the appropriate Ethereum network.',
    );
    // As its chainChanged would have: on chain 1, which the app supports (no error state); the
    // app compares it with its own chain (walletNetworkView).
    expect(manager.getSnapshot()).toMatchObject({ error: undefined, connection: { chainId: 1 } });
    await manager.switchChain(31337);
    expect(manager.getSnapshot()).toMatchObject({ connection: { chainId: 31337 } });
    await expect(manager.requireChain(31337)).resolves.toBeUndefined();
  });

  it('enters wrong-network when the wallet moved to an unsupported chain without telling the page', async () => {
    const { wallet, manager } = await connectedOn(31337);
    wallet.chainId = 8453;
    await expect(manager.requireChain(31337)).rejects.toMatchObject({ chainId: 8453 });
    expect(manager.getSnapshot()).toMatchObject({
      error: { kind: 'wrong-network', chainId: 8453 },
      connection: { chainId: 8453 },
    });
    // Switching back (the wrong-network view's button) clears it.
    await manager.switchChain(31337);
    expect(manager.getSnapshot()).toMatchObject({
      error: undefined,
      connection: { chainId: 31337 },
    });
  });

  it('refuses an unsupported chain even when the wallet agrees', async () => {
    const { wallet, manager } = await connectedOn(31337);
    wallet.setChain(10);
    await expect(manager.requireChain(10)).rejects.toBeInstanceOf(WrongNetworkError);
  });

  it('refuses without a connected wallet', async () => {
    const { manager } = setup([]);
    await manager.start();
    await expect(manager.requireChain(1)).rejects.toBeInstanceOf(ConnectionError);
  });
});
