// Account and contract addresses as the packages pass them around: 0x plus 40 hex characters.
// isAddress and sameAddress ignore case; checksumAddress writes and verifies EIP-55 checksums
// (keccak from @noble/hashes, so no Ethereum library is needed for it).
import { InvalidAddressError, InvalidArgumentError } from './errors';
import { keccak256 } from './keccak';

/** A 20-byte address as hex. Registries keep them EIP-55 checksummed. */
export type Address = `0x${string}`;

/** Any 0x-prefixed hex string (call data, hashes, quantities). */
export type Hex = `0x${string}`;

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** 0x plus 40 hex characters, in any case (the checksum is not verified). */
export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && ADDRESS_PATTERN.test(value);
}

/**
 * `0x1234...abcd`: the prefix plus `chars` characters from each end (the spec shows 4).
 * Throws `InvalidAddressError` for anything that is not an address.
 */
export function shortenAddress(address: string, chars = 4): string {
  if (!isAddress(address)) throw new InvalidAddressError(address);
  return `${address.slice(0, chars + 2)}...${address.slice(-chars)}`;
}

/**
 * Whether two values are the same address, ignoring case (wallets report lower case, registries
 * checksummed). False when either is missing or not an address.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return isAddress(a) && isAddress(b) && a.toLowerCase() === b.toLowerCase();
}

/** The zero address: no contract or account lives there. */
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';

// Pure: a bundle that never checksums drops it.
const encoder = /* @__PURE__ */ new TextEncoder();

/**
 * The EIP-55 checksummed form of `value` (given in lower, upper or mixed case). Throws
 * `InvalidAddressError` for anything that is not an address, and `InvalidArgumentError` for a
 * mixed-case address whose case does not match its checksum: the typo the checksum exists to catch.
 */
export function checksumAddress(value: string): Address {
  if (!isAddress(value)) throw new InvalidAddressError(value);
  const lower = value.slice(2).toLowerCase();
  const hash = keccak256(encoder.encode(lower));
  let checksummed = '0x';
  for (let i = 0; i < 40; i++) {
    // The i-th hex digit of the hash: upper nibble for even i, lower for odd.
    const nibble = i % 2 === 0 ? (hash[i >> 1] as number) >> 4 : (hash[i >> 1] as number) & 15;
    const char = lower[i] as string;
    checksummed += nibble >= 8 ? char.toUpperCase() : char;
  }
  const digits = value.slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && value !== checksummed) {
    throw new InvalidArgumentError(`Bad address checksum: ${value}`);
  }
  return checksummed as Address;
}
