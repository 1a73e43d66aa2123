// The one rule for paths the URL asks us to go back to (/find?origin=…; any future returnTo or
// redirect parameter uses it too). Such a value is untrusted: a link from anywhere can set it.

/**
 * `raw` as a path of this site, or null. Browsers read `//host`, `/\host` and `/<tab>/host` as
 * another site, so the value is resolved against the site's own `origin` the way a browser would,
 * must stay on that origin, and the resolved form (never the raw text) is returned: what is linked
 * is what was checked. A result that would itself read as another host (`/.//host` resolves to
 * `//host`) is refused too.
 */
export function sameSitePath(raw: string | null | undefined, origin: string): string | null {
  if (!raw?.startsWith('/')) return null;
  let url: URL;
  let site: string;
  try {
    site = new URL(origin).origin;
    url = new URL(raw, site);
  } catch {
    return null;
  }
  if (url.origin !== site) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : null;
}

/** Where a back link goes: `raw` when it is a path of this site, else `fallback`. */
export function returnPath(
  raw: string | null | undefined,
  fallback: string,
  origin: string,
): string {
  return sameSitePath(raw, origin) ?? fallback;
}
