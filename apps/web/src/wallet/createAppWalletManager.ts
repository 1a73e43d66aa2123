// Builds the app's wallet manager from its configuration (@dex/wallet's
// createConfiguredWalletManager): WalletConnect when a project id is configured, Magic when an API
// key is, Coinbase Smart Wallet unless turned off, on the build's chains and RPC URLs.
import {
  createConfiguredWalletManager,
  type InjectedWindow,
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
  return createConfiguredWalletManager({
    ...environment,
    magicApiKey: 'magicApiKey' in environment ? environment.magicApiKey : fromBuild.magicApiKey,
    smartWallet: environment.smartWallet ?? fromBuild.smartWallet,
    // The build's chains only: a wallet on a retired test network or (in production) the devnet
    // gets the wrong-network view.
    chainIds: APP_CHAIN_IDS,
    defaultChainId: DEFAULT_CHAIN_ID,
    rpcUrlFor,
  });
}
