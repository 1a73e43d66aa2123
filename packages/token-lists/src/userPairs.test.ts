import { createMemoryStorage, createPersistedValue, silentLogger } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import {
  addUserPair,
  EMPTY_USER_PAIRS,
  USER_PAIRS_STORAGE_KEY,
  userPairsOnChain,
  userPairsPersistedFormat,
} from './userPairs';

describe('stored pairs (spec 000 §3)', () => {
  const USDC = {
    chainId: 1,
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    decimals: 6,
    symbol: 'USDC',
    name: 'USD Coin',
  };
  const WETH = { chainId: 1, address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', decimals: 18 };
  const GOERLI_WETH = { ...WETH, chainId: 5 };

  it('stores a pair once, in address order, per chain', () => {
    const once = addUserPair(EMPTY_USER_PAIRS, WETH, USDC);
    const twice = addUserPair(once, USDC, { ...WETH, address: WETH.address.toLowerCase() });
    expect(userPairsOnChain(twice, 1)).toEqual([{ token0: USDC, token1: WETH }]);
    expect(userPairsOnChain(twice, 5)).toEqual([]);
  });

  it.each([
    ['tokens of two chains', WETH, GOERLI_WETH],
    ['one token twice', WETH, { ...WETH, address: WETH.address.toLowerCase() }],
    ['a malformed address', WETH, { ...USDC, address: '0x1234' }],
    ['unusable decimals', WETH, { ...USDC, decimals: 300 }],
  ])('does not store %s', (_name, a, b) => {
    expect(addUserPair(EMPTY_USER_PAIRS, a, b)).toBe(EMPTY_USER_PAIRS);
  });

  function persisted(raw: string | null) {
    const storage = createMemoryStorage();
    if (raw !== null) storage.setItem(USER_PAIRS_STORAGE_KEY, raw);
    const warn = vi.fn();
    const value = createPersistedValue({
      storage,
      key: USER_PAIRS_STORAGE_KEY,
      format: userPairsPersistedFormat,
      defaults: () => EMPTY_USER_PAIRS,
      logger: { ...silentLogger, warn },
    });
    return { value, storage, warn };
  }

  it('round-trips through storage and reads the unversioned data of older versions', () => {
    const state = addUserPair(EMPTY_USER_PAIRS, WETH, USDC);
    const { value, storage } = persisted(null);
    value.write(state);
    expect(JSON.parse(storage.getItem(USER_PAIRS_STORAGE_KEY) ?? '')).toMatchObject({ version: 1 });
    expect(value.read()).toEqual(state);
    expect(persisted(JSON.stringify(state)).value.read()).toEqual(state);
  });

  it('drops stored pairs that may not be stored and keeps the rest', () => {
    const good = addUserPair(EMPTY_USER_PAIRS, WETH, USDC)[1];
    const raw = JSON.stringify({
      version: 1,
      data: { 1: { ...good, bad: { token0: WETH, token1: GOERLI_WETH } }, 5: 'nonsense' },
    });
    expect(userPairsOnChain(persisted(raw).value.read(), 1)).toEqual([
      { token0: USDC, token1: WETH },
    ]);
  });

  it("keeps symbols and names as labels, as the user's tokens do, also for stored pairs", () => {
    const hidden = { ...USDC, symbol: 'USDC\u200B', name: '\u202EUSD Coin' };
    const shown = { ...USDC, symbol: 'USDC\uFFFD', name: '\uFFFDUSD Coin' };
    expect(userPairsOnChain(addUserPair(EMPTY_USER_PAIRS, WETH, hidden), 1)).toEqual([
      { token0: shown, token1: WETH },
    ]);
    const raw = JSON.stringify({
      version: 1,
      data: { 1: { pair: { token0: hidden, token1: WETH } } },
    });
    expect(userPairsOnChain(persisted(raw).value.read(), 1)).toEqual([
      { token0: shown, token1: WETH },
    ]);
  });

  it.each([['{broken'], ['[1,2]'], ['{"version":99,"data":{}}']])(
    'gives no pairs for corrupt storage %s and logs it',
    (raw) => {
      const { value, warn } = persisted(raw);
      expect(value.read()).toEqual(EMPTY_USER_PAIRS);
      expect(warn).toHaveBeenCalled();
    },
  );
});
