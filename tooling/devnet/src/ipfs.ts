// Content addressing for the devnet's IPFS-gateway stand-in and the ENS contenthash that points at it.
//
// The stand-in identifies content by the sha2-256 multihash of its bytes. Real IPFS would hash the
// UnixFS DAG instead; the front end never recomputes hashes, it only carries the id from ENS to a
// gateway, so the id just has to have the real shapes: a dag-pb CIDv1 in the EIP-1577 contenthash
// (0xe3 0x01 = ipfs-ns, then the CID), and the CIDv0 ("Qm...") and base32 CIDv1 ("b...") forms
// that decoders turn it into. The gateway answers to either form.
import { createHash } from 'node:crypto';

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let out = '';
  while (value > 0n) {
    out = BASE58_ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

export interface ContentId {
  /** CIDv0, base58btc ("Qm..."). */
  cidV0: string;
  /** CIDv1 dag-pb, multibase base32 ("b..."). */
  cidV1: string;
  /** EIP-1577 contenthash, as stored in an ENS resolver. */
  contenthash: `0x${string}`;
}

export function contentId(content: string | Uint8Array): ContentId {
  const digest = createHash('sha256').update(content).digest();
  const multihash = Uint8Array.from([0x12, 0x20, ...digest]);
  const cidV1 = Uint8Array.from([0x01, 0x70, ...multihash]);
  return {
    cidV0: base58(multihash),
    cidV1: `b${base32(cidV1)}`,
    contenthash: `0xe301${Buffer.from(cidV1).toString('hex')}`,
  };
}
