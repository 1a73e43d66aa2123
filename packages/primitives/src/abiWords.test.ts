import { AbiCoder } from 'ethers';
import { describe, expect, it } from 'vitest';
import { abiAddressWord, abiBytesTail, abiReader, abiUintWord } from './abiWords';

const coder = AbiCoder.defaultAbiCoder();
const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

describe('abiReader', () => {
  it('reads what a standard coder wrote', () => {
    const data = coder.encode(
      ['uint256', 'bool', 'address', 'bytes32', 'bytes', 'string'],
      [2n ** 200n + 7n, true, ADDRESS, `0x${'ab'.repeat(32)}`, '0xdeadbeef01', 'Ünïcode ✓ token'],
    );
    const reader = abiReader(data);
    expect(reader.uint(0)).toBe(2n ** 200n + 7n);
    expect(reader.bool(32)).toBe(true);
    expect(reader.address(64)).toBe(ADDRESS);
    expect(reader.bytes32(96)).toBe(`0x${'ab'.repeat(32)}`);
    expect(reader.bytes(128)).toBe('0xdeadbeef01');
    expect(reader.string(160)).toBe('Ünïcode ✓ token');
  });

  it('reads offsets relative to a base (a tuple inside an array)', () => {
    const data = coder.encode(
      ['(bool,bytes)[]'],
      [
        [
          [true, '0x01'],
          [false, '0x'],
        ],
      ],
    );
    const reader = abiReader(data);
    const array = reader.safeUint(0);
    expect(reader.safeUint(array)).toBe(2);
    const items = array + 32;
    const second = items + reader.safeUint(items + 32);
    expect(reader.bool(second)).toBe(false);
    expect(reader.bytes(second + 32, second)).toBe('0x');
  });

  it.each([
    ['data that is not hex', 'hello'],
    ['half a byte', '0xabc'],
  ])('rejects %s', (_, data) => {
    expect(() => abiReader(data)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
  });

  it('rejects data too short, dirty words and offsets past the end', () => {
    const word = (value: string) => value.padStart(64, '0');
    expect(() => abiReader(`0x${'00'.repeat(31)}`).uint(0)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
    expect(() => abiReader(`0x${word('2')}`).bool(0)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
    expect(() => abiReader(`0x${'01'.repeat(32)}`).address(0)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
    expect(() => abiReader(`0x${word('20')}${word('40')}`).bytes(0)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
    expect(() => abiReader(`0x${'ff'.repeat(32)}`).bytes(0)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/malformed-abi' }),
    );
    // Invalid UTF-8 is not a string.
    expect(() => abiReader(coder.encode(['bytes'], ['0xff'])).string(0)).toThrow();
  });
});

describe('abi words', () => {
  it('writes what a standard coder reads', () => {
    const data = `0x${abiUintWord(5)}${abiAddressWord(ADDRESS.toUpperCase().replace('0X', '0x'))}${abiUintWord(96)}${abiBytesTail('0x0102')}`;
    expect(coder.decode(['uint256', 'address', 'bytes'], data).toArray()).toEqual([
      5n,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x0102',
    ]);
  });

  it('rejects numbers outside uint256', () => {
    expect(() => abiUintWord(-1)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/invalid-argument' }),
    );
    expect(() => abiUintWord(2n ** 256n)).toThrow(
      expect.objectContaining({ errorCode: 'primitives/invalid-argument' }),
    );
  });
});
