import { describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { KNOWN_LIST_URLS } from './defaultLists';
import { createInitialListsState, listsReducer } from './listsState';
import { createUnsupportedTokenLookup, unsupportedListsFromState } from './unsupportedTokens';

const [blocked, other] = generateTokens(2);
if (!blocked || !other) throw new Error('fixture');

describe('unsupported tokens', () => {
  it('looks tokens up by chain and address in any case', () => {
    const lookup = createUnsupportedTokenLookup([makeList([blocked])]);
    expect(lookup.isUnsupported(1, blocked.address.toLowerCase())).toBe(true);
    expect(lookup.isUnsupported(5, blocked.address)).toBe(false);
    expect(lookup.isUnsupported(1, other.address)).toBe(false);
    expect(lookup.isUnsupported(1, 'not an address')).toBe(false);
  });

  it('combines the loaded security-notice list with bundled lists', () => {
    let state = createInitialListsState();
    expect(unsupportedListsFromState(state)).toEqual([]);
    const notice = makeList([blocked]);
    state = listsReducer(state, {
      type: 'fetch/fulfilled',
      url: KNOWN_LIST_URLS.securityNotice,
      requestId: '1',
      tokenList: notice,
    });
    const bundled = makeList([other]);
    const lookup = createUnsupportedTokenLookup(
      unsupportedListsFromState(state, undefined, [bundled]),
    );
    expect(lookup.size).toBe(2);
    expect(lookup.isUnsupported(1, blocked.address)).toBe(true);
  });
});
