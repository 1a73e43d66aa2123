// Account and contract addresses as the packages pass them around: 0x plus 40 hex characters.
// Checksums are not verified here (that needs keccak); packages that must verify use ethers.

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
 * Throws a `TypeError` for anything that is not an address.
 */
export function shortenAddress(address: string, chars = 4): string {
  if (!isAddress(address)) throw new TypeError(`Invalid address: ${address}`);
  return `${address.slice(0, chars + 2)}...${address.slice(-chars)}`;
}

/**
 * Whether two values are the same address, ignoring case (wallets report lower case, registries
 * checksummed). False when either is missing or not an address.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return isAddress(a) && isAddress(b) && a.toLowerCase() === b.toLowerCase();
}
