// A Content-Security-Policy as data: directives in the order they are written, formatted for the
// response header or for a `<meta http-equiv>` tag, the hardening headers served beside it, and
// CSP's own source matching for connect-src, so a page can tell why a fetch would be refused before
// the browser blocks it. Pure: no document, no network.

/** One directive: its name and its sources (none for a flag such as upgrade-insecure-requests). */
export type CspDirective = readonly [name: string, sources: readonly string[]];

/** What one party (a wallet SDK, a service) needs the policy to allow, per directive. */
export interface CspSourceSet {
  readonly connect?: readonly string[];
  readonly style?: readonly string[];
  readonly frame?: readonly string[];
  readonly font?: readonly string[];
}

function formatDirectives(directives: readonly CspDirective[]): string {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/** The policy as the Content-Security-Policy header writes it. */
export function formatContentSecurityPolicy(directives: readonly CspDirective[]): string {
  return formatDirectives(directives);
}

/**
 * Directives a policy delivered by `<meta http-equiv>` cannot carry: browsers ignore them there
 * (CSP Level 3, §3.3 "The Content-Security-Policy HTTP Response Header Field" / meta element).
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/**
 * The policy for a page's meta tag, where a host cannot set headers (IPFS, a plain bucket): the
 * header's policy without what a meta tag cannot carry. The page must refuse framing itself.
 */
export function formatMetaContentSecurityPolicy(directives: readonly CspDirective[]): string {
  const headerOnly = new Set<string>(HEADER_ONLY_DIRECTIVES);
  return formatDirectives(directives.filter(([name]) => !headerOnly.has(name)));
}

export interface SecurityHeadersOptions {
  /** The site is only ever served over TLS: send Strict-Transport-Security. */
  readonly strictTransportSecurity: boolean;
}

/** The policy with the usual hardening headers, in the order a headers file writes them. */
export function securityHeaders(
  directives: readonly CspDirective[],
  options: SecurityHeadersOptions,
): Record<string, string> {
  return {
    'Content-Security-Policy': formatContentSecurityPolicy(directives),
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
    // Nothing about the page reaches RPC providers, list hosts or logo hosts.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // Wallet SDK popups (Coinbase's keys.coinbase.com) need their opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.strictTransportSecurity ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}

/** `scheme://host[:port]` of an http(s) or ws(s) URL; undefined for anything else. */
export function webOriginOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return undefined;
  return `${parsed.protocol}//${parsed.host}`;
}

/** The WebSocket origin beside an http(s) origin (a JSON-RPC node's subscriptions). */
export function websocketOriginOf(origin: string): string | undefined {
  if (origin.startsWith('https://')) return `wss://${origin.slice('https://'.length)}`;
  if (origin.startsWith('http://')) return `ws://${origin.slice('http://'.length)}`;
  return undefined;
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = {
  'http:': '80',
  'https:': '443',
  'ws:': '80',
  'wss:': '443',
};

// CSP lets a source's scheme match its secure upgrade (http: -> https:, ws: -> wss:).
function schemeMatches(sourceScheme: string, url: URL): boolean {
  if (sourceScheme === url.protocol) return true;
  return (
    (sourceScheme === 'http:' && url.protocol === 'https:') ||
    (sourceScheme === 'ws:' && url.protocol === 'wss:')
  );
}

function sourceAllows(source: string, url: URL, selfOrigin: string): boolean {
  if (source === "'self'") return url.origin === selfOrigin;
  const scheme = /^([a-z][a-z0-9+.-]*:)(\/\/(.*))?$/i.exec(source);
  if (!scheme?.[1]) return false;
  if (!schemeMatches(scheme[1].toLowerCase(), url)) return false;
  const hostPart = scheme[3];
  if (hostPart === undefined) return true;
  const [host = '', port] = hostPart.split(':');
  const hostOk = host.startsWith('*.')
    ? url.hostname.endsWith(host.slice(1))
    : url.hostname === host.toLowerCase();
  const urlPort = url.port || DEFAULT_PORTS[url.protocol];
  const portOk =
    port === '*' ||
    (port === undefined ? urlPort === DEFAULT_PORTS[url.protocol] : urlPort === port);
  return hostOk && portOk;
}

/**
 * Whether the policy's connect-src lets a page served from `selfOrigin` fetch `url` (the source
 * forms: 'self', schemes, and origins with `*.` / `:*` wildcards). No connect-src allows nothing
 * here: the caller's policy always names one.
 */
export function connectAllowed(
  directives: readonly CspDirective[],
  url: string,
  selfOrigin: string,
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const connect = directives.find(([name]) => name === 'connect-src')?.[1] ?? [];
  return connect.some((source) => sourceAllows(source, parsed, selfOrigin));
}
