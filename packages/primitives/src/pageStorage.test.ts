import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistedStore, currentHostingOrigin, plainJsonFormat } from './pageStorage';
import { createMemoryStorage } from './storage';
import { THIS_VISIT_ONLY } from './storageTrust';

const isSmallNumber = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value < 100;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPersistedStore', () => {
  it('reads a value saved before versioning, and writes it versioned', () => {
    const storage = createMemoryStorage({ slippage: '50' });
    const store = createPersistedStore(plainJsonFormat(isSmallNumber), 10, {
      storage: () => storage,
    });
    expect(store.getItem('slippage')).toBe(50);
    store.setItem('slippage', 30);
    expect(JSON.parse(storage.getItem('slippage') ?? '')).toEqual({ version: 1, data: 30 });
    const reopened = createPersistedStore(plainJsonFormat(isSmallNumber), 10, {
      storage: () => storage,
    });
    expect(reopened.getItem('slippage')).toBe(30);
    reopened.removeItem('slippage');
    expect(storage.getItem('slippage')).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{not json'],
    ['a value of the wrong shape', '"fifty"'],
    ['a version from the future', '{"version":9,"data":50}'],
  ])('gives the default for %s and says so in the console', (_label, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = createMemoryStorage({ slippage: stored });
    const store = createPersistedStore(plainJsonFormat(isSmallNumber), 10, {
      storage: () => storage,
    });
    expect(store.getItem('slippage')).toBe(10);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps working when the storage throws', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const store = createPersistedStore(plainJsonFormat(isSmallNumber), 10, {
      storage: () => broken,
    });
    expect(store.getItem('slippage')).toBe(10);
    expect(() => store.setItem('slippage', 20)).not.toThrow();
  });

  it('keeps nothing for a value kept for this visit only on a path gateway', () => {
    const storage = createMemoryStorage({ '/ipfs/bafy/expert': '{"version":1,"data":5}' });
    vi.stubGlobal('location', { pathname: '/ipfs/bafy/swap' });
    try {
      expect(currentHostingOrigin()).toEqual({ kind: 'pathGateway', contentPath: '/ipfs/bafy/' });
      const store = createPersistedStore(plainJsonFormat(isSmallNumber), 10, {
        storage: () => storage,
        trust: THIS_VISIT_ONLY,
      });
      expect(store.getItem('expert')).toBe(10);
      store.setItem('expert', 20);
      expect(storage.entries.size).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
