import { getExplorerLink } from '@dex/chains';
import { explorerUrlFor } from '../config';

/** A transaction's page on the chain's explorer (the configured one first); undefined when none. */
export function transactionExplorerUrl(chainId: number, hash: string): string | undefined {
  const explorerUrl = explorerUrlFor(chainId);
  return (
    getExplorerLink(chainId, hash, 'transaction', explorerUrl ? { explorerUrl } : {}) ?? undefined
  );
}

/** An address's page on the chain's explorer (the configured one first); undefined when none. */
export function addressExplorerUrl(chainId: number, address: string): string | undefined {
  const explorerUrl = explorerUrlFor(chainId);
  return (
    getExplorerLink(chainId, address, 'address', explorerUrl ? { explorerUrl } : {}) ?? undefined
  );
}
