// The app's configuration resolved from its VITE_ variables (README "Ports and environment
// variables"): the default chain, the read RPC per chain, token lists and gateways, the claim service
// and the wallet SDKs. Pure, env in and config out: the app resolves it from import.meta.env, and the
// build resolves it from the same values to derive the security headers (src/security/csp.ts).
import { getChainInfo, SUPPORTED_CHAIN_IDS } from '@dex/chains';
import {
  type AppEnv,
  type BuildTarget,
  DEVNET_CHAIN_ID,
  envText,
  extraConnectSources,
  PRODUCTION_DEFAULT_CHAIN_ID,
  runtimeTarget,
} from './buildTarget';
import { claimLookupUrl } from './governance/governanceConfig';
import { type AppListsConfig, listsConfigFor } from './tokens/listsConfig';

export interface AppConfig {
  readonly target: BuildTarget;
  /** The chain read before a wallet connects. */
  readonly defaultChainId: number;
  /** The read-only JSON-RPC endpoint of every chain the app can read. */
  readonly rpcUrls: Readonly<Record<number, string>>;
  readonly lists: AppListsConfig;
  readonly claimLookupUrl: string | undefined;
  /** WalletConnect is offered (a project id is configured). */
  readonly walletConnect: boolean;
  /** Coinbase Wallet is offered; the app always offers it (src/wallet/createAppWalletManager.ts). */
  readonly coinbaseWallet: boolean;
  /** Magic (the hosted e-mail wallet) is offered: VITE_MAGIC_API_KEY is set. */
  readonly magic: boolean;
  /** VITE_CSP_CONNECT_SRC: hosts (or schemes) the page may call beyond those above. */
  readonly extraConnectSources: readonly string[];
  /**
   * VITE_ANALYTICS_ENDPOINT: where page views and errors are POSTed (src/analyticsEndpoint.ts);
   * undefined (the default) sends nothing anywhere.
   */
  readonly analyticsEndpoint: string | undefined;
}

/** VITE_DEFAULT_CHAIN_ID, else the devnet in devnet builds and mainnet (spec §9) in production. */
export function defaultChainIdFromEnv(env: AppEnv): number {
  const configured = envText(env, 'VITE_DEFAULT_CHAIN_ID');
  if (configured !== undefined) return Number(configured);
  return runtimeTarget(env) === 'devnet' ? DEVNET_CHAIN_ID : PRODUCTION_DEFAULT_CHAIN_ID;
}

/**
 * A chain's read-only RPC: VITE_RPC_URL_<chainId>, else the registry's first URL. A production
 * build has none for the devnet, whose registry URL is on the user's own machine.
 */
export function rpcUrlFromEnv(env: AppEnv, chainId: number): string | undefined {
  if (chainId === DEVNET_CHAIN_ID && runtimeTarget(env) === 'production') return undefined;
  return envText(env, `VITE_RPC_URL_${chainId}`) ?? getChainInfo(chainId)?.rpcUrls[0];
}

/** VITE_ANALYTICS_ENDPOINT; unset (the default) means no analytics at all. */
export function analyticsEndpointFromEnv(env: AppEnv): string | undefined {
  return envText(env, 'VITE_ANALYTICS_ENDPOINT');
}

export function resolveAppConfig(env: AppEnv): AppConfig {
  const target = runtimeTarget(env);
  const rpcUrls: Record<number, string> = {};
  for (const chainId of SUPPORTED_CHAIN_IDS) {
    const url = rpcUrlFromEnv(env, chainId);
    if (url) rpcUrls[chainId] = url;
  }
  return {
    target,
    defaultChainId: defaultChainIdFromEnv(env),
    rpcUrls,
    lists: listsConfigFor(
      target === 'devnet' ? envText(env, 'VITE_DEVNET_SERVICES_URL') : undefined,
    ),
    claimLookupUrl: claimLookupUrl(env),
    walletConnect: envText(env, 'VITE_WALLETCONNECT_PROJECT_ID') !== undefined,
    coinbaseWallet: true,
    magic: envText(env, 'VITE_MAGIC_API_KEY') !== undefined,
    extraConnectSources: extraConnectSources(env),
    analyticsEndpoint: analyticsEndpointFromEnv(env),
  };
}
