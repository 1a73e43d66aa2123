// The app's configuration resolved from its VITE_ variables (docs/configuration.md): the default
// chain, the read RPC per chain, token lists and gateways, the claim service
// and the wallet SDKs. Pure, env in and config out: the app resolves it from import.meta.env, and the
// build resolves it from the same values to derive the security headers (security/sitePolicy.ts dappPolicyOf).
import { ChainId, getChainInfo, LIVE_CHAIN_IDS } from '@dex/chains';
import {
  type AppEnv,
  BuildConfigError,
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
  /** The chains this build offers: wallets elsewhere get the wrong-network view. */
  readonly supportedChainIds: readonly number[];
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
   * VITE_ANALYTICS_ENDPOINT: where page views and errors are POSTed (src/analytics.ts);
   * undefined (the default) sends nothing anywhere.
   */
  readonly analyticsEndpoint: string | undefined;
}

/**
 * The chains a build offers (the wallet's networks, reads, token lists): the public networks in use
 * today (@dex/chains' LIVE_CHAIN_IDS: mainnet, Arbitrum, Optimism, Base, Polygon, Unichain, Sepolia; the retired test networks the spec
 * names are shut down, and Kovan's id 42 now belongs to another network), plus the devnet's two
 * local chains (31337, and its fast chain 31338 with 250 ms blocks) in devnet builds only.
 */
export function supportedChainIdsFor(target: BuildTarget): readonly number[] {
  return target === 'devnet'
    ? [...LIVE_CHAIN_IDS, DEVNET_CHAIN_ID, ChainId.FAST_DEVNET]
    : LIVE_CHAIN_IDS;
}

/** Whether the build `env` describes offers `chainId`. */
export function isSupportedChainIdIn(env: AppEnv, chainId: number): boolean {
  return supportedChainIdsFor(runtimeTarget(env)).includes(chainId);
}

/**
 * VITE_DEFAULT_CHAIN_ID, else the devnet in devnet builds and mainnet (spec §9) in production.
 * A default the build does not offer fails loudly (BuildConfigError): `vite build` stops on it.
 * @spec 000 §5.20 Network setup
 */
export function defaultChainIdFromEnv(env: AppEnv): number {
  const configured = envText(env, 'VITE_DEFAULT_CHAIN_ID');
  if (configured === undefined) {
    return runtimeTarget(env) === 'devnet' ? DEVNET_CHAIN_ID : PRODUCTION_DEFAULT_CHAIN_ID;
  }
  const chainId = Number(configured);
  if (!isSupportedChainIdIn(env, chainId)) {
    const target = runtimeTarget(env);
    throw new BuildConfigError(
      `VITE_DEFAULT_CHAIN_ID=${configured} is not a chain a ${target} build offers (${supportedChainIdsFor(target).join(', ')}).`,
    );
  }
  return chainId;
}

/**
 * A chain's read-only RPC: VITE_RPC_URL_<chainId>, else the registry's first URL; none for a chain
 * the build does not offer (a production build never reads the devnet, whose registry URL is on
 * the user's own machine, nor a retired network, even from a leftover variable).
 */
export function rpcUrlFromEnv(env: AppEnv, chainId: number): string | undefined {
  if (!isSupportedChainIdIn(env, chainId)) return undefined;
  return envText(env, `VITE_RPC_URL_${chainId}`) ?? getChainInfo(chainId)?.rpcUrls[0];
}

/** VITE_ANALYTICS_ENDPOINT; unset (the default) means no analytics at all. */
export function analyticsEndpointFromEnv(env: AppEnv): string | undefined {
  return envText(env, 'VITE_ANALYTICS_ENDPOINT');
}

export function resolveAppConfig(env: AppEnv): AppConfig {
  const target = runtimeTarget(env);
  const supportedChainIds = supportedChainIdsFor(target);
  const rpcUrls: Record<number, string> = {};
  for (const chainId of supportedChainIds) {
    const url = rpcUrlFromEnv(env, chainId);
    if (url) rpcUrls[chainId] = url;
  }
  return {
    target,
    supportedChainIds,
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
