import { describe, expect, it } from 'vitest';
import { hasEnsNameShape, recipientWithoutEns, typedRecipient } from './recipient';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('typedRecipient', () => {
  it.each([
    ['', { status: 'empty' }],
    ['  \n', { status: 'empty' }],
    ['hello', { status: 'invalid' }],
    ['0x1234', { status: 'invalid' }],
    // A mixed-case address whose checksum is wrong: the typo the checksum exists to catch.
    [VITALIK.replace('dA6', 'Da6'), { status: 'invalid' }],
    [` ${VITALIK.toLowerCase()} `, { status: 'lookup', text: VITALIK.toLowerCase() }],
    ['vitalik. eth', { status: 'lookup', text: 'vitalik.eth' }],
  ])('%j is %j', (typed, expected) => {
    expect(typedRecipient(typed)).toEqual(expected);
  });

  it('takes dot-separated labels for a name', () => {
    expect(hasEnsNameShape('a.b.eth')).toBe(true);
    expect(hasEnsNameShape('eth')).toBe(false);
    expect(hasEnsNameShape('a..eth')).toBe(false);
  });
});

describe('recipientWithoutEns', () => {
  it('keeps an address, checksummed and without a name, and refuses a name', () => {
    expect(recipientWithoutEns(VITALIK.toLowerCase())).toEqual({
      status: 'valid',
      address: VITALIK,
      name: null,
    });
    expect(recipientWithoutEns('vitalik.eth')).toEqual({ status: 'invalid' });
  });
});
