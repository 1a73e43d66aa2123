import { keccak_256 } from '@noble/hashes/sha3';
import { keccak256 as ethersKeccak } from 'ethers';
import { describe, expect, it } from 'vitest';
import { keccak256 } from './keccak';

const hex = (bytes: Uint8Array) =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

describe('keccak256', () => {
  it('hashes the empty input to the well-known Keccak-256 value', () => {
    expect(hex(keccak256(new Uint8Array()))).toBe(
      '0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
    );
  });

  // Around the 136-byte rate: padding in one byte, padding that opens a block, several blocks.
  it.each([1, 40, 135, 136, 137, 271, 272, 500])(
    'agrees with noble and ethers at %i bytes',
    (length) => {
      const data = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      const ours = hex(keccak256(data));
      expect(ours).toBe(hex(keccak_256(data)));
      expect(ours).toBe(ethersKeccak(data));
    },
  );
});
