import { createMemoryStorage, plainJsonFormat } from '@dex/primitives';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { atomWithPersistence } from './storage';

const isSmallNumber = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value < 100;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('atomWithPersistence', () => {
  it('reads a value saved before versioning, and writes it versioned', () => {
    const storage = createMemoryStorage({ slippage: '50' });
    const slippage = atomWithPersistence('slippage', 10, plainJsonFormat(isSmallNumber), {
      storage: () => storage,
    });
    const store = createStore();
    expect(store.get(slippage)).toBe(50);
    store.set(slippage, 30);
    expect(JSON.parse(storage.getItem('slippage') ?? '')).toEqual({ version: 1, data: 30 });
    const reopened = atomWithPersistence('slippage', 10, plainJsonFormat(isSmallNumber), {
      storage: () => storage,
    });
    expect(createStore().get(reopened)).toBe(30);
  });

  it('leaves a value a newer version of the app stored alone, and works in memory', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const newer = '{"version":9,"data":{"bips":50}}';
    const storage = createMemoryStorage({ slippage: newer });
    const slippage = atomWithPersistence('slippage', 10, plainJsonFormat(isSmallNumber), {
      storage: () => storage,
    });
    const store = createStore();
    expect(store.get(slippage)).toBe(10);
    store.set(slippage, 20);
    expect(store.get(slippage)).toBe(20);
    expect(storage.getItem('slippage')).toBe(newer);
  });
});
