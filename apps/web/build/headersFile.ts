// The `_headers` file static hosts read (Netlify, Cloudflare Pages): a path pattern on its own line,
// then its headers indented as `Name: value`. Written at build time; `vite preview` serves the same
// file back so the end-to-end tests run under the policy that ships.

export interface HeaderRule {
  /** `/*` matches every path; otherwise the exact path, with `*` matching the rest after a prefix. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The longest header a `_headers` file may carry: Cloudflare Pages documents "An individual header
 * in a _headers file can have a maximum of 2,000 characters" (Limits section of
 * https://developers.cloudflare.com/pages/configuration/headers/). We count the whole indented
 * line, name included, which is stricter. The build fails above it (build/securityHeadersPlugin.ts).
 */
export const MAX_HEADER_LINE_LENGTH = 2000;

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [
        rule.path,
        ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Record<string, string> }> = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (!current || colon === -1) throw new Error(`_headers: unexpected line "${line.trim()}"`);
    current.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

function pathMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path;
}

/** The headers for a request path: every matching rule's, later rules overriding earlier ones. */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (pathMatches(rule.path, path)) Object.assign(headers, rule.headers);
  }
  return headers;
}

/** Lines a host would drop or mangle; the plugin fails the build on them. */
export function overlongHeaderLines(text: string): string[] {
  return text.split('\n').filter((line) => line.length > MAX_HEADER_LINE_LENGTH);
}

/** Why a host would drop part of `text` (the build stops with it), or undefined when all fits. */
export function overlongHeadersProblem(text: string): string | undefined {
  const overlong = overlongHeaderLines(text);
  if (overlong.length === 0) return undefined;
  const lines = overlong
    .map((line) => `"${line.trim().slice(0, 40)}…" has ${line.length} characters`)
    .join('; ');
  return `_headers: ${lines}, over the ${MAX_HEADER_LINE_LENGTH} a header line may have on Cloudflare Pages, which would drop it. Shorten the configuration (e.g. fewer VITE_CSP_CONNECT_SRC sources).`;
}
