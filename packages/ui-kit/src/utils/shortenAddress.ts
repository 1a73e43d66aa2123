import { isAddress, shortenAddress } from '@dex/primitives';

// @spec 000 §9.14 Display
/** The shortened address for display, or the text unchanged when it is not an address. */
export function displayAddress(address: string): string {
  return isAddress(address) ? shortenAddress(address) : address;
}
