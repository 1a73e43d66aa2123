import { describe, expect, it } from 'vitest';
import {
  type CspDirective,
  connectAllowed,
  formatContentSecurityPolicy,
  formatMetaContentSecurityPolicy,
  securityHeaders,
  webOriginOf,
  websocketOriginOf,
} from './contentSecurityPolicy';

const directives: CspDirective[] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['connect-src', ["'self'", 'https:', 'wss://*.relay.example.org', 'wss://api.example.org:8443']],
  ['frame-ancestors', ["'none'"]],
  ['upgrade-insecure-requests', []],
];

describe('origins', () => {
  it('keep scheme, host and port of web URLs only', () => {
    expect(webOriginOf('https://mainnet.example.org/v3/key?x=1')).toBe(
      'https://mainnet.example.org',
    );
    expect(webOriginOf('http://127.0.0.1:8545')).toBe('http://127.0.0.1:8545');
    expect(webOriginOf('ipfs://QmHash')).toBeUndefined();
    expect(webOriginOf('tokens.uniswap.eth')).toBeUndefined();
  });

  it('give an http origin the WebSocket origin beside it', () => {
    expect(websocketOriginOf('https://node.example.org')).toBe('wss://node.example.org');
    expect(websocketOriginOf('http://127.0.0.1:8545')).toBe('ws://127.0.0.1:8545');
    expect(websocketOriginOf('wss://node.example.org')).toBeUndefined();
  });
});

describe('the policy text', () => {
  it('writes directives in order, a flag without sources by its name', () => {
    expect(formatContentSecurityPolicy(directives)).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' https: wss://*.relay.example.org wss://api.example.org:8443; frame-ancestors 'none'; upgrade-insecure-requests",
    );
  });

  it('leaves out of the meta-tag policy the directives a meta tag cannot carry', () => {
    const meta = formatMetaContentSecurityPolicy([...directives, ['sandbox', []]]);
    expect(meta).not.toContain('frame-ancestors');
    expect(meta).not.toContain('sandbox');
    expect(formatContentSecurityPolicy(directives).replace("; frame-ancestors 'none'", '')).toBe(
      meta,
    );
  });
});

describe('security headers', () => {
  it('ship the policy with the usual hardening headers, HSTS only when asked', () => {
    const headers = securityHeaders(directives, { strictTransportSecurity: true });
    expect(headers).toMatchObject({
      'Content-Security-Policy': formatContentSecurityPolicy(directives),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(
      securityHeaders(directives, { strictTransportSecurity: false })['Strict-Transport-Security'],
    ).toBeUndefined();
  });
});

describe('what connect-src allows', () => {
  const self = 'https://dex.example.org';

  it("allows 'self' by origin and a scheme source on any host", () => {
    expect(connectAllowed(directives, 'https://dex.example.org/locales/en.json', self)).toBe(true);
    expect(connectAllowed(directives, 'https://bridge.example.net/list.json', self)).toBe(true);
    expect(connectAllowed(directives, 'http://dex.example.org/x', self)).toBe(false);
    expect(connectAllowed(directives, 'not a url', self)).toBe(false);
  });

  it('matches ports exactly, and wildcard hosts and ports as CSP does', () => {
    expect(connectAllowed(directives, 'wss://a.relay.example.org/l', self)).toBe(true);
    expect(connectAllowed(directives, 'wss://relay.example.org/l', self)).toBe(false);
    expect(connectAllowed(directives, 'wss://api.example.org:8443/x', self)).toBe(true);
    expect(connectAllowed(directives, 'wss://api.example.org/x', self)).toBe(false);
    const anyPort: CspDirective[] = [['connect-src', ['http://127.0.0.1:*']]];
    expect(connectAllowed(anyPort, 'http://127.0.0.1:9000/', self)).toBe(true);
    expect(connectAllowed(anyPort, 'http://127.0.0.2:9000/', self)).toBe(false);
  });

  it('lets a source match its secure upgrade, never the other way', () => {
    const plain: CspDirective[] = [['connect-src', ['ws://node.example.org', 'http:']]];
    expect(connectAllowed(plain, 'wss://node.example.org', self)).toBe(true);
    expect(connectAllowed(plain, 'https://any.example.org', self)).toBe(true);
    const secure: CspDirective[] = [['connect-src', ['wss://node.example.org']]];
    expect(connectAllowed(secure, 'ws://node.example.org', self)).toBe(false);
  });

  it('allows nothing without a connect-src', () => {
    expect(connectAllowed([['default-src', ["'self'"]]], self, self)).toBe(false);
  });
});
