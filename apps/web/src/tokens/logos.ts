// Where a token's logo may come from (spec §7): the list's logoURI when it is http(s) or ipfs
// (through the gateways), then the public asset repository by address (mainnet), in that order.
import type { GatewayConfig } from '@dex/token-lists';
import { getAddress, isAddress } from 'ethers';

const ASSET_REPOSITORY =
  'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets';

/** The https (and http) form of a list logo URI; ipfs:// through each gateway; nothing else. */
export function uriToHttp(uri: string, gateways: GatewayConfig): string[] {
  const trimmed = uri.trim();
  const protocol = trimmed.split(':')[0]?.toLowerCase();
  if (protocol === 'https') return [trimmed];
  if (protocol === 'http') return [`https${trimmed.slice(4)}`, trimmed];
  if (protocol === 'ipfs') {
    const path = trimmed.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return path ? gateways.ipfs.map((prefix) => `${prefix}${path}`) : [];
  }
  return [];
}

export function tokenLogoSources(
  token: { readonly chainId: number; readonly address: string; readonly logoURI?: string },
  gateways: GatewayConfig,
): string[] {
  const fromList = token.logoURI ? uriToHttp(token.logoURI, gateways) : [];
  const fromRepository =
    token.chainId === 1 && isAddress(token.address)
      ? [`${ASSET_REPOSITORY}/${getAddress(token.address)}/logo.png`]
      : [];
  return [...fromList, ...fromRepository];
}
