import { describe, expect, it } from 'vitest';
import { BLOCKED_ADDRESSES, isBlockedAddress } from './blockedAddresses';

describe('isBlockedAddress', () => {
  it('holds the five addresses of the spec', () => {
    expect(BLOCKED_ADDRESSES).toHaveLength(5);
  });

  it.each(BLOCKED_ADDRESSES)('blocks %s in any case', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
    expect(isBlockedAddress(address.toLowerCase())).toBe(true);
    expect(isBlockedAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(true);
  });

  it('lets other accounts and no account through', () => {
    expect(isBlockedAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false);
    expect(isBlockedAddress('0x7F367cC41522cE07553e823bf3be79A889DEbe1C')).toBe(false);
    expect(isBlockedAddress(null)).toBe(false);
    expect(isBlockedAddress(undefined)).toBe(false);
    expect(isBlockedAddress('')).toBe(false);
  });
});
