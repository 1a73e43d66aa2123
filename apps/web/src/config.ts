// Runtime configuration from Vite environment variables (see the README for the full list).
import { DEVNET_CHAIN_ID_DEFAULT } from './constants';

function readRpcUrl(chainId: number): string | undefined {
  const value = (import.meta.env as Record<string, string | undefined>)[`VITE_RPC_URL_${chainId}`];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export const DEFAULT_CHAIN_ID = Number(
  import.meta.env.VITE_DEFAULT_CHAIN_ID ?? DEVNET_CHAIN_ID_DEFAULT,
);

/** The read-only RPC endpoint of a chain: VITE_RPC_URL_<chainId>, the devnet on 127.0.0.1 by default. */
export function rpcUrlFor(chainId: number): string | undefined {
  return (
    readRpcUrl(chainId) ??
    (chainId === 31337 ? `http://127.0.0.1:${import.meta.env.VITE_DEVNET_PORT ?? 8545}` : undefined)
  );
}
