// Pure path rules of the route tables (spec 000 §2). Routes are exact and strict; the redirects
// of /swap/{token} and of the liquidity routes are @dex/router's and @dex/liquidity's.

/** Strict matching: a trailing slash or an empty segment makes the path "any other path". */
export function isStrictPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return !pathname.endsWith('/') && !pathname.includes('//');
}

// @spec 000 §2.2 Navigation links
/** Pool is the active nav link on /pool and on paths starting /add, /remove, /increase, /find. */
export function isPoolPath(pathname: string): boolean {
  return ['/pool', '/add', '/remove', '/increase', '/find'].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
