import { checksumAddress } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  InvalidAddressError,
  InvalidCallKeyError,
  InvalidHexError,
  InvalidNumberError,
} from './errors';
import {
  parseCallKey,
  toCallKey,
  validateAddress,
  validateCallData,
  validateChecksum,
  validateChecksummedContract,
  validateContractAddress,
  validateGas,
} from './validation';

const LOWER = '0x6b175474e89094c44da98b954eedeac495271d0f';
const CHECKSUMMED = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
/** CHECKSUMMED with the case of its last letter flipped: the typo EIP-55 catches. */
const BAD_CHECKSUM = '0x6B175474E89094C44Da98b954EedeAC495271d0f';

describe('validateAddress', () => {
  it.each([
    [LOWER, LOWER],
    [CHECKSUMMED, LOWER],
    [LOWER.toUpperCase().replace('0X', '0x'), LOWER],
  ])('normalises %s to lower case', (input, expected) => {
    expect(validateAddress(input)).toBe(expected);
  });

  // The root entry has no keccak (it would cost 1 kB gzip of its 6 kB): a mixed-case address is
  // read as the address its hex digits name. The /ethers, /viem and /deploy entries, which build
  // calls from addresses a person may have typed, refuse it (validateChecksum).
  it('reads a mixed-case address with a wrong checksum as its lower-case address', () => {
    expect(validateAddress(BAD_CHECKSUM)).toBe(LOWER);
    expect(validateContractAddress(BAD_CHECKSUM)).toBe(LOWER);
  });

  it.each([
    ['', 'Invalid address: '],
    ['0x123', 'Invalid address: 0x123'],
    [LOWER.slice(2), `Invalid address: ${LOWER.slice(2)}`],
    [`${LOWER}00`, `Invalid address: ${LOWER}00`],
    [
      '0xzz175474e89094c44da98b954eedeac495271d0f',
      'Invalid address: 0xzz175474e89094c44da98b954eedeac495271d0f',
    ],
  ])('rejects %j', (input, message) => {
    expect(() => validateAddress(input)).toThrow(InvalidAddressError);
    expect(() => validateAddress(input)).toThrow(message);
  });

  it('rejects the zero address for contracts only', () => {
    const zero = `0x${'0'.repeat(40)}`;
    expect(validateAddress(zero)).toBe(zero);
    expect(() => validateContractAddress(zero)).toThrow(`Invalid address: ${zero}`);
  });
});

describe('validateChecksum', () => {
  it.each([
    [LOWER, CHECKSUMMED],
    [CHECKSUMMED, CHECKSUMMED],
    [LOWER.toUpperCase().replace('0X', '0x'), CHECKSUMMED],
  ])('checksums %s', (input, expected) => {
    expect(validateChecksum(input, checksumAddress)).toBe(expected);
  });

  it('refuses a mixed-case address whose case is not its checksum', () => {
    expect(() => validateChecksum(BAD_CHECKSUM, checksumAddress)).toThrow(InvalidAddressError);
    expect(() => validateChecksum(BAD_CHECKSUM, checksumAddress)).toThrow(
      `Invalid address: ${BAD_CHECKSUM}`,
    );
  });

  it('refuses what validateAddress refuses, and the zero address for contracts', () => {
    expect(() => validateChecksum('0x123', checksumAddress)).toThrow('Invalid address: 0x123');
    const zero = `0x${'0'.repeat(40)}`;
    expect(validateChecksum(zero, checksumAddress)).toBe(zero);
    expect(() => validateChecksummedContract(zero, checksumAddress)).toThrow(
      `Invalid address: ${zero}`,
    );
    expect(validateChecksummedContract(LOWER, checksumAddress)).toBe(CHECKSUMMED);
  });
});

describe('validateCallData', () => {
  it.each(['0x', '0x70a08231', `0x${'ab'.repeat(36)}`])('accepts %s', (hex) => {
    expect(validateCallData(hex)).toBe(hex);
  });
  it.each(['0x70A08231', '70a08231', '0x123', '0xzz', ''])('rejects %j', (hex) => {
    expect(() => validateCallData(hex)).toThrow(InvalidHexError);
    expect(() => validateCallData(hex)).toThrow(`Invalid hex: ${hex}`);
  });
});

describe('validateGas', () => {
  it.each([0, 1, 200_000, Number.MAX_SAFE_INTEGER])('accepts %d', (gas) => {
    expect(validateGas(gas)).toBe(gas);
  });
  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '100'])('rejects %j', (gas) => {
    expect(() => validateGas(gas)).toThrow(InvalidNumberError);
    expect(() => validateGas(gas)).toThrow(`Invalid number: ${String(gas)}`);
  });
});

describe('call keys', () => {
  it.each([
    [{ address: LOWER, callData: '0x' }, `${LOWER}-0x`],
    [{ address: CHECKSUMMED, callData: '0x70a08231' }, `${LOWER}-0x70a08231`],
    [
      { address: LOWER, callData: '0x70a08231', gasRequired: 100_000 },
      `${LOWER}-0x70a08231-100000`,
    ],
  ])('round-trips %j', (call, key) => {
    expect(toCallKey(call)).toBe(key);
    expect(toCallKey(parseCallKey(key))).toBe(key);
  });

  it('parses the parts back', () => {
    expect(parseCallKey(`${CHECKSUMMED}-0xab-5`)).toEqual({
      address: LOWER,
      callData: '0xab',
      gasRequired: 5,
    });
  });

  it.each([
    '',
    CHECKSUMMED,
    `${CHECKSUMMED}-0xab-5-6`,
    `${CHECKSUMMED}-0xAB`,
    `${CHECKSUMMED}-0xab-1.5`,
    `${CHECKSUMMED}-0xab-`,
    '0x12-0xab',
  ])('rejects the key %j', (key) => {
    expect(() => parseCallKey(key)).toThrow(InvalidCallKeyError);
    expect(() => parseCallKey(key)).toThrow(`Invalid call key: ${key}`);
  });

  it('rejects invalid calls when making keys', () => {
    expect(() => toCallKey({ address: LOWER, callData: '0xA' })).toThrow('Invalid hex: 0xA');
    expect(() => toCallKey({ address: LOWER, callData: '0x', gasRequired: -1 })).toThrow(
      'Invalid number: -1',
    );
  });
});
