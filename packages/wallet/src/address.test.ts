import { describe, expect, it } from 'vitest';
import { BLOCKED_ADDRESSES, isBlockedAddress, shortenAddress } from './address';

describe('shortenAddress', () => {
  it('keeps 0x plus 4 characters at each end', () => {
    expect(shortenAddress('0x7F367cC41522cE07553e823bf3be79A889DEbe1B')).toBe('0x7F36...be1B');
  });

  it('takes another length', () => {
    expect(shortenAddress('0x7F367cC41522cE07553e823bf3be79A889DEbe1B', 6)).toBe(
      '0x7F367c...DEbe1B',
    );
  });

  it.each(['', '0x123', 'not an address', '0x7F367cC41522cE07553e823bf3be79A889DEbe1BXX'])(
    'rejects %j',
    (value) => {
      expect(() => shortenAddress(value)).toThrow(`Invalid address: ${value}`);
    },
  );
});

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
