const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * `0x1234...abcd`: the first and last `chars` characters of an address (4 by default, per spec).
 * Throws for anything that is not a 20-byte hex address.
 */
export function shortenAddress(address: string, chars = 4): string {
  if (!ADDRESS_PATTERN.test(address)) throw new TypeError(`Invalid address: ${address}`);
  return `${address.slice(0, chars + 2)}...${address.slice(-chars)}`;
}

/** The shortened address for display, or the text unchanged when it is not an address. */
export function displayAddress(address: string): string {
  return ADDRESS_PATTERN.test(address) ? shortenAddress(address) : address;
}
