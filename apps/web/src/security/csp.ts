// The built app's security headers, derived from its resolved configuration (src/appConfig.ts): a
// Content-Security-Policy that runs only the app's own scripts and lets the page reach any https
// host (lists by URL, spec 000), its read RPCs' WebSocket forms, the wallet SDKs it offers and, in
// devnet builds, this machine; plus the usual hardening headers. Pure: build/securityHeadersPlugin.ts
// writes them to dist/_headers and, for hosts that cannot set headers, into index.html as a meta
// tag; the app checks a list's host against the same policy before fetching it.
import type { AppConfig } from '../appConfig';

export type CspConfig = Pick<
  AppConfig,
  | 'target'
  | 'rpcUrls'
  | 'lists'
  | 'claimLookupUrl'
  | 'walletConnect'
  | 'coinbaseWallet'
  | 'magic'
  | 'extraConnectSources'
  | 'analyticsEndpoint'
>;

/** What WalletConnect's provider and modal load (relay, RPC, wallet list, verify frame, fonts). */
export const WALLETCONNECT_SOURCES = {
  connect: ['rpc', 'relay', 'pulse', 'keys', 'notify', 'echo', 'push'].flatMap((service) => [
    `https://${service}.walletconnect.com`,
    `https://${service}.walletconnect.org`,
    ...(service === 'relay'
      ? ['wss://relay.walletconnect.com', 'wss://relay.walletconnect.org']
      : []),
  ]),
  api: ['https://api.web3modal.com', 'https://api.web3modal.org'],
  frame: [
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://secure.walletconnect.com',
    'https://secure.walletconnect.org',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com', 'https://fonts.reown.com'],
} as const;

/** What the Coinbase Wallet SDK calls: its RPC proxy and the wallet-link relay (QR to the app). */
export const COINBASE_WALLET_SOURCES = {
  connect: [
    'https://rpc.wallet.coinbase.com',
    'https://www.walletlink.org',
    'wss://www.walletlink.org',
  ],
} as const;

/**
 * Magic's SDK shows its login in an iframe from its auth host and does its own networking inside
 * that frame. (Coinbase Smart Wallet opens keys.coinbase.com in a pop-up window, which the page's
 * policy does not govern; its RPC host is in COINBASE_WALLET_SOURCES.)
 */
export const MAGIC_SOURCES = { frame: ['https://auth.magic.link'] } as const;

/**
 * This machine on any port: the devnet's node, its services and lists, and a list a developer serves
 * from another local port (devnet builds only).
 */
const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];
const LOOPBACK_WEBSOCKET_SOURCES = ['ws://127.0.0.1:*', 'ws://localhost:*'];

/** `scheme://host[:port]` of an http(s) or ws(s) URL; undefined for anything else. */
export function originOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return undefined;
  return `${parsed.protocol}//${parsed.host}`;
}

/** The WebSocket origin a read RPC's newHeads subscription uses (@dex/multicall/ws). */
export function websocketOrigin(origin: string): string | undefined {
  if (origin.startsWith('https://')) return `wss://${origin.slice('https://'.length)}`;
  if (origin.startsWith('http://')) return `ws://${origin.slice('http://'.length)}`;
  return undefined;
}

function origins(urls: Iterable<string | undefined>): string[] {
  const found: string[] = [];
  for (const url of urls) {
    const origin = url === undefined ? undefined : originOf(url);
    if (origin) found.push(origin);
  }
  return found;
}

/** An http(s)/ws(s) source on this machine, which devnet builds allow on any port anyway. */
function isLoopbackSource(source: string): boolean {
  return /^(https?|wss?):\/\/(127\.0\.0\.1|localhost)(:|$)/i.test(source);
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}

