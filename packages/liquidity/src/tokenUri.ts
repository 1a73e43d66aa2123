// Spec 001 §3 "Token metadata is a base64 JSON with an image": the position manager's tokenURI.
// The URI is chain data anyone can shape (a malicious manager or descriptor), so it is read
// defensively: only a base64 JSON document is accepted, and only an image the browser shows
// inertly through <img src> (an SVG data URI or an https URL) is passed on. Anything else gives
// undefined and the screen shows a placeholder.

/** The position's artwork and name from its token URI. */
export interface PositionMetadata {
  readonly name: string | undefined;
  /** A `data:image/svg+xml…` or `https://` URI, for `<img src>` only (never inserted as markup). */
  readonly image: string | undefined;
}

const JSON_PREFIX = 'data:application/json;base64,';
/** The real descriptor's URIs are 10-30 KB; anything far beyond is refused unread. */
export const TOKEN_URI_MAX_LENGTH = 1_000_000;

function decodeBase64(text: string): string | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return undefined;
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** An image URI that `<img src>` shows without running anything: SVG data or https. */
export function safeImageUri(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > TOKEN_URI_MAX_LENGTH) return undefined;
  if (/^data:image\/svg\+xml[;,]/i.test(value)) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The metadata of a token URI: undefined when it is not a base64 JSON object with a usable image
 * (missing, malformed, too long, or an image of any other scheme).
 * @spec 000 §9.16 Token metadata
 */
export function parseTokenUri(uri: string | undefined): PositionMetadata | undefined {
  if (!uri || uri.length > TOKEN_URI_MAX_LENGTH || !uri.startsWith(JSON_PREFIX)) return undefined;
  const text = decodeBase64(uri.slice(JSON_PREFIX.length));
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const { name, image } = json as Record<string, unknown>;
  const safe = safeImageUri(image);
  if (!safe) return undefined;
  return { name: typeof name === 'string' ? name : undefined, image: safe };
}
