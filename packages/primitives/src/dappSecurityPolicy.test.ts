import { describe, expect, it } from 'vitest';
import {
  type CspDirective,
  connectAllowed,
  formatContentSecurityPolicy,
} from './contentSecurityPolicy';
import { type DappPolicyConfig, dappCspDirectives } from './dappSecurityPolicy';

function directive(directives: readonly CspDirective[], name: string): readonly string[] {
  const found = directives.find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} in ${formatContentSecurityPolicy(directives)}`);
  return found[1];
}

// What @dex/wallet's walletSdkSources gives for Coinbase Wallet alone, and for all three SDKs.
const coinbaseOnly = {
  connect: [
    'https://rpc.wallet.coinbase.com',
    'https://www.walletlink.org',
    'wss://www.walletlink.org',
  ],
  style: ["'unsafe-inline'"],
};
const allWallets = {
  connect: [
    'https://relay.walletconnect.org',
    'wss://relay.walletconnect.org',
    ...coinbaseOnly.connect,
  ],
  style: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  frame: ['https://verify.walletconnect.org', 'https://auth.magic.link'],
  font: ['https://fonts.gstatic.com'],
};

const production: DappPolicyConfig = {
  devnet: false,
  rpcUrls: ['https://ethereum-rpc.publicnode.com', 'https://arb1.arbitrum.io/rpc'],
  gatewayUrls: ['https://cloudflare-ipfs.com/ipfs/', 'https://ipfs.io/ipns/'],
  serviceUrls: [undefined, undefined],
  walletSources: coinbaseOnly,
  extraConnectSources: [],
};
const devnet: DappPolicyConfig = {
  ...production,
  devnet: true,
  rpcUrls: ['http://127.0.0.1:40001', 'https://ethereum-rpc.publicnode.com'],
  gatewayUrls: ['http://127.0.0.1:40002/ipfs/'],
  serviceUrls: ['http://127.0.0.1:40002/claims'],
};

describe('a dapp content security policy', () => {
  it('allows scripts only from the app itself, no frames around it and no plugins', () => {
    const directives = dappCspDirectives(production);
    expect(directive(directives, 'script-src')).toEqual(["'self'"]);
    expect(directive(directives, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(directives, 'object-src')).toEqual(["'none'"]);
    expect(directive(directives, 'base-uri')).toEqual(["'none'"]);
    expect(directive(directives, 'form-action')).toEqual(["'none'"]);
    expect(formatContentSecurityPolicy(directives)).not.toContain('unsafe-eval');
  });

  it('lets a production build reach any https host (lists by URL), its RPCs over wss, nothing local or plain http', () => {
    const policy = formatContentSecurityPolicy(dappCspDirectives(production));
    const connect = directive(dappCspDirectives(production), 'connect-src');
    expect(connect.slice(0, 2)).toEqual(["'self'", 'https:']);
    expect(connect).toEqual(
      expect.arrayContaining(['wss://ethereum-rpc.publicnode.com', 'wss://www.walletlink.org']),
    );
    // https: covers every https host; naming them again would only lengthen the header.
    expect(connect.filter((source) => source.startsWith('https://'))).toEqual([]);
    expect(connect.filter((source) => /127\.0\.0\.1|localhost/.test(source))).toEqual([]);
    expect(connect.filter((source) => source.startsWith('http:'))).toEqual([]);
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
  });

  it('lets a devnet build reach this machine on any port, over http and ws, and show its images', () => {
    const directives = dappCspDirectives(devnet);
    const connect = directive(directives, 'connect-src');
    expect(connect.slice(0, 2)).toEqual(["'self'", 'https:']);
    expect(connect.slice(-4)).toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
      'ws://127.0.0.1:*',
      'ws://localhost:*',
    ]);
    // The node and services' own origins are covered by the wildcards, not repeated.
    expect(connect.filter((source) => source.includes(':4000'))).toEqual([]);
    expect(directive(directives, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'https:', 'http://127.0.0.1:*']),
    );
    expect(formatContentSecurityPolicy(directives)).not.toContain('upgrade-insecure-requests');
    expect(directive(dappCspDirectives(production), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
    ]);
  });

  it("places the wallet SDKs' sources, and frames nothing without them", () => {
    const directives = dappCspDirectives({
      ...production,
      serviceUrls: ['https://claims.example.org/claims'],
      walletSources: allWallets,
    });
    expect(directive(directives, 'connect-src')).toEqual([
      "'self'",
      'https:',
      'wss://ethereum-rpc.publicnode.com',
      'wss://arb1.arbitrum.io',
      'wss://relay.walletconnect.org',
      'wss://www.walletlink.org',
    ]);
    expect(
      connectAllowed(directives, 'https://claims.example.org/claims/1/0xabc', 'https://a.b'),
    ).toBe(true);
    expect(directive(directives, 'frame-src')).toEqual(allWallets.frame);
    expect(directive(directives, 'style-src')).toEqual(["'self'", ...allWallets.style]);
    expect(directive(directives, 'font-src')).toEqual(["'self'", 'data:', ...allWallets.font]);
    const none = dappCspDirectives({ ...production, walletSources: {} });
    expect(directive(none, 'frame-src')).toEqual(["'none'"]);
    expect(directive(none, 'style-src')).toEqual(["'self'"]);
  });

  it('names every source once', () => {
    for (const [name, sources] of dappCspDirectives({ ...devnet, walletSources: allWallets })) {
      expect(new Set(sources).size, name).toBe(sources.length);
    }
  });
});

describe('extra connect sources', () => {
  it('are appended to connect-src when https: does not already cover them', () => {
    const connect = directive(
      dappCspDirectives({
        ...production,
        extraConnectSources: ['https:', 'https://api.example.org', 'wss://relay.example.org'],
      }),
      'connect-src',
    );
    expect(connect.at(-1)).toBe('wss://relay.example.org');
    expect(connect.filter((source) => source === 'https:')).toHaveLength(1);
    expect(connect).not.toContain('https://api.example.org');
  });
});

describe('what the policy lets the page fetch', () => {
  const self = 'https://dex.example.org';
  const productionPolicy = dappCspDirectives(production);
  const devnetPolicy = dappCspDirectives(devnet);

  it('allows the app itself, any https host and the RPCs over wss, never plain http elsewhere', () => {
    expect(connectAllowed(productionPolicy, 'https://dex.example.org/locales/en.json', self)).toBe(
      true,
    );
    // A list on a host nobody configured: spec 000 lets a user import any list by URL.
    expect(connectAllowed(productionPolicy, 'https://bridge.example.net/list.json', self)).toBe(
      true,
    );
    expect(connectAllowed(productionPolicy, 'wss://ethereum-rpc.publicnode.com', self)).toBe(true);
    expect(connectAllowed(productionPolicy, 'wss://evil.example.org', self)).toBe(false);
    expect(connectAllowed(productionPolicy, 'http://tokens.coingecko.com/all.json', self)).toBe(
      false,
    );
    expect(connectAllowed(productionPolicy, 'http://127.0.0.1:8545', self)).toBe(false);
  });

  it('lets a devnet build reach loopback on any port, and nothing else over plain http', () => {
    expect(connectAllowed(devnetPolicy, 'http://127.0.0.1:40002/lists/x.json', self)).toBe(true);
    expect(connectAllowed(devnetPolicy, 'http://127.0.0.1:40003/lists/x.json', self)).toBe(true);
    expect(connectAllowed(devnetPolicy, 'http://localhost:9000/list.json', self)).toBe(true);
    expect(connectAllowed(devnetPolicy, 'ws://127.0.0.1:40001', self)).toBe(true);
    expect(connectAllowed(devnetPolicy, 'http://lists.example.org/list.json', self)).toBe(false);
    expect(connectAllowed(devnetPolicy, 'http://192.168.1.2:8545', self)).toBe(false);
  });
});
