// The few Solidity ABI shapes the packages read and write themselves (32-byte words, dynamic
// bytes and strings), so a package that only needs them does not bring an Ethereum library along.
// Reading is strict: data too short, a dirty address or bool word, or an offset outside the data
// throws a RangeError, which callers treat as an answer that does not decode.

import type { Address, Hex } from './address';
import { DexError } from './errors';

// Its errors are DexErrors with a code rather than classes of their own: @dex/multicall's root
// entry reads its answers with these words and must stay within 6 kB gzip.

const HEX_PATTERN = /^0x(?:[0-9a-fA-F]{2})*$/;
const WORD_BYTES = 32;
// Pure: a bundle that never decodes text drops it.
const decoder = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/** An ABI-encoded answer, read by byte offset. */
export interface AbiReader {
  /** Bytes in the data. */
  readonly size: number;
  /** The unsigned integer in the word at `offset`. */
  uint(offset: number): bigint;
  /** uint() as a number; throws when it is not a safe integer (an offset or a length). */
  safeUint(offset: number): number;
  /** The word at `offset` as a bool: exactly 0 or 1. */
  bool(offset: number): boolean;
  /** The word at `offset` as an address (lower case): its first 12 bytes must be zero. */
  address(offset: number): Address;
  /** The word at `offset` as 0x + 64 hex digits (bytes32). */
  bytes32(offset: number): Hex;
  /** The dynamic `bytes` whose offset (from `base`) is in the word at `head`, as lower-case hex. */
  bytes(head: number, base?: number): Hex;
  /** The dynamic `string` whose offset (from `base`) is in the word at `head`; UTF-8, strict. */
  string(head: number, base?: number): string;
}

/** A reader over `data` (0x hex of whole bytes); throws a RangeError for anything else. */
export function abiReader(data: string): AbiReader {
  if (typeof data !== 'string' || !HEX_PATTERN.test(data)) {
    throw new DexError('primitives/malformed-abi', 'ABI data is not 0x hex of whole bytes');
  }
  const hex = data.slice(2).toLowerCase();
  const size = hex.length / 2;

  const slice = (offset: number, length: number): string => {
    if (!Number.isSafeInteger(offset) || offset < 0 || length < 0 || offset + length > size) {
      throw new DexError(
        'primitives/malformed-abi',
        `ABI data too short: ${length} bytes at ${offset} of ${size}`,
      );
    }
    return hex.slice(offset * 2, (offset + length) * 2);
  };
  const word = (offset: number) => slice(offset, WORD_BYTES);
  const uint = (offset: number) => BigInt(`0x${word(offset)}`);
  const safeUint = (offset: number) => {
    const value = uint(offset);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new DexError(
        'primitives/malformed-abi',
        `ABI offset or length out of range at ${offset}`,
      );
    }
    return Number(value);
  };
  const bytes = (head: number, base = 0): Hex => {
    const start = base + safeUint(head);
    const length = safeUint(start);
    return `0x${slice(start + WORD_BYTES, length)}`;
  };

  return {
    size,
    uint,
    safeUint,
    bool(offset) {
      const value = uint(offset);
      if (value > 1n)
        throw new DexError('primitives/malformed-abi', `ABI bool out of range at ${offset}`);
      return value === 1n;
    },
    address(offset) {
      const text = word(offset);
      if (!text.startsWith('0'.repeat(24))) {
        throw new DexError(
          'primitives/malformed-abi',
          `ABI address has dirty high bytes at ${offset}`,
        );
      }
      return `0x${text.slice(24)}`;
    },
    bytes32: (offset) => `0x${word(offset)}`,
    bytes,
    string(head, base = 0) {
      const content = bytes(head, base).slice(2);
      const raw = new Uint8Array(content.length / 2);
      for (let i = 0; i < raw.length; i++) {
        raw[i] = Number.parseInt(content.slice(i * 2, i * 2 + 2), 16);
      }
      return decoder.decode(raw);
    },
  };
}

/** `value` as one word (64 hex digits, no 0x). */
export function abiUintWord(value: bigint | number): string {
  const big = BigInt(value);
  if (big < 0n || big >= 1n << 256n)
    throw new DexError('primitives/invalid-argument', `Not a uint256: ${value}`);
  return big.toString(16).padStart(64, '0');
}

/** An address as one word (no 0x). The caller has validated it. */
export function abiAddressWord(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0');
}

/** Dynamic `bytes` (0x hex of whole bytes) as its length word and the zero-padded content (no 0x). */
export function abiBytesTail(data: string): string {
  const content = data.slice(2).toLowerCase();
  const padded = content.padEnd(Math.ceil(content.length / 64) * 64, '0');
  return abiUintWord(content.length / 2) + padded;
}
