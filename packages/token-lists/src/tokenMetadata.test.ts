import { encodeBytes32String } from 'ethers';
import { describe, expect, it } from 'vitest';
import { parseBytes32String, resolveTokenName, resolveTokenSymbol } from './tokenMetadata';

const MKR = encodeBytes32String('MKR');

describe('token metadata fallbacks', () => {
  it('prefers the string result', () => {
    expect(resolveTokenSymbol('DAI', MKR)).toBe('DAI');
  });

  it('falls back to a null-terminated bytes32 result', () => {
    expect(parseBytes32String(MKR)).toBe('MKR');
    expect(resolveTokenSymbol('', MKR)).toBe('MKR');
    expect(resolveTokenName(undefined, encodeBytes32String('Maker'))).toBe('Maker');
  });

  it("makes hidden and reordering characters of a contract's symbol and name visible", () => {
    expect(resolveTokenSymbol('USDC\u200B', MKR)).toBe('USDC\uFFFD');
    expect(resolveTokenName('Tether \u202EDSU', undefined)).toBe('Tether \uFFFDDSU');
    expect(resolveTokenSymbol('', encodeBytes32String('D\u2066AI'))).toBe('D\uFFFDAI');
  });

  it('rejects bytes32 whose last byte is not zero, and non-bytes32 data', () => {
    const full = `0x${'41'.repeat(32)}`;
    expect(parseBytes32String(full)).toBeNull();
    expect(parseBytes32String('0x1234')).toBeNull();
    expect(resolveTokenSymbol(undefined, full)).toBe('UNKNOWN');
    expect(resolveTokenName(null, '0x')).toBe('Unknown Token');
    expect(resolveTokenName()).toBe('Unknown Token');
  });
});
