// The Content-Security-Policy of a dapp front end with no backend of its own: it runs only its own
// scripts and may reach any https host (token lists are imported by URL, spec 000), its read RPCs
// and their WebSocket forms, the services and wallet SDKs it is configured with and, in a devnet
// build, this machine. The caller's configuration is plain data; the sources each wallet SDK needs
// come from whoever owns the connectors (@dex/wallet's walletSdkSources).
import type { CspDirective, CspSourceSet } from './contentSecurityPolicy';
import { webOriginOf, websocketOriginOf } from './contentSecurityPolicy';

export interface DappPolicyConfig {
  /** A devnet build: this machine on any port over plain http and ws, no TLS upgrade. */
  readonly devnet: boolean;
  /** The read-only JSON-RPC endpoints (their WebSocket forms are allowed too). */
  readonly rpcUrls: readonly string[];
  /** IPFS/IPNS gateways lists and logos are read from. */
  readonly gatewayUrls: readonly string[];
  /** Other endpoints the page calls (a claim lookup, an analytics endpoint); undefined ones are skipped. */
  readonly serviceUrls: readonly (string | undefined)[];
  /** What the offered wallet SDKs load, merged in the order they are written. */
  readonly walletSources: CspSourceSet;
  /** Sources (hosts or schemes) the operator allows beyond those above. */
  readonly extraConnectSources: readonly string[];
}

/**
 * This machine on any port: the devnet's node, its services and lists, and a list a developer serves
 * from another local port (devnet builds only).
 */
const LOOPBACK_SOURCES = ['http://127.0.0.1:*', 'http://localhost:*'];
const LOOPBACK_WEBSOCKET_SOURCES = ['ws://127.0.0.1:*', 'ws://localhost:*'];

function origins(urls: Iterable<string | undefined>): string[] {
  const found: string[] = [];
  for (const url of urls) {
    const origin = url === undefined ? undefined : webOriginOf(url);
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

/** The dapp's policy as directive -> sources, in the order it is written. */
export function dappCspDirectives(config: DappPolicyConfig): CspDirective[] {
  const rpcOrigins = origins(config.rpcUrls);
  const gatewayOrigins = origins(config.gatewayUrls);
  const wallets = config.walletSources;
  const devnet = config.devnet;

  // Every https host is allowed (a list fetcher tries an http list over https first; ENS names
  // resolve to content on the gateways). Named sources are only those `https:` does not cover:
  // the read RPCs' WebSocket forms, the wallet relays, a gateway without TLS and, in devnet builds,
  // this machine on any port. Plain http elsewhere stays blocked, and with script-src 'self' no
  // injected code can use the rest.
  const namedConnect = [
    ...rpcOrigins.flatMap((origin) => [origin, websocketOriginOf(origin) ?? origin]),
    ...gatewayOrigins,
    ...origins(config.serviceUrls),
    ...(wallets.connect ?? []),
    ...config.extraConnectSources,
  ].filter((source) => !source.startsWith('https:') && !(devnet && isLoopbackSource(source)));
  const connect = unique([
    "'self'",
    'https:',
    ...namedConnect,
    ...(devnet ? [...LOOPBACK_SOURCES, ...LOOPBACK_WEBSOCKET_SOURCES] : []),
  ]);
  // Token logos come from any https host on a list, or from the gateways.
  const img = unique([
    "'self'",
    'data:',
    'https:',
    ...gatewayOrigins.filter((origin) => !origin.startsWith('https:')),
    ...(devnet ? LOOPBACK_SOURCES : []),
  ]);
  // The page's own styles are static .css files; a wallet SDK may need more.
  const style = unique(["'self'", ...(wallets.style ?? [])]);
  const frames = wallets.frame ?? [];

  const directives: CspDirective[] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', style],
    ['img-src', img],
    ['font-src', ["'self'", 'data:', ...(wallets.font ?? [])]],
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
