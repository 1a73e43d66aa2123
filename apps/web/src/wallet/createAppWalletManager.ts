// Builds the app's wallet manager from its configuration: injected wallets discovered over
// EIP-6963 (with an install link when there are none), WalletConnect when a project id is
// configured, Coinbase Wallet, Magic (the hosted e-mail wallet) when an API key is configured,
// Coinbase Smart Wallet (passkeys, the hosted key-custody wallet) unless turned off, and the
// read-only network connector for the default chain as the fallback. Every SDK loads on first use.
import {
  type Connector,
  createCoinbaseSmartWalletConnector,
  createCoinbaseWalletConnector,
  createInjectedDiscovery,
  createMagicConnector,
  createNetworkConnector,
  createWalletConnectConnector,
  createWalletManager,
  type InjectedWindow,
  isMagicConfigured,
  isWalletConnectConfigured,
  type KeyValueStorage,
  type WalletManager,
} from '@dex/wallet';
import { type AppEnv, envText } from '../buildTarget';
import { APP_CHAIN_IDS, DEFAULT_CHAIN_ID, rpcUrlFor } from '../config';

export interface AppWalletEnvironment {
  readonly window: InjectedWindow;
  readonly storage: KeyValueStorage | undefined;
  /** VITE_WALLETCONNECT_PROJECT_ID: WalletConnect is offered when set. */
  readonly walletConnectProjectId: string | undefined;
  /** VITE_MAGIC_API_KEY (read from the build's env when not given): Magic is offered when set. */
  readonly magicApiKey?: string | undefined;
  /**
   * Offer Coinbase Smart Wallet (default: unless VITE_COINBASE_SMART_WALLET is `false` or `off`;
   * it needs no key).
   */
  readonly smartWallet?: boolean;
  readonly appName: string;
}

/** The wallet variables of the build's env (src/main.tsx passes only the WalletConnect id). */
export function walletEnvFromBuild(env: AppEnv): {
  readonly magicApiKey: string | undefined;
  readonly smartWallet: boolean;
} {
  const smartWallet = envText(env, 'VITE_COINBASE_SMART_WALLET')?.toLowerCase();
  return {
    magicApiKey: envText(env, 'VITE_MAGIC_API_KEY'),
    smartWallet: smartWallet !== 'false' && smartWallet !== 'off' && smartWallet !== '0',
  };
}

export function createAppWalletManager(environment: AppWalletEnvironment): WalletManager {
  const fromBuild = walletEnvFromBuild(import.meta.env as AppEnv);
  const magicApiKey =
    'magicApiKey' in environment ? environment.magicApiKey : fromBuild.magicApiKey;
  const smartWallet = environment.smartWallet ?? fromBuild.smartWallet;
  // The build's chains only: a wallet on a retired test network or (in production) the devnet gets
  // the wrong-network view.
  const chainIds = [...APP_CHAIN_IDS];
  const rpcUrls = Object.fromEntries(
    chainIds.flatMap((chainId) => {
      const url = rpcUrlFor(chainId);
      return url ? [[chainId, url]] : [];
    }),
  );
  const defaultRpcUrl = rpcUrlFor(DEFAULT_CHAIN_ID);
  const connectors: Connector[] = [];
  if (isWalletConnectConfigured(environment.walletConnectProjectId)) {
    connectors.push(
      createWalletConnectConnector({
        projectId: environment.walletConnectProjectId,
        chainIds: [DEFAULT_CHAIN_ID, ...chainIds.filter((id) => id !== DEFAULT_CHAIN_ID)],
        rpcUrls,
      }),
    );
  }
  connectors.push(createCoinbaseWalletConnector({ appName: environment.appName, chainIds }));
  // Magic serves the app's default chain only; asked for another it says "Unsupported network ID".
  if (isMagicConfigured(magicApiKey) && defaultRpcUrl) {
    connectors.push(
      createMagicConnector({
        apiKey: magicApiKey,
        chainId: DEFAULT_CHAIN_ID,
        rpcUrl: defaultRpcUrl,
      }),
    );
  }
  if (smartWallet) {
    connectors.push(createCoinbaseSmartWalletConnector({ appName: environment.appName, chainIds }));
  }
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
