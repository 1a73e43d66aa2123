import { ChainId } from './chainIds';

const ASSET_REPOSITORY = 'https://raw.githubusercontent.com/trustwallet/assets/master';
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * Logo of a mainnet token from the public Trust Wallet asset repository, or null on other chains.
 * The repository's paths are case-sensitive: pass the EIP-55 checksummed address (this package
 * has no keccak to checksum it for you). Malformed addresses give null.
 * @spec 000 §7.12 Token logos come from a public
 */
export function getTokenLogoUrl(chainId: number, address: string): string | null {
  if (chainId !== ChainId.MAINNET || !ADDRESS_PATTERN.test(address)) return null;
  return `${ASSET_REPOSITORY}/blockchains/ethereum/assets/${address}/logo.png`;
}
