// Builds the app's wallet manager from its configuration (@dex/wallet's
// createConfiguredWalletManager): WalletConnect when a project id is configured, Magic when an API
// key is, Coinbase Smart Wallet unless turned off, on the build's chains and RPC URLs.
import {
  type ConfiguredWalletsOptions,
  createConfiguredWalletManager,
  smartWalletSwitch,
  type WalletManager,
} from '@dex/wallet';
import { type AppEnv, envText } from '../buildTarget';
import { APP_CHAIN_IDS, DEFAULT_CHAIN_ID, rpcUrlFor } from '../config';

/**
 * The page's side of the set-up (src/main.tsx passes the WalletConnect id); Magic's key
 * (VITE_MAGIC_API_KEY) and the smart wallet switch (VITE_COINBASE_SMART_WALLET) are read from the
 * build's env when not given.
 */
export type AppWalletEnvironment = Pick<
  ConfiguredWalletsOptions,
  'window' | 'storage' | 'walletConnectProjectId' | 'appName'
> &
  Partial<Pick<ConfiguredWalletsOptions, 'magicApiKey' | 'smartWallet'>>;

/** The wallet variables of the build's env. */
export function walletEnvFromBuild(env: AppEnv) {
  return {
    magicApiKey: envText(env, 'VITE_MAGIC_API_KEY'),
    smartWallet: smartWalletSwitch(envText(env, 'VITE_COINBASE_SMART_WALLET')),
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
