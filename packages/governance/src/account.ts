// An account the claim and delegation dialogs act for, validated as the wallet would send it.
import { getAddress, isAddress } from 'ethers';

/**
 * `value` as a checksummed address; undefined when it is missing or no address (a mixed-case
 * address with a wrong checksum included).
 */
export function checksummedAccount(value: string | null | undefined): string | undefined {
  return value && isAddress(value) ? getAddress(value) : undefined;
}
