import { Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { addTokenOffer, submittedSwap, watchAssetAdded, withAddStatus } from './submittedSwap';

const UNI = new Token(31337, `0x${'a'.repeat(40)}`, 18, 'UNI');
const DAI = new Token(31337, `0x${'d'.repeat(40)}`, 18, 'DAI');

describe('a submitted swap', () => {
  it('starts with nothing asked of the wallet', () => {
    expect(submittedSwap(UNI)).toEqual({ outputToken: UNI, addStatus: 'idle' });
    expect(submittedSwap(null).outputToken).toBeNull();
  });

  it('takes the add status only for the token it shows', () => {
    expect(withAddStatus(submittedSwap(UNI), UNI, 'adding')?.addStatus).toBe('adding');
    const other = submittedSwap(DAI);
    expect(withAddStatus(other, UNI, 'added')).toBe(other);
    expect(withAddStatus(null, UNI, 'added')).toBeNull();
  });

  it('counts the token as added only when the wallet answers true', () => {
    expect(watchAssetAdded(true)).toBe(true);
    expect(watchAssetAdded(false)).toBe(false);
    expect(watchAssetAdded(null)).toBe(false);
    expect(watchAssetAdded('true')).toBe(false);
  });

  it('offers adding the token only while the dialog shows a submitted swap to a token', () => {
    const added = { ...submittedSwap(UNI), addStatus: 'added' as const };
    expect(addTokenOffer('submitted', added)).toEqual({ token: UNI, status: 'added' });
    expect(addTokenOffer('pending', added)).toBeNull();
    expect(addTokenOffer('submitted', submittedSwap(null))).toBeNull();
    expect(addTokenOffer('submitted', null)).toBeNull();
  });
});
