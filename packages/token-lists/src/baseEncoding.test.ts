import { describe, expect, it } from 'vitest';
import { encodeBase32Lower, encodeBase58btc } from './baseEncoding';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('encodeBase58btc', () => {
  it.each([
    ['', ''],
    ['hello world', 'StV1DL6CwTryKyV'],
    ['abc', 'ZiCa'],
  ])('encodes %j as %s', (input, expected) => {
    expect(encodeBase58btc(ascii(input))).toBe(expected);
  });

  it('keeps leading zero bytes as leading 1s', () => {
    expect(encodeBase58btc(new Uint8Array([0, 0, 1]))).toBe('112');
  });
});

describe('encodeBase32Lower (RFC 4648 vectors, no padding)', () => {
  it.each([
    ['', ''],
    ['f', 'my'],
    ['fo', 'mzxq'],
    ['foo', 'mzxw6'],
    ['foob', 'mzxw6yq'],
    ['fooba', 'mzxw6ytb'],
    ['foobar', 'mzxw6ytboi'],
  ])('encodes %j as %s', (input, expected) => {
    expect(encodeBase32Lower(ascii(input))).toBe(expected);
  });
});
