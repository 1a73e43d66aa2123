import { describe, expect, it } from 'vitest';
import { BLOCKED_ADDRESSES, isBlockedAddress } from './address';

describe('isBlockedAddress', () => {
  it('has the five spec addresses', () => {
    expect(BLOCKED_ADDRESSES).toHaveLength(5);
  });

  it.each(BLOCKED_ADDRESSES)('blocks %s in any letter case', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
    expect(isBlockedAddress(address.toLowerCase())).toBe(true);
    expect(isBlockedAddress(address.toUpperCase().replace('0X', '0x'))).toBe(true);
  });

  it('lets other addresses and empty values through', () => {
    expect(isBlockedAddress('0x1111111111111111111111111111111111111111')).toBe(false);
    expect(isBlockedAddress(undefined)).toBe(false);
    expect(isBlockedAddress(null)).toBe(false);
    expect(isBlockedAddress('')).toBe(false);
  });
});
