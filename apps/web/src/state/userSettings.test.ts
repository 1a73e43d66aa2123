import { createMemoryStorage, createPersistedValue, silentLogger } from '@dex/primitives';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addUserPair,
  EMPTY_USER_PAIRS,
  parseStoredDarkMode,
  resolveDarkMode,
  USER_PAIRS_STORAGE_KEY,
  userPairsOnChain,
  userPairsPersistedFormat,
} from './userSettings';

describe('userDarkMode persistence', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, null],
    ['null', null],
    ['"dark"', null],
    ['{broken', null],
    ['1', null],
  ])('parses %s as %s', (raw, expected) => {
    expect(parseStoredDarkMode(raw)).toBe(expected);
  });

  it('lets the user choice win over the system, null follows the system', () => {
    expect(resolveDarkMode(null, true)).toBe(true);
    expect(resolveDarkMode(null, false)).toBe(false);
    expect(resolveDarkMode(false, true)).toBe(false);
    expect(resolveDarkMode(true, false)).toBe(true);
  });
});

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

  it.each([['{broken'], ['[1,2]'], ['{"version":99,"data":{}}']])(
    'gives no pairs for corrupt storage %s and logs it',
    (raw) => {
      const { value, warn } = persisted(raw);
      expect(value.read()).toEqual(EMPTY_USER_PAIRS);
      expect(warn).toHaveBeenCalled();
    },
  );
});

describe('URLWarningVisible, timestamp and the version update (spec 000 §3, §9)', () => {
  async function freshSettings() {
    vi.resetModules();
    return import('./userSettings');
  }

  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the URL warning until dismissed, and remembers the dismissal', async () => {
    const first = await freshSettings();
    const store = createStore();
    expect(store.get(first.urlWarningVisibleAtom)).toBe(true);
    store.set(first.urlWarningVisibleAtom, false);
    const again = await freshSettings();
    expect(createStore().get(again.urlWarningVisibleAtom)).toBe(false);
  });

  it('resets slippage and deadline stored as non-numbers to the defaults, and stamps the time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('dex.user.userSlippageTolerance', '"fifty"');
    localStorage.setItem('dex.user.userDeadline', 'null');
    const settings = await freshSettings();
    const store = createStore();
    store.set(settings.updateUserSettingsVersionAtom, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem('dex.user.userSlippageTolerance') ?? '')).toEqual({
      version: 1,
      data: 10,
    });
    expect(JSON.parse(localStorage.getItem('dex.user.userDeadline') ?? '')).toEqual({
      version: 1,
      data: 1200,
    });
    expect(store.get(settings.userSettingsTimestampAtom)).toBe(1_700_000_000_000);
  });

  it('keeps slippage and deadline that are numbers', async () => {
    localStorage.setItem('dex.user.userSlippageTolerance', '50');
    localStorage.setItem('dex.user.userDeadline', '600');
    const settings = await freshSettings();
    const store = createStore();
    store.set(settings.updateUserSettingsVersionAtom, 5);
    const reread = await freshSettings();
    const { userSlippageBipsAtom, userDeadlineSecondsAtom } = await import('./tradeSettings');
    const readStore = createStore();
    expect(readStore.get(userSlippageBipsAtom)).toBe(50);
    expect(readStore.get(userDeadlineSecondsAtom)).toBe(600);
    expect(createStore().get(reread.userSettingsTimestampAtom)).toBe(5);
  });

  it('takes only finite numbers as numbers', async () => {
    const { numberOrDefault } = await freshSettings();
    expect(numberOrDefault(25, 10)).toBe(25);
    expect(numberOrDefault('25', 10)).toBe(10);
    expect(numberOrDefault(Number.NaN, 10)).toBe(10);
    expect(numberOrDefault(undefined, 1200)).toBe(1200);
  });
});
