import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { checksumAddress, ZERO_ADDRESS } from './address';
import { InvalidArgumentError } from './errors';

// The EIP-55 specification's own examples.
const EIP55_EXAMPLES = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('checksumAddress', () => {
  it.each(EIP55_EXAMPLES)('writes %s from lower and upper case', (address) => {
    expect(checksumAddress(address.toLowerCase())).toBe(address);
    expect(checksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    expect(checksumAddress(address)).toBe(address);
  });

  it('agrees with ethers on many addresses', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const lower = `0x${(BigInt(seed) * 0x9e3779b97f4a7c15f39cc0605cedc834n).toString(16).padStart(40, '0').slice(-40)}`;
      expect(checksumAddress(lower)).toBe(getAddress(lower));
    }
  });

  it('rejects a mixed case that does not match the checksum', () => {
    const [first] = EIP55_EXAMPLES as [string];
    const flipped = `0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`;
    expect(flipped).not.toBe(first);
    expect(() => checksumAddress(flipped)).toThrow(
      new InvalidArgumentError(`Bad address checksum: ${flipped}`),
    );
  });

  it.each(['0x1234', 'not an address', `${ZERO_ADDRESS}00`, ` ${ZERO_ADDRESS}`])(
    'rejects %j',
    (value) => {
      expect(() => checksumAddress(value)).toThrow(InvalidArgumentError);
    },
  );
});
