import { describe, expect, it } from 'vitest';
import { returnPath, sameSitePath } from './returnPath';

const SITE = 'https://app.example';

describe('sameSitePath: only paths of this site', () => {
  it.each([
    ['/pool', '/pool'],
    ['/pool/v2', '/pool/v2'],
    ['/migrate/v2', '/migrate/v2'],
    ['/add/v2/ETH/0x1234?x=1#top', '/add/v2/ETH/0x1234?x=1#top'],
    // Resolved as a browser would: dot segments go, the result is what gets linked.
    ['/pool/../find', '/find'],
    // Encoded slashes and backslashes stay encoded: a path on this site, not another host.
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps %s as %s', (raw, path) => {
    expect(sameSitePath(raw, SITE)).toBe(path);
  });

  it.each([
    // Read by browsers as another host.
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    // Resolves to the path //evil.example, itself another host when linked.
    '/.//evil.example',
    '/..//evil.example',
    // Other sites and schemes.
    'https://evil.example',
    'https://app.example.evil.example/pool',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    // Not an absolute path.
    'pool',
    ' /pool',
    '%2F%2Fevil.example',
    '',
  ])('refuses %j', (raw) => {
    expect(sameSitePath(raw, SITE)).toBeNull();
  });

  it('refuses nothing given and a site origin it cannot read', () => {
    expect(sameSitePath(null, SITE)).toBeNull();
    expect(sameSitePath(undefined, SITE)).toBeNull();
    expect(sameSitePath('/pool', 'not a url')).toBeNull();
  });

  it('compares origins, so a page served from a path still checks its own origin', () => {
    expect(sameSitePath('/pool', 'http://localhost:4173/find?origin=/pool')).toBe('/pool');
    // The same host on another port is another origin.
    expect(sameSitePath('/\\localhost:1234', 'http://localhost:4173')).toBeNull();
  });

  it('refuses the encoded forms once the query is decoded, as /find reads its origin', () => {
    for (const query of [
      'origin=%2F%5Cevil.example',
      'origin=%2F%2Fevil.example',
      'origin=%2F%09%2Fevil.example',
      'origin=https%3A%2F%2Fevil.example',
      'origin=javascript%3Aalert(1)',
    ]) {
      expect(sameSitePath(new URLSearchParams(query).get('origin'), SITE)).toBeNull();
    }
    expect(sameSitePath(new URLSearchParams('origin=%2Fpool%2Fv2').get('origin'), SITE)).toBe(
      '/pool/v2',
    );
  });
});

describe('returnPath', () => {
  it('falls back for anything that is not a path of this site', () => {
    expect(returnPath('/migrate/v2', '/pool', SITE)).toBe('/migrate/v2');
    expect(returnPath('/\\evil.example', '/pool', SITE)).toBe('/pool');
    expect(returnPath(null, '/pool', SITE)).toBe('/pool');
  });
});
