import { describe, expect, it } from 'vitest';
import { displayAddress, shortenAddress } from './shortenAddress';

const ADDRESS = '0xA7e5d5A720f06526557c513402f2e6B5fA20b008';

describe('shortenAddress', () => {
  it('keeps 4 characters at each end by default', () => {
    expect(shortenAddress(ADDRESS)).toBe('0xA7e5...b008');
    expect(shortenAddress(ADDRESS, 6)).toBe('0xA7e5d5...20b008');
  });

  it('throws for something that is not an address', () => {
    expect(() => shortenAddress('vitalik.eth')).toThrow('Invalid address: vitalik.eth');
  });
});

describe('displayAddress', () => {
  it('shortens addresses and leaves other text alone', () => {
    expect(displayAddress(ADDRESS)).toBe('0xA7e5...b008');
    expect(displayAddress('0x123')).toBe('0x123');
  });
});
