// Builds the app's wallet manager from its configuration: injected wallets discovered over
// EIP-6963, WalletConnect when a project id is configured, Coinbase Wallet, and the read-only
// network connector for the default chain as the fallback.
import { SUPPORTED_CHAIN_IDS } from '@dex/chains';
import {
  type Connector,
  createCoinbaseWalletConnector,
  createInjectedDiscovery,
  createNetworkConnector,
  createWalletConnectConnector,
  createWalletManager,
  type InjectedWindow,
  isWalletConnectConfigured,
  type KeyValueStorage,
  type WalletManager,
} from '@dex/wallet';
import { DEFAULT_CHAIN_ID, rpcUrlFor } from '../config';

export interface AppWalletEnvironment {
  readonly window: InjectedWindow;
  readonly storage: KeyValueStorage | undefined;
  readonly walletConnectProjectId: string | undefined;
  readonly appName: string;
}

export function createAppWalletManager(environment: AppWalletEnvironment): WalletManager {
  const chainIds = [...SUPPORTED_CHAIN_IDS];
  const rpcUrls = Object.fromEntries(
    chainIds.flatMap((chainId) => {
      const url = rpcUrlFor(chainId);
      return url ? [[chainId, url]] : [];
    }),
  );
  const connectors: Connector[] = [];
  if (isWalletConnectConfigured(environment.walletConnectProjectId)) {
    connectors.push(
      createWalletConnectConnector({
        projectId: environment.walletConnectProjectId as string,
        chainIds: [DEFAULT_CHAIN_ID, ...chainIds.filter((id) => id !== DEFAULT_CHAIN_ID)],
        rpcUrls,
      }),
    );
  }
  connectors.push(createCoinbaseWalletConnector({ appName: environment.appName, chainIds }));
  const defaultRpcUrl = rpcUrlFor(DEFAULT_CHAIN_ID);
  return createWalletManager({
    supportedChainIds: chainIds,
    discovery: createInjectedDiscovery(environment.window),
    connectors,
    ...(defaultRpcUrl
      ? {
          networkConnector: createNetworkConnector({
            url: defaultRpcUrl,
            chainId: DEFAULT_CHAIN_ID,
          }),
        }
      : {}),
    ...(environment.storage ? { storage: environment.storage } : {}),
  });
}
