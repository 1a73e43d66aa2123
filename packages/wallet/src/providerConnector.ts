import type { Address } from '@dex/chains';
import { isAddress } from '@dex/primitives';
import type {
  Connection,
  ConnectOptions,
  Connector,
  ConnectorEvents,
  ConnectorKind,
} from './connector';
import { type Eip1193Provider, type ProviderListener, parseChainId } from './eip1193';
import { Emitter } from './emitter';
import {
  ConnectionError,
  getProviderErrorCode,
  isUserRejection,
  toWalletError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
  WrongNetworkError,
} from './errors';

export interface ProviderConnectorOptions {
  readonly id: string;
  readonly name: string;
  readonly icon?: string | undefined;
  readonly kind: ConnectorKind;
  readonly rdns?: string | undefined;
  readonly supportsDisconnect: boolean;
  /** Called once, on first use; SDK connectors import their SDK here. */
  readonly loadProvider: () => Promise<Eip1193Provider>;
  /** Asks for access; defaults to `eth_requestAccounts`. */
  readonly requestAccounts?: (
    provider: Eip1193Provider,
    options: ConnectOptions,
  ) => Promise<unknown>;
  /** Ends the wallet-side session (hosted wallets). */
  readonly endSession?: (provider: Eip1193Provider) => Promise<void>;
}

/** EIP-1193 `disconnect` code MetaMask uses while it reconnects ("Try again later"). */
const RECONNECTING = 1013;

/** Keeps only well-formed addresses from an `eth_accounts`-style answer. */
export function parseAccounts(value: unknown): Address[] {
  return Array.isArray(value) ? value.filter(isAddress) : [];
}

/** Builds a `Connector` over any EIP-1193 provider; the kind-specific factories configure it. */
export function createProviderConnector(options: ProviderConnectorOptions): Connector {
  const emitter = new Emitter<ConnectorEvents>();
  let providerPromise: Promise<Eip1193Provider> | undefined;
  let attached = false;

  const getProvider = (): Promise<Eip1193Provider> => {
    providerPromise ??= options.loadProvider().then(
      (provider) => {
        attach(provider);
        return provider;
      },
      (error: unknown) => {
        // A failed load (network, blocked script) may succeed on "Try Again".
        providerPromise = undefined;
        throw error;
      },
    );
    return providerPromise;
  };

  // Events are forwarded from the moment the provider exists, connected or not: the manager needs
  // them from not-yet-connected injected wallets to re-activate (spec §4, connection guard).
  function attach(provider: Eip1193Provider): void {
    if (attached || !provider.on) return;
    attached = true;
    const onAccounts = (accounts: unknown) =>
      emitter.emit('accountsChanged', parseAccounts(accounts));
    const onChain = (chainId: unknown) => {
      try {
        emitter.emit('chainChanged', parseChainId(chainId));
      } catch {
        // A malformed chain id from the wallet is ignored rather than crashing the app.
      }
    };
    const onDisconnect = (error: unknown) => {
      // MetaMask emits 1013 ("Disconnected from chain. Attempting to connect.") while it
      // reconnects to its chain, a chain switch included: the session is gone only when the
      // wallet no longer exposes an account.
      if (getProviderErrorCode(error) === RECONNECTING) {
        getAccounts().then(
          (accounts) => {
            if (accounts.length === 0) emitter.emit('disconnect', undefined);
          },
          () => emitter.emit('disconnect', undefined),
        );
        return;
      }
      emitter.emit('disconnect', undefined);
    };
    const subscriptions: [string, ProviderListener][] = [
      ['accountsChanged', onAccounts],
      ['chainChanged', onChain],
      ['disconnect', onDisconnect],
    ];
    for (const [event, listener] of subscriptions) provider.on(event, listener);
  }

  const getAccounts = async (): Promise<readonly Address[]> => {
    const provider = await getProvider();
    return parseAccounts(await provider.request({ method: 'eth_accounts' }));
  };

  const getChainId = async (): Promise<number> => {
    const provider = await getProvider();
    return parseChainId(await provider.request({ method: 'eth_chainId' }));
  };

  return {
    id: options.id,
    name: options.name,
    icon: options.icon,
    kind: options.kind,
    rdns: options.rdns,
    supportsDisconnect: options.supportsDisconnect,
    getProvider,
    getAccounts,
    getChainId,
    async isAuthorized() {
      try {
        return (await getAccounts()).length > 0;
      } catch {
        return false;
      }
    },
    async connect(connectOptions = {}): Promise<Connection> {
      try {
        const provider = await getProvider();
        let accounts: Address[] = [];
        if (!connectOptions.silent) {
          const requested = options.requestAccounts
            ? await options.requestAccounts(provider, connectOptions)
            : await provider.request({ method: 'eth_requestAccounts' });
          accounts = parseAccounts(requested);
        }
        if (accounts.length === 0) accounts = [...(await getAccounts())];
        if (accounts.length === 0)
          throw new ConnectionError(new Error('The wallet returned no accounts'));
        const chainId = await getChainId();
        return { accounts, chainId };
      } catch (error) {
        if (isUserRejection(error)) throw new UserRejectedRequestError(error);
        const typed = toWalletError(error);
        // A chain the wallet does not serve stays that error: the manager retries without the
        // chain on it (spec §4), and its message is the spec's "Unsupported network ID: {id}".
        if (
          typed instanceof ConnectionError ||
          typed instanceof UnsupportedNetworkIdError ||
          typed instanceof WrongNetworkError
        ) {
          throw typed;
        }
        throw new ConnectionError(error);
      }
    },
    async disconnect() {
      if (options.endSession && providerPromise) {
        await options.endSession(await providerPromise);
      }
    },
    on: (event, listener) => emitter.on(event, listener),
  };
}
