import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from '../appConfig';
import {
  COINBASE_WALLET_SOURCES,
  connectAllowed,
  contentSecurityPolicy,
  cspDirectives,
  MAGIC_SOURCES,
  originOf,
  securityHeaders,
  WALLETCONNECT_SOURCES,
  websocketOrigin,
} from './csp';

function directive(policy: string, name: string): string[] {
  const found = policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${policy}`);
  return found.slice(1);
}

const production = resolveAppConfig({ VITE_DEVNET_BUILD: '0' });
const devnet = resolveAppConfig({
  VITE_DEVNET_BUILD: '1',
  VITE_RPC_URL_31337: 'http://127.0.0.1:40001',
  VITE_DEVNET_SERVICES_URL: 'http://127.0.0.1:40002',
});

describe('origins', () => {
  it('keep scheme, host and port of web URLs only', () => {
    expect(originOf('https://mainnet.example.org/v3/key?x=1')).toBe('https://mainnet.example.org');
    expect(originOf('http://127.0.0.1:8545')).toBe('http://127.0.0.1:8545');
    expect(originOf('ipfs://QmHash')).toBeUndefined();
    expect(originOf('tokens.uniswap.eth')).toBeUndefined();
  });

  it('give a read RPC the WebSocket origin its newHeads subscription opens', () => {
    expect(websocketOrigin('https://node.example.org')).toBe('wss://node.example.org');
    expect(websocketOrigin('http://127.0.0.1:8545')).toBe('ws://127.0.0.1:8545');
  });
});

describe('content security policy', () => {
  it('allows scripts only from the app itself, no frames around it and no plugins', () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets a production build reach its RPCs (and their ws forms), list hosts and gateways, nothing local', () => {
    const connect = directive(contentSecurityPolicy(production), 'connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://ethereum-rpc.publicnode.com',
        'wss://ethereum-rpc.publicnode.com',
        'https://tokens.coingecko.com',
        'https://www.gemini.com',
        'https://raw.githubusercontent.com',
        'https://ipfs.io',
        'https://dweb.link',
        ...COINBASE_WALLET_SOURCES.connect,
      ]),
    );
    expect(connect.filter((source) => /127\.0\.0\.1|localhost/.test(source))).toEqual([]);
    expect(connect).not.toContain('https:');
    expect(contentSecurityPolicy(production)).toMatch(/; upgrade-insecure-requests$/);
  });

  it('lets a devnet build reach the devnet node over http and ws, its services and loopback images', () => {
    const policy = contentSecurityPolicy(devnet);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:40001',
        'ws://127.0.0.1:40001',
        'http://127.0.0.1:40002',
        // The devnet's lists are http; the list fetcher tries https first.
        'https://127.0.0.1:40002',
      ]),
    );
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https:', 'http://127.0.0.1:*']),
    );
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(directive(contentSecurityPolicy(production), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
    ]);
  });

  it('adds the claim service and WalletConnect only when they are configured', () => {
    const configured = resolveAppConfig({
      VITE_CLAIM_LOOKUP_URL: 'https://claims.example.org/claims',
      VITE_WALLETCONNECT_PROJECT_ID: 'project',
    });
    const policy = contentSecurityPolicy(configured);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://claims.example.org',
        'wss://relay.walletconnect.org',
        ...WALLETCONNECT_SOURCES.api,
      ]),
    );
    expect(directive(policy, 'frame-src')).toEqual([...WALLETCONNECT_SOURCES.frame]);
    expect(directive(contentSecurityPolicy(production), 'frame-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy(production)).not.toContain('walletconnect');
  });

  it("frames Magic's login only when Magic is configured", () => {
    const withMagic = resolveAppConfig({ VITE_MAGIC_API_KEY: 'pk_live_1' });
    expect(directive(contentSecurityPolicy(withMagic), 'frame-src')).toEqual([
      ...MAGIC_SOURCES.frame,
    ]);
    const both = resolveAppConfig({
      VITE_MAGIC_API_KEY: 'pk_live_1',
      VITE_WALLETCONNECT_PROJECT_ID: 'project',
    });
    expect(directive(contentSecurityPolicy(both), 'frame-src')).toEqual([
      ...WALLETCONNECT_SOURCES.frame,
      ...MAGIC_SOURCES.frame,
    ]);
    expect(contentSecurityPolicy(production)).not.toContain('magic');
  });

  it('lets the page reach the analytics endpoint only when one is configured', () => {
    const configured = resolveAppConfig({ VITE_ANALYTICS_ENDPOINT: 'https://stats.example.org/e' });
    expect(directive(contentSecurityPolicy(configured), 'connect-src')).toContain(
      'https://stats.example.org',
    );
    expect(contentSecurityPolicy(production)).not.toContain('stats.example.org');
  });

  it('allows inline styles only for the wallet SDK that injects them', () => {
    expect(directive(contentSecurityPolicy(production), 'style-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
    expect(
      directive(contentSecurityPolicy({ ...production, coinbaseWallet: false }), 'style-src'),
    ).toEqual(["'self'"]);
  });

  it('names every source once', () => {
    for (const [name, sources] of cspDirectives(devnet)) {
      expect(new Set(sources).size, name).toBe(sources.length);
    }
  });
});

describe('extra connect sources', () => {
  it('are appended to connect-src (e.g. https: for lists on any https host)', () => {
    const config = resolveAppConfig({ VITE_CSP_CONNECT_SRC: 'https: wss://relay.example.org' });
    expect(directive(contentSecurityPolicy(config), 'connect-src').slice(-2)).toEqual([
      'https:',
      'wss://relay.example.org',
    ]);
  });
});

describe('what connect-src allows', () => {
  const self = 'https://dex.example.org';

  it('allows the app itself, the configured hosts and their ws forms, and nothing else', () => {
    expect(connectAllowed(production, 'https://dex.example.org/locales/en.json', self)).toBe(true);
    expect(connectAllowed(production, 'https://tokens.coingecko.com/uniswap/all.json', self)).toBe(
      true,
    );
    expect(connectAllowed(production, 'wss://ethereum-rpc.publicnode.com', self)).toBe(true);
    expect(connectAllowed(production, 'https://lists.example.org/list.json', self)).toBe(false);
    expect(connectAllowed(production, 'http://tokens.coingecko.com/all.json', self)).toBe(false);
    expect(connectAllowed(production, 'not a url', self)).toBe(false);
  });

  it('matches ports exactly, and schemes, wildcard hosts and wildcard ports as CSP does', () => {
    const config = resolveAppConfig({
      VITE_CSP_CONNECT_SRC: 'https://*.lists.example.org https://api.example.org:8443',
    });
    expect(connectAllowed(config, 'https://a.lists.example.org/l.json', self)).toBe(true);
    expect(connectAllowed(config, 'https://lists.example.org/l.json', self)).toBe(false);
    expect(connectAllowed(config, 'https://api.example.org:8443/x', self)).toBe(true);
    expect(connectAllowed(config, 'https://api.example.org/x', self)).toBe(false);
    expect(connectAllowed(devnet, 'http://127.0.0.1:40002/lists/x.json', self)).toBe(true);
    expect(connectAllowed(devnet, 'http://127.0.0.1:40003/lists/x.json', self)).toBe(false);
    const anyHttps = resolveAppConfig({ VITE_CSP_CONNECT_SRC: 'https:' });
    expect(connectAllowed(anyHttps, 'https://lists.example.org/list.json', self)).toBe(true);
  });
});

describe('security headers', () => {
  it('ship the policy with the usual hardening headers, HSTS only in production', () => {
    const headers = securityHeaders(production);
    expect(headers).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(production),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(securityHeaders(devnet)['Strict-Transport-Security']).toBeUndefined();
  });
});
