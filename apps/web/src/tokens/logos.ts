// Where a token's logo may come from (spec §7): the list's logoURI when it is https or ipfs
// (through the gateways), then the public asset repository by address (mainnet), in that order.
// Logo URIs come from untrusted lists: nothing but https and the configured gateways is loaded, and
// never this machine (a list must not make the browser call local services) except for devnet
// tokens in a devnet build: a production build loads no loopback logo at all.
import type { GatewayConfig } from '@dex/token-lists';
import { getAddress, isAddress } from 'ethers';
import { type BuildTarget, DEVNET_CHAIN_ID, isLoopbackUrl } from '../buildTarget';
import { BUILD_TARGET } from '../config';

const ASSET_REPOSITORY =
  'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets';

export interface LogoUriOptions {
  /** Allow logos on this machine (localhost, 127.0.0.0/8): see loopbackLogosAllowed. */
  readonly allowLoopback: boolean;
}

/** Logos on this machine are for the devnet's own tokens, and only in a devnet build. */
export function loopbackLogosAllowed(chainId: number, target: BuildTarget): boolean {
  return target === 'devnet' && chainId === DEVNET_CHAIN_ID;
}

function httpsForm(uri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:') {
    url.protocol = 'https:';
    return url.href;
  }
  return undefined;
}

/**
 * The URLs to try for a list logo URI: https as is, http upgraded to https, ipfs:// through each
 * gateway; nothing for any other scheme. Loopback hosts only with `allowLoopback`, where plain http
 * is kept too (the devnet serves no TLS).
 */
export function uriToHttp(uri: string, gateways: GatewayConfig, options: LogoUriOptions): string[] {
  const trimmed = uri.trim();
  const protocol = trimmed.split(':')[0]?.toLowerCase();
  if (protocol === 'ipfs') {
    const path = trimmed.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return path ? gateways.ipfs.map((prefix) => `${prefix}${path}`) : [];
  }
  if (protocol !== 'https' && protocol !== 'http') return [];
  const secure = httpsForm(trimmed);
  if (secure === undefined) return [];
  if (!isLoopbackUrl(secure)) return [secure];
  if (!options.allowLoopback) return [];
  return protocol === 'http' ? [secure, trimmed] : [secure];
}

export function tokenLogoSources(
  token: { readonly chainId: number; readonly address: string; readonly logoURI?: string },
  gateways: GatewayConfig,
  target: BuildTarget = BUILD_TARGET,
): string[] {
  const allowLoopback = loopbackLogosAllowed(token.chainId, target);
  const fromList = token.logoURI ? uriToHttp(token.logoURI, gateways, { allowLoopback }) : [];
  const fromRepository =
    token.chainId === 1 && isAddress(token.address)
      ? [`${ASSET_REPOSITORY}/${getAddress(token.address)}/logo.png`]
      : [];
  return [...fromList, ...fromRepository];
}
