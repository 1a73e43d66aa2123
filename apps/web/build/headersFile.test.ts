import { describe, expect, it } from 'vitest';
import { resolveAppConfig } from '../src/appConfig';
import {
  formatHeadersFile,
  type HeaderRule,
  headersForPath,
  MAX_HEADER_LINE_LENGTH,
  overlongHeaderLines,
  overlongHeadersProblem,
  parseHeadersFile,
} from './headersFile';
import { appSecurityHeaders } from './siteHeaders';

describe('_headers file', () => {
  it('writes the Netlify / Cloudflare Pages format and reads it back', () => {
    const rules: HeaderRule[] = [
      { path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'", 'X-A': '1' } },
      { path: '/locales/*', headers: { 'Cache-Control': 'no-cache' } },
    ];
    const text = formatHeadersFile(rules);
    expect(text).toBe(
      "/*\n  Content-Security-Policy: default-src 'self'\n  X-A: 1\n\n/locales/*\n  Cache-Control: no-cache\n",
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('gives a path the headers of every rule it matches', () => {
    const rules = parseHeadersFile(
      '# comment\n/*\n  X-A: 1\n/locales/*\n  X-A: 2\n  X-B: 3\n/index.html\n  X-C: 4\n',
    );
    expect(headersForPath(rules, '/')).toEqual({ 'X-A': '1' });
    expect(headersForPath(rules, '/locales/en.json')).toEqual({ 'X-A': '2', 'X-B': '3' });
    expect(headersForPath(rules, '/index.html')).toEqual({ 'X-A': '1', 'X-C': '4' });
  });

  it('rejects a header line outside any path, and reports lines too long for a host', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers: unexpected line "X-A: 1"');
    const long = `  X: ${'a'.repeat(MAX_HEADER_LINE_LENGTH)}`;
    expect(overlongHeaderLines(`/*\n${long}\n  Y: 1\n`)).toEqual([long]);
  });

  it('stops a build whose policy a host would drop, and passes the configurations we ship', () => {
    const headersOf = (env: Record<string, string>) =>
      formatHeadersFile([{ path: '/*', headers: appSecurityHeaders(resolveAppConfig(env)) }]);
    expect(overlongHeadersProblem(headersOf({}))).toBeUndefined();
    expect(
      overlongHeadersProblem(
        headersOf({ VITE_WALLETCONNECT_PROJECT_ID: 'p', VITE_MAGIC_API_KEY: 'pk_live_1' }),
      ),
    ).toBeUndefined();
    const many = Array.from({ length: 120 }, (_, i) => `wss://relay-${i}.example.org`).join(' ');
    const problem = overlongHeadersProblem(headersOf({ VITE_CSP_CONNECT_SRC: many }));
    expect(problem).toMatch(
      /^_headers: "Content-Security-Policy: default-src 'se…" has \d{4} characters, over the 2000/,
    );
  });
});
