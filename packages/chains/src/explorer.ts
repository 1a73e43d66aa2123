import { getChainInfo } from './registry';

export type ExplorerDataType = 'transaction' | 'token' | 'address' | 'block';

const PATH_SEGMENT: Record<ExplorerDataType, string> = {
  transaction: 'tx',
  token: 'token',
  address: 'address',
  block: 'block',
};

export interface ExplorerLinkOptions {
  /** Explorer base URL to use instead of the registry's, e.g. a local Otterscan for the devnet. */
  readonly explorerUrl?: string;
}

/**
 * Link to a transaction hash, token, address or block number on the chain's block explorer, e.g.
 * `https://goerli.etherscan.io/tx/0x…`. Null when the chain has no explorer (the devnet, unless
 * `options.explorerUrl` is given) or is unknown.
 * @spec 000 §9.2 Explorer URLs
 */
export function getExplorerLink(
  chainId: number,
  data: string,
  type: ExplorerDataType,
  options: ExplorerLinkOptions = {},
): string | null {
  const baseUrl = options.explorerUrl ?? getChainInfo(chainId)?.explorerUrl;
  if (!baseUrl) return null;
  return `${baseUrl.replace(/\/+$/, '')}/${PATH_SEGMENT[type]}/${data}`;
}
