import { sanitizeDisplayText } from '@dex/primitives';

// @spec 000 §5.4 Symbol and name fallbacks
/** Shown when a token's symbol cannot be read as text or as a bytes32 string. */
export const UNKNOWN_SYMBOL = 'UNKNOWN';
/** Shown when a token's name cannot be read as text or as a bytes32 string. */
export const UNKNOWN_TOKEN_NAME = 'Unknown Token';

const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

/**
 * Decodes a bytes32 string result (old tokens such as MKR return `bytes32` for symbol and
 * name). Only accepted when the last byte is zero, i.e. the text is null-terminated; null
 * otherwise.
 */
export function parseBytes32String(bytes32: string): string | null {
  if (!BYTES32.test(bytes32) || !bytes32.endsWith('00')) return null;
  const bytes: number[] = [];
  for (let i = 2; i < bytes32.length; i += 2) {
    const byte = Number.parseInt(bytes32.slice(i, i + 2), 16);
    if (byte === 0) break;
    bytes.push(byte);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/**
 * The string result if it is non-empty text, else the bytes32 result if it decodes, else the
 * fallback. Feed it the decoded `string` call and the raw `bytes32` call of the same method. The
 * text is the contract's to choose: hidden and reordering characters come back visible as "�"
 * (`sanitizeDisplayText`).
 */
export function parseStringOrBytes32(
  text: string | undefined | null,
  bytes32: string | undefined | null,
  fallback: string,
): string {
  if (typeof text === 'string' && text.length > 0) return sanitizeDisplayText(text);
  if (typeof bytes32 === 'string') {
    const decoded = parseBytes32String(bytes32);
    if (decoded !== null && decoded.length > 0) return sanitizeDisplayText(decoded);
  }
  return fallback;
}

export function resolveTokenSymbol(text?: string | null, bytes32?: string | null): string {
  return parseStringOrBytes32(text, bytes32, UNKNOWN_SYMBOL);
}

export function resolveTokenName(text?: string | null, bytes32?: string | null): string {
  return parseStringOrBytes32(text, bytes32, UNKNOWN_TOKEN_NAME);
}
