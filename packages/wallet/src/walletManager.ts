import type { Address } from '@dex/chains';
import { createListeners } from '@dex/primitives';
import { isBlockedAddress } from './address';
import type { ConnectOptions, Connector, ConnectorKind } from './connector';
import type { Eip1193Provider } from './eip1193';
import {
  ConnectionError,
  DisconnectUnsupportedError,
  toWalletError,
  UnsupportedNetworkIdError,
  type WalletError,
  WrongNetworkError,
} from './errors';
import type { InjectedDiscovery } from './injected';
import { createConnectorPersistence, type KeyValueStorage } from './persistence';
import { type SwitchChainOptions, switchChain } from './switchChain';

/** A state code for the app to translate; no sentences here. */
export type WalletErrorState =
  /** The wallet is on a chain outside `supportedChainIds` ("Wrong Network"). */
  | { readonly kind: 'wrong-network'; readonly chainId: number }
  /** No wallet is active and the read-only network could not be reached (the guard's unknownError). */
  | { readonly kind: 'network-failed'; readonly error: WalletError };

export interface WalletConnectionState {
  readonly connectorId: string;
  readonly kind: ConnectorKind;
  readonly name: string;
  readonly icon: string | undefined;
  readonly supportsDisconnect: boolean;
  /** The selected account (the first the wallet reports). */
  readonly account: Address;
  readonly accounts: readonly Address[];
  readonly chainId: number;
}

/**
 * The latest connection attempt the user started (`connect`), until it connects, a newer one
 * starts or the wallet disconnects.
 */
export interface WalletPendingState {
  readonly connectorId: string;
  /** Set when activation failed: an app shows "Error connecting." with "Try Again" (`retry`). */
  readonly error: WalletError | undefined;
}

