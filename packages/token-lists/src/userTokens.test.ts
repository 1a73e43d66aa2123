import { createMemoryStorage, createPersistedValue, type KeyValueStorage } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { addressFor } from '../fixtures/generate';
import {
  addUserToken,
  clearUserTokens,
  EMPTY_USER_TOKENS,
  removeUserToken,
  serializeUserToken,
  userTokensOnChain,
  userTokensPersistedFormat,
} from './userTokens';

const token = {
  chainId: 1,
  address: addressFor(7).toLowerCase(),
  decimals: 18,
  symbol: 'T',
  name: 'T',
};

describe('user tokens', () => {
  it('adds with a checksummed address, removes and clears per chain', () => {
    let state = addUserToken(EMPTY_USER_TOKENS, token);
    state = addUserToken(state, { ...token, chainId: 5 });
    expect(userTokensOnChain(state, 1)).toEqual([{ ...token, address: addressFor(7) }]);
    expect(userTokensOnChain(removeUserToken(state, 1, token.address), 1)).toEqual([]);
    const cleared = clearUserTokens(state, 1);
    expect(userTokensOnChain(cleared, 1)).toEqual([]);
    expect(userTokensOnChain(cleared, 5)).toHaveLength(1);
  });

  it('ignores invalid tokens', () => {
    expect(addUserToken(EMPTY_USER_TOKENS, { ...token, address: '0x12' })).toBe(EMPTY_USER_TOKENS);
    expect(addUserToken(EMPTY_USER_TOKENS, { ...token, decimals: 1.5 })).toBe(EMPTY_USER_TOKENS);
    expect(addUserToken(EMPTY_USER_TOKENS, { ...token, decimals: 255 })).toBe(EMPTY_USER_TOKENS);
    expect(addUserToken(EMPTY_USER_TOKENS, { ...token, chainId: -1 })).toBe(EMPTY_USER_TOKENS);
  });

  it('persists and drops tampered entries on load', () => {
    const stored = (storage: KeyValueStorage) =>
      createPersistedValue({
        storage,
        key: 'u',
        format: userTokensPersistedFormat,
        defaults: () => EMPTY_USER_TOKENS,
      });
    const storage = createMemoryStorage();
    stored(storage).write(addUserToken(EMPTY_USER_TOKENS, token));
    expect(userTokensOnChain(stored(storage).read(), 1)).toHaveLength(1);
    const tampered = JSON.stringify({
      version: 1,
      data: {
        1: {
          x: { chainId: 1, address: 'evil', decimals: 18 },
          y: { chainId: 1, address: addressFor(8), decimals: 255 },
        },
      },
    });
    const loaded = stored(createMemoryStorage({ u: tampered })).read();
    expect(userTokensOnChain(loaded, 1)).toEqual([]);
  });

  it('keeps symbol and name as labels, also for tokens stored before that rule', () => {
    const hidden = { ...token, symbol: 'WETH\u200B', name: '\u202EWrapped' };
    const shown = { symbol: 'WETH\uFFFD', name: '\uFFFDWrapped' };
    expect(userTokensOnChain(addUserToken(EMPTY_USER_TOKENS, hidden), 1)).toEqual([
      { ...hidden, ...shown, address: addressFor(7) },
    ]);
    const old = JSON.stringify({ version: 1, data: { 1: { [addressFor(7)]: hidden } } });
    const loaded = createPersistedValue({
      storage: createMemoryStorage({ u: old }),
      key: 'u',
      format: userTokensPersistedFormat,
      defaults: () => EMPTY_USER_TOKENS,
    }).read();
    expect(userTokensOnChain(loaded, 1)).toMatchObject([shown]);
  });
});

describe('serializeUserToken', () => {
  it('keeps the chain, address and decimals, and a symbol and name only when there are some', () => {
    expect(serializeUserToken(token)).toEqual(token);
    const { symbol: _symbol, ...bare } = token;
    expect(serializeUserToken({ ...bare, name: '' })).toEqual({
      chainId: 1,
      address: token.address,
      decimals: 18,
    });
  });
});
