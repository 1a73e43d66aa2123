/**
 * Returns the URL when it is an absolute http(s) address, otherwise null. Links may come from
 * token lists or other untrusted data, so `javascript:` and similar schemes must never reach href.
 */
export function safeExternalHref(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}