export interface WalletSnapshot {
  /** `idle` before `start`; `initializing` while the guard tries an authorised wallet. */
  readonly status: 'idle' | 'initializing' | 'ready';
  /** True once initializing has lasted longer than the loader delay (600 ms). */
  readonly showLoader: boolean;
  /** Wallets the user can pick: discovered injected wallets, then the configured SDK connectors. */
  readonly connectors: readonly Connector[];
  /** The connected wallet, if any (also set, with `error`, when it is on the wrong network). */
  readonly connection: WalletConnectionState | undefined;
  /** The read-only fallback when it is active. */
  readonly network: { readonly chainId: number } | undefined;
  readonly error: WalletErrorState | undefined;
  /** The connected account is on the built-in blocklist. */
  readonly blocked: boolean;
  readonly pending: WalletPendingState | undefined;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WalletManagerOptions {
  /** Chains the app works on; a wallet elsewhere is "wrong network". */
  readonly supportedChainIds: readonly number[];
  /** EIP-6963 discovery of injected wallets. */
  readonly discovery?: InjectedDiscovery;
  /** Other wallet connectors (WalletConnect, Coinbase Wallet), in display order. */
  readonly connectors?: readonly Connector[];
  /** The read-only fallback activated when no wallet is. */
  readonly networkConnector?: Connector;
  /** Where the last connector id is kept (`localStorage` in the browser). */
  readonly storage?: KeyValueStorage;
  readonly switchChainOptions?: SwitchChainOptions;
  readonly timers?: Timers;
  /** Delay before `showLoader` turns on (spec: 600 ms). */
  readonly loaderDelayMs?: number;
}

export interface WalletManager {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WalletSnapshot;
  /**
   * Runs the connection guard: discover wallets, reconnect an already-authorised one, else use
   * the network fallback. The first `subscribe` calls it too; calling again returns the same run.
   */
  start(): Promise<void>;
  /** Stops listening; the manager is unusable afterwards. */
  destroy(): void;
  /**
   * The user picked a wallet: `pending` names it while it connects; on success it becomes the
   * connection, on failure `pending` keeps the typed error for a retry. Never rejects.
   */
  connect(connectorId: string, options?: ConnectOptions): Promise<void>;
  /** Connects the pending attempt's wallet again ("Try Again"). */
  retry(): Promise<void>;
  /** Ends the session of connectors that support it; throws `DisconnectUnsupportedError` otherwise. */
  disconnect(): Promise<void>;
  /** Switches the connected wallet's chain (adding it on 4902); throws typed errors. */
  switchChain(chainId: number): Promise<void>;
  /** The connected wallet's provider, else the network fallback's, else undefined. */
  getProvider(): Promise<Eip1193Provider | undefined>;
  /**
   * Asks the connected wallet for its chain (`eth_chainId`) and records the answer as the
   * connection's chain, as a `chainChanged` would (a wallet that moved without telling the page;
   * wrong network when the chain is not supported). Resolves when it is `chainId` and supported;
   * otherwise throws `WrongNetworkError` with the wallet's chain: nothing may be sent for
   * `chainId` then.
   */
  requireChain(chainId: number): Promise<void>;
}

const DEFAULT_LOADER_DELAY_MS = 600;

/** How long the guard waits for one wallet found on load before trying the next (a hung SDK). */
export const EAGER_CONNECT_TIMEOUT_MS = 10_000;

/** The global timers; every timer user in this package takes `Timers` and falls back to these. */
export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The framework-free wallet store: a state machine behind subscribe/getSnapshot. */
export function createWalletManager(options: WalletManagerOptions): WalletManager {
  const timers = options.timers ?? defaultTimers;
  const persistence = createConnectorPersistence(options.storage);
  const staticConnectors = options.connectors ?? [];
  const listeners = createListeners();
  const connectorSubscriptions = new Map<Connector, () => void>();
  const supported = new Set(options.supportedChainIds);

  let snapshot: WalletSnapshot = {
    status: 'idle',
    showLoader: false,
    connectors: [],
    connection: undefined,
    network: undefined,
    error: undefined,
    blocked: false,
    pending: undefined,
  };
  let active: Connector | undefined;
  let attempt = 0;
  let started: Promise<void> | undefined;
  let destroyed = false;
  let networkStarting = false;
  /** The guard's first pass over the wallets found on load is over. */
  let guardDone = false;
  let unsubscribeDiscovery: (() => void) | undefined;

  const update = (patch: Partial<WalletSnapshot>) => {
    if (destroyed) return;
    const next = { ...snapshot, ...patch };
    next.blocked = isBlockedAddress(next.connection?.account);
    snapshot = next;
    listeners.notify();
  };

  const errorForChain = (chainId: number): WalletErrorState | undefined =>
    supported.has(chainId) ? undefined : { kind: 'wrong-network', chainId };

  const findConnector = (id: string) => snapshot.connectors.find((c) => c.id === id);

  const ensureNetwork = async () => {
    const networkConnector = options.networkConnector;
    if (!networkConnector || active || snapshot.error || snapshot.network || networkStarting)
      return;
    networkStarting = true;
    try {
      const { chainId } = await networkConnector.connect();
      if (!active) update({ network: { chainId } });
    } catch (error) {
      if (!active) update({ error: { kind: 'network-failed', error: toWalletError(error) } });
    } finally {
      networkStarting = false;
    }
  };

  const deactivate = () => {
    active = undefined;
    update({
      connection: undefined,
      error: snapshot.error?.kind === 'wrong-network' ? undefined : snapshot.error,
    });
    void ensureNetwork();
  };

  /**
   * Connects and commits the result unless a newer attempt started meanwhile. One exception: the
   * newer attempt was on the same wallet and already failed (a second click while the wallet's
   * prompt was open, refused as "already pending"); the user's approval of the first prompt wins.
   */
  const activate = async (
    connector: Connector,
    connectOptions: ConnectOptions,
    current: number = ++attempt,
  ) => {
    let result: Awaited<ReturnType<Connector['connect']>>;
    try {
      result = await connector.connect(connectOptions);
    } catch (error) {
      // @spec 000 §4.4 Wallet modal
      // Spec §4: a wrong-network error retries activation without the saved arguments.
      const wrongNetwork =
        error instanceof UnsupportedNetworkIdError || error instanceof WrongNetworkError;
      if (!wrongNetwork || connectOptions.chainId === undefined) throw error;
      result = await connector.connect({ silent: connectOptions.silent });
    }
    const [account] = result.accounts;
    const supersededByFailure =
      !active &&
      snapshot.pending?.connectorId === connector.id &&
      snapshot.pending.error !== undefined;
    if (destroyed || (current !== attempt && !supersededByFailure)) return false;
    if (account === undefined) throw new ConnectionError();
    active = connector;
    persistence.write(connector.id);
    const error = errorForChain(result.chainId);
    update({
      connection: {
        connectorId: connector.id,
        kind: connector.kind,
        name: connector.name,
        icon: connector.icon,
        supportsDisconnect: connector.supportsDisconnect,
        account,
        accounts: result.accounts,
        chainId: result.chainId,
      },
      error,
      pending: undefined,
    });
    return true;
  };

  const tryEager = async (connector: Connector) => {
    if (!(await connector.isAuthorized())) return false;
    // The answer may come late (a slow SDK): by then the user may be connecting another wallet.
    if (!guardMayActivate()) return false;
    try {
      return await activate(connector, { silent: true });
    } catch {
      return false;
    }
  };

  /**
   * The connection guard may take up an authorised injected wallet: nothing is active, no error,
   * and no connection the user started is still open (its own result decides then).
   */
  const guardMayActivate = () =>
    !active && !snapshot.error && (!snapshot.pending || snapshot.pending.error !== undefined);

  /**
   * False once `EAGER_CONNECT_TIMEOUT_MS` passed: a wallet whose SDK never answers (a blocked
   * frame, no network) must not keep the page on the loader. A late success still connects
   * while nothing else is connected or being connected.
   */
  const withinEagerTimeout = (eager: Promise<boolean>) =>
    new Promise<boolean>((resolve) => {
      const timer = timers.setTimeout(() => resolve(false), EAGER_CONNECT_TIMEOUT_MS);
      const settle = (connected: boolean) => {
        timers.clearTimeout(timer);
        resolve(connected);
      };
      eager.then(settle, () => settle(false));
    });

  const onAccountsChanged = (connector: Connector, accounts: readonly Address[]) => {
    if (connector === active) {
      const [account] = accounts;
      const connection = snapshot.connection;
      if (account === undefined || !connection) {
        deactivate();
        return;
      }
      update({ connection: { ...connection, account, accounts } });
      return;
    }
    // Connection guard: while nothing is active, an injected wallet that unlocks is taken up.
    if (guardMayActivate() && connector.kind === 'injected' && accounts.length > 0) {
      void tryEager(connector);
    }
  };

  const onChainChanged = (connector: Connector, chainId: number) => {
    if (connector === active) {
      const connection = snapshot.connection;
      if (!connection) return;
      const wasWrong = snapshot.error?.kind === 'wrong-network';
      const error = errorForChain(chainId);
      update({
        connection: { ...connection, chainId },
        error: error ?? (wasWrong ? undefined : snapshot.error),
      });
      return;
    }
    if (guardMayActivate() && connector.kind === 'injected') void tryEager(connector);
  };

  /** Subscribes to a connector's events; false when it was already watched. */
  const watch = (connector: Connector): boolean => {
    if (connectorSubscriptions.has(connector)) return false;
    const offs = [
      connector.on('accountsChanged', (accounts) => onAccountsChanged(connector, accounts)),
      connector.on('chainChanged', (chainId) => onChainChanged(connector, chainId)),
      connector.on('disconnect', () => {
        if (connector === active) deactivate();
      }),
    ];
    connectorSubscriptions.set(connector, () => {
      for (const off of offs) off();
    });
    // Injected providers are already in the page; loading them now starts their events.
    if (connector.kind === 'injected') connector.getProvider().catch(() => {});
    return true;
  };

  const refreshConnectors = () => {
    const connectors = [...(options.discovery?.getSnapshot() ?? []), ...staticConnectors];
    const added = connectors.filter(watch);
    update({ connectors });
    // Connection guard: an injected wallet announced after the guard ran (its extension loaded
    // after the page) is tried like the ones found on load, unless the user is connecting one.
    if (guardDone && guardMayActivate()) {
      for (const connector of added) if (connector.kind === 'injected') void tryEager(connector);
    }
  };

  const runGuard = async () => {
    const loaderTimer = timers.setTimeout(() => {
      if (snapshot.status === 'initializing') update({ showLoader: true });
    }, options.loaderDelayMs ?? DEFAULT_LOADER_DELAY_MS);
    update({ status: 'initializing' });
    if (options.discovery) {
      unsubscribeDiscovery = options.discovery.subscribe(refreshConnectors);
      options.discovery.start();
    }
    refreshConnectors();
    try {
      const lastId = persistence.read();
      const last = lastId === undefined ? undefined : findConnector(lastId);
      const tried = new Set<Connector>();
      // Recomputed after each try: a wallet may announce itself while an earlier one is asked.
      const next = () =>
        [...(last ? [last] : []), ...snapshot.connectors.filter((c) => c.kind === 'injected')].find(
          (c) => !tried.has(c),
        );
      for (let candidate = next(); candidate && !active; candidate = next()) {
        tried.add(candidate);
        if (await withinEagerTimeout(tryEager(candidate))) break;
      }
    } finally {
      guardDone = true;
      timers.clearTimeout(loaderTimer);
      update({ status: 'ready', showLoader: false });
    }
    await ensureNetwork();
  };

  const connect = async (connectorId: string, connectOptions: ConnectOptions = {}) => {
    const current = ++attempt;
    update({ pending: { connectorId, error: undefined } });
    const connector = findConnector(connectorId);
    try {
      if (!connector) throw new ConnectionError(new Error(`Unknown connector ${connectorId}`));
      await activate(connector, connectOptions, current);
    } catch (error) {
      // An older attempt failing must not put "Error connecting." over a newer one still open.
      if (current === attempt && snapshot.pending?.connectorId === connectorId) {
        update({ pending: { connectorId, error: toWalletError(error) } });
      }
    }
  };

  return {
    subscribe(listener) {
      const unsubscribe = listeners.subscribe(listener);
      void this.start();
      return unsubscribe;
    },
    getSnapshot: () => snapshot,
    start() {
      started ??= runGuard();
      return started;
    },
    destroy() {
      destroyed = true;
      unsubscribeDiscovery?.();
      options.discovery?.stop();
      for (const off of connectorSubscriptions.values()) off();
      connectorSubscriptions.clear();
      listeners.clear();
    },
    connect,
    async retry() {
      const pending = snapshot.pending;
      if (pending) await connect(pending.connectorId);
    },
    async disconnect() {
      const connector = active;
      if (!connector) return;
      if (!connector.supportsDisconnect) throw new DisconnectUnsupportedError(connector.id);
      attempt++;
      try {
        await connector.disconnect();
      } finally {
        persistence.clear();
        active = undefined;
        update({ connection: undefined, error: undefined, pending: undefined });
        void ensureNetwork();
      }
    },
    async switchChain(chainId) {
      const connector = active;
      if (!connector) throw new ConnectionError(new Error('No wallet is connected'));
      const provider = await connector.getProvider();
      await switchChain(provider, chainId, options.switchChainOptions);
      // Not every wallet emits chainChanged promptly; read the chain so the state is right now.
      const current = await connector.getChainId();
      if (connector === active) onChainChanged(connector, current);
    },
    async requireChain(chainId) {
      const connector = active;
      if (!connector) throw new ConnectionError(new Error('No wallet is connected'));
      const actual = await connector.getChainId();
      // The wallet moved without an event we saw (or never was where the app thought): its
      // answer wins, recorded as its chainChanged would have been (wrong network when the chain
      // is not supported). Whether that is where the app is, the app decides (walletNetworkView).
      if (connector === active && snapshot.connection && snapshot.connection.chainId !== actual) {
        onChainChanged(connector, actual);
      }
      if (actual === chainId && supported.has(actual)) return;
      throw new WrongNetworkError(actual);
    },
    async getProvider() {
      if (active) return active.getProvider();
      if (snapshot.network && options.networkConnector)
        return options.networkConnector.getProvider();
      return undefined;
    },
  };
}
