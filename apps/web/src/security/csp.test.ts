import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from '../appConfig';
import {
  COINBASE_WALLET_SOURCES,
  connectAllowed,
  contentSecurityPolicy,
  cspDirectives,
  MAGIC_SOURCES,
  metaContentSecurityPolicy,
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

  it('lets a production build reach any https host (lists by URL), its RPCs over wss, nothing local or plain http', () => {
    const connect = directive(contentSecurityPolicy(production), 'connect-src');
    expect(connect.slice(0, 2)).toEqual(["'self'", 'https:']);
    expect(connect).toEqual(
      expect.arrayContaining([
        'wss://ethereum-rpc.publicnode.com',
        ...COINBASE_WALLET_SOURCES.connect.filter((source) => source.startsWith('wss:')),
      ]),
    );
    // https: covers every https host; naming them again would only lengthen the header.
    expect(connect.filter((source) => source.startsWith('https://'))).toEqual([]);
    expect(connect.filter((source) => /127\.0\.0\.1|localhost/.test(source))).toEqual([]);
    expect(connect.filter((source) => source.startsWith('http:'))).toEqual([]);
    expect(contentSecurityPolicy(production)).toMatch(/; upgrade-insecure-requests$/);
  });

  it('lets a devnet build reach this machine on any port, over http and ws, and show its images', () => {
    const policy = contentSecurityPolicy(devnet);
    const connect = directive(policy, 'connect-src');
    expect(connect.slice(0, 2)).toEqual(["'self'", 'https:']);
    expect(connect.slice(-4)).toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://127.0.0.1:*',
      'ws://localhost:*',
    ]);
    // The node and services' own origins are covered by the wildcards, not repeated.
    expect(connect.filter((source) => source.includes(':4000'))).toEqual([]);
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

  it("adds WalletConnect's relays and frames only when it is configured", () => {
    const configured = resolveAppConfig({
      VITE_CLAIM_LOOKUP_URL: 'https://claims.example.org/claims',
      VITE_WALLETCONNECT_PROJECT_ID: 'project',
    });
    const policy = contentSecurityPolicy(configured);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['wss://relay.walletconnect.org', 'wss://relay.walletconnect.com']),
    );
    expect(
      connectAllowed(configured, 'https://claims.example.org/claims/1/0xabc', 'https://a.b'),
    ).toBe(true);
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
  it('are appended to connect-src when https: does not already cover them', () => {
    const config = resolveAppConfig({
      VITE_CSP_CONNECT_SRC: 'https: https://api.example.org wss://relay.example.org',
    });
    const connect = directive(contentSecurityPolicy(config), 'connect-src');
    expect(connect.at(-1)).toBe('wss://relay.example.org');
    expect(connect.filter((source) => source === 'https:')).toHaveLength(1);
    expect(connect).not.toContain('https://api.example.org');
  });
});

describe('what connect-src allows', () => {
  const self = 'https://dex.example.org';

  it('allows the app itself, any https host and the RPCs over wss, never plain http elsewhere', () => {
    expect(connectAllowed(production, 'https://dex.example.org/locales/en.json', self)).toBe(true);
    expect(connectAllowed(production, 'https://tokens.coingecko.com/uniswap/all.json', self)).toBe(
      true,
    );
    // A list on a host nobody configured: spec 000 lets a user import any list by URL.
    expect(connectAllowed(production, 'https://bridge.example.net/list.json', self)).toBe(true);
    expect(connectAllowed(production, 'wss://ethereum-rpc.publicnode.com', self)).toBe(true);
    expect(connectAllowed(production, 'wss://evil.example.org', self)).toBe(false);
    expect(connectAllowed(production, 'http://tokens.coingecko.com/all.json', self)).toBe(false);
    expect(connectAllowed(production, 'http://127.0.0.1:8545', self)).toBe(false);
    expect(connectAllowed(production, 'not a url', self)).toBe(false);
  });

  it('lets a devnet build reach loopback on any port, and nothing else over plain http', () => {
    expect(connectAllowed(devnet, 'http://127.0.0.1:40002/lists/x.json', self)).toBe(true);
    expect(connectAllowed(devnet, 'http://127.0.0.1:40003/lists/x.json', self)).toBe(true);
    expect(connectAllowed(devnet, 'http://localhost:9000/list.json', self)).toBe(true);
    expect(connectAllowed(devnet, 'ws://127.0.0.1:40001', self)).toBe(true);
    expect(connectAllowed(devnet, 'http://lists.example.org/list.json', self)).toBe(false);
    expect(connectAllowed(devnet, 'http://192.168.1.2:8545', self)).toBe(false);
  });

  it('matches ports exactly, and wildcard hosts and ports as CSP does', () => {
    const config = resolveAppConfig({
      VITE_CSP_CONNECT_SRC: 'wss://*.relay.example.org wss://api.example.org:8443',
    });
    expect(connectAllowed(config, 'wss://a.relay.example.org/l', self)).toBe(true);
    expect(connectAllowed(config, 'wss://relay.example.org/l', self)).toBe(false);
    expect(connectAllowed(config, 'wss://api.example.org:8443/x', self)).toBe(true);
    expect(connectAllowed(config, 'wss://api.example.org/x', self)).toBe(false);
  });
});

describe('the meta-tag policy', () => {
  it('is the header policy without the directives a meta tag cannot carry', () => {
    const meta = metaContentSecurityPolicy(production);
    expect(meta).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(production).replace("; frame-ancestors 'none'", '')).toBe(meta);
    expect(directive(meta, 'script-src')).toEqual(["'self'"]);
    expect(directive(meta, 'base-uri')).toEqual(["'none'"]);
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
