// Runtime configuration from Vite environment variables (documented in docs/configuration.md).
// The rules live in appConfig.ts; these read import.meta.env on every call so tests can stub
// variables.
import {
  analyticsEndpointFromEnv,
  defaultChainIdFromEnv,
  rpcUrlFromEnv,
  supportedChainIdsFor,
} from './appConfig';
import { type AppEnv, runtimeTarget } from './buildTarget';

const env = import.meta.env as AppEnv;

/** 'devnet' for `pnpm dev`, the tests and VITE_DEVNET_BUILD=1 builds; 'production' otherwise. */
export const BUILD_TARGET = runtimeTarget(env);

/**
 * The chains this build offers (appConfig.ts): mainnet and Sepolia, plus the devnet in devnet
 * builds. A wallet on any other chain gets the wrong-network view; nothing else is read.
 */
export const APP_CHAIN_IDS = supportedChainIdsFor(BUILD_TARGET);

export function isAppChainId(chainId: number | undefined): chainId is number {
  return chainId !== undefined && APP_CHAIN_IDS.includes(chainId);
}

/** The chain read before a wallet connects: the devnet in devnet builds, else mainnet (spec §9). */
export const DEFAULT_CHAIN_ID = defaultChainIdFromEnv(env);

/** Where page views and errors are POSTed (src/analytics.ts); undefined sends nothing. */
export const ANALYTICS_ENDPOINT = analyticsEndpointFromEnv(env);

/** The read-only RPC endpoint of a chain: VITE_RPC_URL_<chainId>, else the registry's first URL. */
export function rpcUrlFor(chainId: number): string | undefined {
  return rpcUrlFromEnv(env, chainId);
}

/** A block explorer for a chain that has none in the registry (e.g. a local one for the devnet). */
export function explorerUrlFor(chainId: number): string | undefined {
  const value = env[`VITE_EXPLORER_URL_${chainId}`];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}
