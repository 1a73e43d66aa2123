import { describe, expect, it } from 'vitest';
import { isAddress, sameAddress, shortenAddress } from './address';
import { InvalidAddressError } from './errors';

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('isAddress', () => {
  it.each([
    [CHECKSUMMED, true],
    [CHECKSUMMED.toLowerCase(), true],
    // The checksum is not verified: a wrongly mixed case still counts.
    ['0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266', true],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9226', false],
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb922666', false],
    ['f39Fd6e51aad88F6F4ce6aB8827279cffFb92266aa', false],
    ['0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266', false],
    [` ${CHECKSUMMED}`, false],
    [undefined, false],
    [42, false],
  ])('%s -> %s', (value, expected) => {
    expect(isAddress(value)).toBe(expected);
  });
});

describe('shortenAddress', () => {
  it('keeps the prefix and four characters from each end', () => {
    expect(shortenAddress(CHECKSUMMED)).toBe('0xf39F...2266');
  });

  it('takes another width', () => {
    expect(shortenAddress(CHECKSUMMED, 6)).toBe('0xf39Fd6...b92266');
  });

  it('refuses anything that is not an address', () => {
    expect(() => shortenAddress('vitalik.eth')).toThrow(new InvalidAddressError('vitalik.eth'));
  });
});

describe('sameAddress', () => {
  it('ignores case', () => {
    expect(sameAddress(CHECKSUMMED, CHECKSUMMED.toLowerCase())).toBe(true);
  });

  it('tells different addresses apart', () => {
    expect(sameAddress(CHECKSUMMED, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false);
  });

  it('is false when either side is missing or not an address', () => {
    expect(sameAddress(undefined, undefined)).toBe(false);
    expect(sameAddress(null, CHECKSUMMED)).toBe(false);
    expect(sameAddress('abc', 'ABC')).toBe(false);
  });
});
