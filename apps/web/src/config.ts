// Runtime configuration from Vite environment variables (documented in the README).
import { getChainInfo } from '@dex/chains';

const env = import.meta.env as Record<string, string | undefined>;

/** The devnet is the default chain in development and tests; VITE_DEFAULT_CHAIN_ID overrides it. */
export const DEFAULT_CHAIN_ID = Number(env.VITE_DEFAULT_CHAIN_ID ?? 31337);

/** The read-only RPC endpoint of a chain: VITE_RPC_URL_<chainId>, else the registry's first URL. */
export function rpcUrlFor(chainId: number): string | undefined {
  const configured = env[`VITE_RPC_URL_${chainId}`]?.trim();
  if (configured) return configured;
  return getChainInfo(chainId)?.rpcUrls[0];
}

/** A block explorer for a chain that has none in the registry (e.g. a local one for the devnet). */
export function explorerUrlFor(chainId: number): string | undefined {
  return env[`VITE_EXPLORER_URL_${chainId}`]?.trim() || undefined;
}
