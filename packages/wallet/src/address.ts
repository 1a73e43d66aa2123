import type { Address } from '@dex/chains';

// @spec 000 §2.7 A blocked-address screen shows only the
/** The spec's built-in blocklist (OFAC SDN addresses); accounts on it see only "Blocked address". */
export const BLOCKED_ADDRESSES: readonly Address[] = [
  '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b',
  '0x901bb9583b24D97e995513C6778dc6888AB6870e',
  '0xA7e5d5A720f06526557c513402f2e6B5fA20b008',
  '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
];

const BLOCKED_LOWERCASE = new Set(BLOCKED_ADDRESSES.map((address) => address.toLowerCase()));

// @spec 000 §6.3 Accounts on the 5-address blocklist see
/** Case-insensitive: wallets report addresses in lower case or checksummed. */
export function isBlockedAddress(address: string | null | undefined): boolean {
  return typeof address === 'string' && BLOCKED_LOWERCASE.has(address.toLowerCase());
}
