import { describe, expect, it } from 'vitest';
import { displayAddress } from './shortenAddress';

const ADDRESS = '0xA7e5d5A720f06526557c513402f2e6B5fA20b008';

describe('displayAddress', () => {
  it('shortens addresses and leaves other text alone', () => {
    expect(displayAddress(ADDRESS)).toBe('0xA7e5...b008');
    expect(displayAddress('0x123')).toBe('0x123');
  });
});
