import { encodeBase32Lower, encodeBase58btc } from './baseEncoding';
import { hexToBytes, readVarint } from './bytes';
import { TokenListError, UnrecognizedCodecError } from './errors';

/** Multicodec namespace codes that prefix an EIP-1577 contenthash. */
export const CONTENTHASH_CODECS = { ipfs: 0xe3, ipns: 0xe5 } as const;

const CID_VERSION_1 = 0x01;
const MULTIHASH_SHA2_256 = 0x12;
const MULTIHASH_IDENTITY = 0x00;

class MalformedContenthashError extends TokenListError {
  override readonly errorCode = 'token-lists/malformed-contenthash';

  constructor(reason: string) {
    super(`Malformed contenthash: ${reason}`);
  }
}

/**
 * Turns an EIP-1577 contenthash (hex, as returned by a resolver's `contenthash(node)`) into
 * an `ipfs://` or `ipns://` URI. IPFS and IPNS namespaces are recognised by their multicodec
 * prefixes; anything else throws `UnrecognizedCodecError`.
 *
 * CIDv0 content (a bare sha2-256 multihash) is written in base58btc (`Qm...`); CIDv1 content
 * in multibase base32 (`b...`). An IPNS record whose multihash is `identity` over a readable
 * name (DNSLink, e.g. `tokens.uniswap.org`) yields that name.
 * @spec 000 §7.10 List source by name-service name
 */
export function contenthashToUri(contenthash: string): string {
  const bytes = hexToBytes(contenthash);
  if (bytes === null) throw new MalformedContenthashError('not hex');
  const codec = readVarint(bytes, 0);
  if (codec === null) throw new MalformedContenthashError('truncated codec');

  const cid = bytes.subarray(codec.next);
  switch (codec.value) {
    case CONTENTHASH_CODECS.ipfs:
      return `ipfs://${encodeCid(cid)}`;
    case CONTENTHASH_CODECS.ipns:
      return `ipns://${readableIpnsName(cid) ?? encodeCid(cid)}`;
    default:
      throw new UnrecognizedCodecError();
  }
}

function isCidV0(cid: Uint8Array): boolean {
  return cid.length === 34 && cid[0] === MULTIHASH_SHA2_256 && cid[1] === 32;
}

function encodeCid(cid: Uint8Array): string {
  if (isCidV0(cid)) return encodeBase58btc(cid);
  const parsed = parseCidV1(cid);
  if (parsed === null) throw new MalformedContenthashError('unsupported CID');
  return `b${encodeBase32Lower(cid)}`;
}

function parseCidV1(
  cid: Uint8Array,
): { codec: number; hashCode: number; digest: Uint8Array } | null {
  const version = readVarint(cid, 0);
  if (version === null || version.value !== CID_VERSION_1) return null;
  const codec = readVarint(cid, version.next);
  if (codec === null) return null;
  const hashCode = readVarint(cid, codec.next);
  if (hashCode === null) return null;
  const length = readVarint(cid, hashCode.next);
  if (length === null || length.next + length.value !== cid.length) return null;
  return {
    codec: codec.value,
    hashCode: hashCode.value,
    digest: cid.subarray(length.next),
  };
}

const READABLE_NAME = /^[a-z0-9.-]+$/i;

function readableIpnsName(cid: Uint8Array): string | null {
  const parsed = parseCidV1(cid);
  if (parsed === null || parsed.hashCode !== MULTIHASH_IDENTITY) return null;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(parsed.digest);
  return READABLE_NAME.test(text) ? text : null;
}