/** The policy as directive -> sources, in the order it is written. */
export function cspDirectives(config: CspConfig): Array<[string, string[]]> {
  const rpcOrigins = origins(Object.values(config.rpcUrls));
  const gatewayOrigins = origins([...config.lists.gateways.ipfs, ...config.lists.gateways.ipns]);
  const walletConnect = config.walletConnect;
  const devnet = config.target === 'devnet';

  // Spec 000 lets a user import a list from any URL, so every https host is allowed (the list
  // fetcher tries an http list over https first; ENS names resolve to content on the gateways).
  // Named sources are only those `https:` does not cover: the read RPCs' WebSocket forms, the
  // wallet relays, a gateway without TLS and, in devnet builds, this machine on any port. Plain
  // http elsewhere stays blocked, and with script-src 'self' no injected code can use the rest.
  const namedConnect = [
    ...rpcOrigins.flatMap((origin) => [origin, websocketOrigin(origin) ?? origin]),
    ...gatewayOrigins,
    ...origins([config.claimLookupUrl, config.analyticsEndpoint]),
    ...(walletConnect ? [...WALLETCONNECT_SOURCES.connect, ...WALLETCONNECT_SOURCES.api] : []),
    ...(config.coinbaseWallet ? COINBASE_WALLET_SOURCES.connect : []),
    ...config.extraConnectSources,
  ].filter((source) => !source.startsWith('https:') && !(devnet && isLoopbackSource(source)));
  const connect = unique([
    "'self'",
    'https:',
    ...namedConnect,
    ...(devnet ? [...LOOPBACK_SOURCES, ...LOOPBACK_WEBSOCKET_SOURCES] : []),
  ]);
  // Token logos come from any https host on a list, or from the gateways (src/tokens/logos.ts).
  const img = unique([
    "'self'",
    'data:',
    'https:',
    ...gatewayOrigins.filter((origin) => !origin.startsWith('https:')),
    ...(devnet ? LOOPBACK_SOURCES : []),
  ]);
  // vanilla-extract writes static .css files; the Coinbase Wallet SDK injects <style> elements.
  const style = unique([
    "'self'",
    ...(config.coinbaseWallet ? ["'unsafe-inline'"] : []),
    ...(walletConnect ? WALLETCONNECT_SOURCES.style : []),
  ]);

  const frames = [
    ...(walletConnect ? WALLETCONNECT_SOURCES.frame : []),
    ...(config.magic ? MAGIC_SOURCES.frame : []),
  ];

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', style],
    ['img-src', img],
    ['font-src', ["'self'", 'data:', ...(walletConnect ? WALLETCONNECT_SOURCES.font : [])]],
    ['connect-src', connect],
    ['frame-src', frames.length > 0 ? frames : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  // The devnet is plain http on this machine; a production page only talks TLS.
  if (!devnet) directives.push(['upgrade-insecure-requests', []]);
  return directives;
}

export function contentSecurityPolicy(config: CspConfig): string {
  return cspDirectives(config)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Directives a policy delivered by `<meta http-equiv>` cannot carry: browsers ignore them there
 * (CSP Level 3, §3.3 "The Content-Security-Policy HTTP Response Header Field" / meta element).
 */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'] as const;

/**
 * The policy for index.html's meta tag, where a host cannot set headers (IPFS, a plain bucket):
 * the header's policy without what a meta tag cannot carry. Framing is refused by the app instead
 * (src/security/framing.ts).
 */
export function metaContentSecurityPolicy(config: CspConfig): string {
  const headerOnly = new Set<string>(HEADER_ONLY_DIRECTIVES);
  return cspDirectives(config)
    .filter(([name]) => !headerOnly.has(name))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every header the built app is served with. */
export function securityHeaders(config: CspConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
    // Nothing about the page reaches RPC providers, list hosts or logo hosts.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    // Wallet SDK popups (Coinbase's keys.coinbase.com) need their opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(config.target === 'production' ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
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
 * Whether the policy's connect-src lets the page fetch `url` (the source forms this policy uses:
 * 'self', schemes, and origins with `*.` / `:*` wildcards).
 */
export function connectAllowed(config: CspConfig, url: string, selfOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const connect = cspDirectives(config).find(([name]) => name === 'connect-src')?.[1] ?? [];
  return connect.some((source) => sourceAllows(source, parsed, selfOrigin));
}
