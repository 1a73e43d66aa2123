import type { TokenInfo } from '@uniswap/token-lists';
import { describe, expect, it } from 'vitest';
import { generateTokens, makeList } from '../fixtures/generate';
import { activeListSource } from './listSource';
import { createInitialListsState, type ListsState, listsReducer } from './listsState';

const HIGH = 'https://high.test/list.json';
const LOW = 'https://low.test/list.json';
const OFF = 'https://off.test/list.json';
const [onAll, onlyInactive, onNone] = generateTokens(3) as [TokenInfo, TokenInfo, TokenInfo];

function loaded(state: ListsState, url: string, name: string, tokens: TokenInfo[]): ListsState {
  return listsReducer(state, {
    type: 'fetch/fulfilled',
    url,
    requestId: 'r',
    tokenList: makeList(tokens, { name }),
  });
}

describe('activeListSource', () => {
  let state = createInitialListsState({
    defaultListUrls: [HIGH, LOW, OFF],
    defaultActiveListUrls: [LOW, HIGH],
  });
  state = loaded(state, HIGH, 'High', [onAll]);
  state = loaded(state, LOW, 'Low', [onAll]);
  state = loaded(state, OFF, 'Off', [onAll, onlyInactive]);

  it('names the highest-priority active list that has the token', () => {
    const token = onAll;
    expect(activeListSource(state, token.chainId, token.address, [HIGH, LOW, OFF])).toBe('High');
    expect(activeListSource(state, token.chainId, token.address.toLowerCase(), [LOW, HIGH])).toBe(
      'Low',
    );
  });

  it('never lends an inactive list its name: a token only there has no source', () => {
    const token = onlyInactive;
    expect(activeListSource(state, token.chainId, token.address, [HIGH, LOW, OFF])).toBeNull();
    const enabled = listsReducer(state, { type: 'enable', url: OFF });
    expect(activeListSource(enabled, token.chainId, token.address, [HIGH, LOW, OFF])).toBe('Off');
  });

  it("makes hidden and reordering characters of the list's name visible", () => {
    const fresh = createInitialListsState({
      defaultListUrls: [HIGH],
      defaultActiveListUrls: [HIGH],
    });
    const spoofing = loaded(fresh, HIGH, '\u202Etluafed sbal pawsinu', [onAll]);
    expect(activeListSource(spoofing, onAll.chainId, onAll.address, [HIGH, LOW, OFF])).toBe(
      '\uFFFDtluafed sbal pawsinu',
    );
  });

  it('no source for a token on no list, on another chain or for a malformed address', () => {
    const token = onNone;
    expect(activeListSource(state, token.chainId, token.address)).toBeNull();
    const listed = onAll;
    expect(activeListSource(state, listed.chainId + 1, listed.address)).toBeNull();
    expect(activeListSource(state, listed.chainId, 'not an address')).toBeNull();
  });
});
