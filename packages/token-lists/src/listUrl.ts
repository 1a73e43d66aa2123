import { DEFAULT_CONTENT_GATEWAYS } from '@dex/chains';
import { MESSAGES } from './messages';

/** Gateway prefixes per content namespace; the path (`{hash}/...`) is appended to each. */
export interface GatewayConfig {
  readonly ipfs: readonly string[];
  readonly ipns: readonly string[];
}

/** The public gateways, `@dex/chains`' `DEFAULT_CONTENT_GATEWAYS`. Pass your own from chain config. */
export const DEFAULT_GATEWAYS: GatewayConfig = DEFAULT_CONTENT_GATEWAYS;

/** A gateway prefix and a content path, with one slash between them. */
export function joinGateway(prefix: string, path: string): string {
  return prefix.endsWith('/') ? `${prefix}${path}` : `${prefix}/${path}`;
}

/**
 * The HTTP URLs to try, in order, for a list URI: `https` as is; `http` upgraded to `https`
 * first, then plain `http`; `ipfs://` and `ipns://` through every gateway of that namespace.
 * An unsupported protocol gives an empty array.
 */
export function listUrlCandidates(
  uri: string,
  gateways: GatewayConfig = DEFAULT_GATEWAYS,
): string[] {
  const colon = uri.indexOf(':');
  if (colon <= 0) return [];
  const protocol = uri.slice(0, colon).toLowerCase();
  const rest = uri.slice(colon + 1);
  switch (protocol) {
    case 'https':
      return [uri];
    case 'http':
      return [`https:${rest}`, uri];
    case 'ipfs':
    case 'ipns': {
      const path = rest.replace(/^\/\//, '');
      if (path.length === 0) return [];
      return gateways[protocol].map((prefix) => joinGateway(prefix, path));
    }
    default:
      return [];
  }
}

/** An ENS name ending in `.eth`, optionally followed by a path: `tokens.uniswap.eth/list.json`. */
export interface EnsListLocation {
  readonly ensName: string;
  readonly ensPath: string | undefined;
}

const ENS_NAME_WITH_PATH = /^((?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+eth)(\/.*)?$/i;

// @spec 000 §5.17 Name handling
/** Parses `name.eth[/path]`; null for anything else (including URLs with a protocol). */
export function parseEnsListLocation(location: string): EnsListLocation | null {
  const match = ENS_NAME_WITH_PATH.exec(location.trim());
  if (match === null || match[1] === undefined) return null;
  return { ensName: match[1].toLowerCase(), ensPath: match[2] };
}

/** The host of an http(s) URL, or undefined when `url` is none (`https://` alone, a space in the host). */
function urlHost(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A list location is valid when it is a URL with a supported protocol (one that parses, with a
 * host to download from) or an ENS name.
 */
export function isValidListLocation(location: string, gateways?: GatewayConfig): boolean {
  const trimmed = location.trim();
  if (trimmed.length === 0) return false;
  const first = listUrlCandidates(trimmed, gateways)[0];
  return (
    (first !== undefined && urlHost(first) !== undefined) || parseEnsListLocation(trimmed) !== null
  );
}

// @spec 000 §5.6 List location
/** The add-list input's error text ("Enter valid list location") or null when acceptable. */
export function listLocationError(location: string, gateways?: GatewayConfig): string | null {
  return isValidListLocation(location, gateways) ? null : MESSAGES.invalidListLocation;
}

/**
 * The host of a list location that `mayFetch` (e.g. the site's security policy) allows no
 * candidate URL of, or undefined. ENS names are resolved later, through the gateways.
 */
export function blockedListHost(
  location: string,
  gateways: GatewayConfig,
  mayFetch: (url: string) => boolean,
): string | undefined {
  const candidates = listUrlCandidates(location.trim(), gateways);
  const first = candidates[0];
  if (first === undefined || candidates.some(mayFetch)) return undefined;
  // Not a URL at all (isValidListLocation refuses it): nothing to name, the download fails.
  return urlHost(first);
}
