// Where a token's logo may come from (spec 000 §7): the list's logoURI when it is https or ipfs
// (through the gateways), then the public asset repository by address (mainnet), in that order.
// Logo URIs come from untrusted lists: nothing but https and the configured gateways is loaded, and
// never this machine (a list must not make the browser call local services) unless the caller
// allows it (a devnet's own tokens): what counts as this machine is the caller's `isLoopback`.
import { type GatewayConfig, joinGateway } from './listUrl';
import { normalizeAddress } from './tokenMap';

const ASSET_REPOSITORY =
  'https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets';

export interface LogoUriOptions {
  /** Allow logos on this machine (e.g. only for a devnet's tokens in a devnet build). */
  readonly allowLoopback: boolean;
  /** Whether a URL points at this machine (localhost, 127.0.0.0/8, ...). */
  readonly isLoopback: (url: string) => boolean;
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
 * is kept too (a devnet serves no TLS).
 */
export function logoUriToHttp(
  uri: string,
  gateways: GatewayConfig,
  options: LogoUriOptions,
): string[] {
  const trimmed = uri.trim();
  const protocol = trimmed.split(':')[0]?.toLowerCase();
  if (protocol === 'ipfs') {
    // Joined to each gateway as a list's ipfs:// location is (a prefix with or without its slash).
    const path = trimmed
      .slice(trimmed.indexOf(':') + 1)
      .replace(/^\/\//, '')
      .replace(/^ipfs\//, '');
    return path ? gateways.ipfs.map((prefix) => joinGateway(prefix, path)) : [];
  }
  if (protocol !== 'https' && protocol !== 'http') return [];
  const secure = httpsForm(trimmed);
  if (secure === undefined) return [];
  if (!options.isLoopback(secure)) return [secure];
  if (!options.allowLoopback) return [];
  return protocol === 'http' ? [secure, trimmed] : [secure];
}

// @spec 000 §7.12 Token logos come from a public
/** A token's logo URLs in the order to try them: its list's logo, then the asset repository. */
export function tokenLogoUrls(
  token: { readonly chainId: number; readonly address: string; readonly logoURI?: string },
  gateways: GatewayConfig,
  options: LogoUriOptions,
): string[] {
  const fromList = token.logoURI ? logoUriToHttp(token.logoURI, gateways, options) : [];
  const checksummed = token.chainId === 1 ? normalizeAddress(token.address) : null;
  const fromRepository = checksummed ? [`${ASSET_REPOSITORY}/${checksummed}/logo.png`] : [];
  return [...fromList, ...fromRepository];
}
