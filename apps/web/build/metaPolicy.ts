// The Content-Security-Policy as a meta tag in index.html, for hosts that cannot set headers. It
// binds only what follows it, so it goes right after `<meta charset>` (which must stay within the
// document's first 1024 bytes), before any script, style or preload the build writes into <head>.

function attributeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function metaPolicyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${attributeText(policy)}" />`;
}

/** `html` with the policy's meta tag after its charset declaration; throws when there is none. */
export function withMetaPolicy(html: string, policy: string): string {
  const charset = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i.exec(html);
  if (!charset) throw new Error('index.html needs <meta charset> before the policy can be placed');
  const end = charset.index + charset[0].length;
  const firstScript = html.search(/<(script|link|style)\b/i);
  if (firstScript !== -1 && firstScript < end) {
    throw new Error(
      'index.html loads something before <meta charset>; the policy would not cover it',
    );
  }
  return `${html.slice(0, end)}\n    ${metaPolicyTag(policy)}${html.slice(end)}`;
}
