import { InvalidArgumentError } from '@dex/primitives';
import type { Connector } from './connector';
import type { Eip1193Provider, ProviderListener } from './eip1193';
import { UnsupportedNetworkIdError } from './errors';
import { createProviderConnector } from './providerConnector';

export const WALLET_CONNECT_ID = 'walletConnect';

/** The dapp as WalletConnect shows it in the wallet. */
export interface WalletConnectMetadata {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: string[];
}

/** The options this package passes to `EthereumProvider.init`. */
export interface WalletConnectInitOptions {
  projectId: string;
  optionalChains: [number, ...number[]];
  rpcMap: Record<string, string>;
  showQrModal: boolean;
  metadata?: WalletConnectMetadata;
}

/** The part of `@walletconnect/ethereum-provider`'s provider this package uses. */
export interface WalletConnectProvider extends Eip1193Provider {
  readonly session?: unknown;
  connect(options?: { optionalChains?: number[] }): Promise<void>;
  disconnect(): Promise<void>;
  on(event: string, listener: ProviderListener): unknown;
}

/** The part of the `@walletconnect/ethereum-provider` module this package uses. */
export interface WalletConnectModule {
  readonly EthereumProvider: {
    init(options: WalletConnectInitOptions): Promise<WalletConnectProvider>;
  };
}

export interface WalletConnectConnectorOptions {
  /** From cloud.reown.com; without one WalletConnect cannot connect, so it is not offered. */
  readonly projectId: string;
  /** Chains the session may use; the first is asked for when `connect` names none. */
  readonly chainIds: readonly number[];
  /** Read-only RPC URL per chain id, used by WalletConnect for reads. */
  readonly rpcUrls?: Readonly<Record<number, string>>;
  readonly metadata?: WalletConnectMetadata;
  /** Show WalletConnect's own QR modal (default true). With false, render `onDisplayUri`'s URI. */
  readonly showQrModal?: boolean;
  /** Receives the pairing URI to render as a QR code or a mobile deep link. */
  readonly onDisplayUri?: (uri: string) => void;
  /** Replaces the dynamic import (tests, or a host that bundles the SDK differently). */
  readonly loadModule?: () => Promise<WalletConnectModule>;
}

/** Imported only when the user picks WalletConnect, so the SDK costs nothing otherwise. */
async function importWalletConnect(): Promise<WalletConnectModule> {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  return { EthereumProvider };
}

/** True when a project id is configured, the condition for offering WalletConnect. */
export function isWalletConnectConfigured(
  projectId: string | null | undefined,
): projectId is string {
  return typeof projectId === 'string' && projectId.trim().length > 0;
}

/** WalletConnect v2 through `@walletconnect/ethereum-provider`, loaded on first use. */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): Connector {
  if (!isWalletConnectConfigured(options.projectId)) {
    throw new InvalidArgumentError('WalletConnect needs a project id');
  }
  const [firstChain, ...otherChains] = options.chainIds;
  if (firstChain === undefined)
    throw new InvalidArgumentError('WalletConnect needs at least one chain id');
  const rpcMap: Record<string, string> = {};
  for (const [chainId, url] of Object.entries(options.rpcUrls ?? {})) rpcMap[chainId] = url;
  const loadModule = options.loadModule ?? importWalletConnect;

  let wcProvider: WalletConnectProvider | undefined;
  return createProviderConnector({
    id: WALLET_CONNECT_ID,
    name: 'WalletConnect',
    kind: 'walletConnect',
    supportsDisconnect: true,
    async loadProvider() {
      const { EthereumProvider } = await loadModule();
      const provider = await EthereumProvider.init({
        projectId: options.projectId.trim(),
        optionalChains: [firstChain, ...otherChains],
        rpcMap,
        showQrModal: options.showQrModal ?? true,
        ...(options.metadata ? { metadata: options.metadata } : {}),
      });
      if (options.onDisplayUri) {
        const onDisplayUri = options.onDisplayUri;
        provider.on('display_uri', (uri: unknown) => {
          if (typeof uri === 'string') onDisplayUri(uri);
        });
      }
      wcProvider = provider;
      return provider;
    },
    async requestAccounts(provider, { chainId }) {
      if (chainId !== undefined && !options.chainIds.includes(chainId)) {
        throw new UnsupportedNetworkIdError(chainId);
      }
      if (wcProvider && !wcProvider.session) {
        // The requested chain goes first so the wallet starts the session on it.
        const ordered =
          chainId === undefined
            ? [...options.chainIds]
            : [chainId, ...options.chainIds.filter((id) => id !== chainId)];
        await wcProvider.connect({ optionalChains: ordered });
      }
      return provider.request({ method: 'eth_accounts' });
    },
    async endSession() {
      await wcProvider?.disconnect();
    },
  });
}
