/** Parses `0x`-prefixed (or bare) hex into bytes; returns null for odd length or non-hex characters. */
export function hexToBytes(hex: string): Uint8Array | null {
  const body = hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex;
  if (body.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(body)) return null;
  const bytes = new Uint8Array(body.length / 2);
  for (let i = 0; i < bytes.length; i++) {
    bytes[i] = Number.parseInt(body.slice(i * 2, i * 2 + 2), 16);
  }
  return bytes;
}

/** Reads an unsigned LEB128 varint (multiformats style); null when truncated or too long. */
export function readVarint(
  bytes: Uint8Array,
  offset: number,
): { value: number; next: number } | null {
  let value = 0;
  let shift = 0;
  for (let i = offset; i < bytes.length && shift <= 28; i++) {
    const byte = bytes[i] as number;
    value += (byte & 0x7f) * 2 ** shift;
    if ((byte & 0x80) === 0) return { value, next: i + 1 };
    shift += 7;
  }
  return null;
}
