import { describe, expect, it } from 'vitest';
import {
  assertBuildEnv,
  BuildConfigError,
  buildTarget,
  isLoopbackUrl,
  productionEnvProblems,
  runtimeTarget,
} from './buildTarget';

describe('build target', () => {
  it('is the devnet for the dev server and production for `vite build` unless VITE_DEVNET_BUILD says', () => {
    expect(buildTarget({}, 'serve')).toBe('devnet');
    expect(buildTarget({}, 'build')).toBe('production');
    expect(buildTarget({ VITE_DEVNET_BUILD: '1' }, 'build')).toBe('devnet');
    expect(buildTarget({ VITE_DEVNET_BUILD: 'true' }, 'build')).toBe('devnet');
    expect(buildTarget({ VITE_DEVNET_BUILD: '0' }, 'serve')).toBe('production');
    expect(buildTarget({ VITE_DEVNET_BUILD: ' ' }, 'build')).toBe('production');
  });

  it('refuses a value it does not understand rather than guessing', () => {
    expect(() => buildTarget({ VITE_DEVNET_BUILD: 'yes please' }, 'build')).toThrow(
      'VITE_DEVNET_BUILD must be 1 (a devnet build) or 0 (a production build), not "yes please".',
    );
  });

  it('is production at run time unless the build said devnet', () => {
    expect(runtimeTarget({})).toBe('production');
    expect(runtimeTarget({ VITE_DEVNET_BUILD: '1' })).toBe('devnet');
  });
});

describe('loopback URLs', () => {
  it('recognises this machine in its usual spellings', () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://127.1.2.3/',
      'http://localhost:8546/claims',
      'https://api.localhost',
      'http://[::1]:8545',
      'http://0.0.0.0:1',
      'http://localhost.:8545',
      'http://[::ffff:127.0.0.1]:8545',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      'https://ethereum-rpc.publicnode.com',
      'https://127.0.0.1.example.com',
      'https://[::ffff:8.8.8.8]',
      'nonsense',
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe('production builds', () => {
  it('accept mainnet settings with public https endpoints', () => {
    expect(
      productionEnvProblems({
        VITE_DEFAULT_CHAIN_ID: '1',
        VITE_RPC_URL_1: 'https://rpc.example.org/v1',
        VITE_CLAIM_LOOKUP_URL: 'https://claims.example.org/claims',
        VITE_WALLETCONNECT_PROJECT_ID: 'abc',
        PROD: true,
      }),
    ).toEqual([]);
  });

  it('list every devnet setting: its chain, node, services and anything on this machine or without TLS', () => {
    expect(
      productionEnvProblems({
        VITE_DEFAULT_CHAIN_ID: '31337',
        VITE_RPC_URL_31337: 'http://127.0.0.1:8545',
        VITE_RPC_URL_1: 'http://localhost:8545',
        VITE_RPC_URL_11155111: 'http://rpc.example.org',
        VITE_DEVNET_SERVICES_URL: 'http://127.0.0.1:8546',
        VITE_CLAIM_LOOKUP_URL: 'http://127.0.0.1:8546/claims',
        VITE_ANALYTICS_ENDPOINT: 'http://stats.example.org/e',
      }),
    ).toEqual([
      'VITE_DEFAULT_CHAIN_ID=31337 is the local devnet',
      'VITE_DEVNET_SERVICES_URL=http://127.0.0.1:8546 only exists on the devnet',
      'VITE_ANALYTICS_ENDPOINT=http://stats.example.org/e must be an https URL',
      'VITE_CLAIM_LOOKUP_URL=http://127.0.0.1:8546/claims points at this machine',
      'VITE_RPC_URL_1=http://localhost:8545 points at this machine',
      'VITE_RPC_URL_11155111=http://rpc.example.org must be an https URL',
      "VITE_RPC_URL_31337=http://127.0.0.1:8545 is the local devnet's node",
    ]);
  });

  it('fail loudly with what is wrong and how to build for the devnet instead', () => {
    const attempt = () => assertBuildEnv({ VITE_DEFAULT_CHAIN_ID: '31337' }, 'production');
    expect(attempt).toThrow(BuildConfigError);
    expect(attempt).toThrow(
      'Refusing a production build of the app:\n  - VITE_DEFAULT_CHAIN_ID=31337 is the local devnet\nSet VITE_DEVNET_BUILD=1 for a devnet build',
    );
  });

  it('take extra connect-src sources only as https or wss schemes or origins, never this machine', () => {
    expect(
      productionEnvProblems({ VITE_CSP_CONNECT_SRC: 'https: wss://relay.example.org:443' }),
    ).toEqual([]);
    expect(
      productionEnvProblems({ VITE_CSP_CONNECT_SRC: 'http://lists.example.org https://localhost' }),
    ).toEqual([
      'VITE_CSP_CONNECT_SRC: http://lists.example.org must be https or wss',
      'VITE_CSP_CONNECT_SRC: https://localhost points at this machine',
    ]);
  });

  it('never let an extra source smuggle keywords or directives into the policy', () => {
    expect(() =>
      assertBuildEnv({ VITE_CSP_CONNECT_SRC: "https: 'unsafe-eval'; script-src *" }, 'devnet'),
    ).toThrow(
      `VITE_CSP_CONNECT_SRC: "'unsafe-eval';" is neither a scheme (https:) nor an origin (https://host)`,
    );
    expect(() =>
      assertBuildEnv(
        { VITE_CSP_CONNECT_SRC: 'https://*.example.org:* http://127.0.0.1:9' },
        'devnet',
      ),
    ).not.toThrow();
  });

  it('devnet builds may use the devnet, but no build takes a chain id that is not a number', () => {
    expect(() =>
      assertBuildEnv(
        { VITE_DEFAULT_CHAIN_ID: '31337', VITE_RPC_URL_31337: 'http://127.0.0.1:8545' },
        'devnet',
      ),
    ).not.toThrow();
    expect(() => assertBuildEnv({ VITE_DEFAULT_CHAIN_ID: 'mainnet' }, 'devnet')).toThrow(
      'VITE_DEFAULT_CHAIN_ID=mainnet is not a chain id',
    );
  });
});
