import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createMemoryStorage } from './storage';

describe('createMemoryStorage', () => {
  it('starts from the given entries and reads back what was written', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(Object.fromEntries(storage.entries)).toEqual({ b: '2' });
  });
});

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is undefined outside a browser', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(browserStorage()).toBeUndefined();
  });

  it("is the page's localStorage when there is one", () => {
    const storage = createMemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage()).toBe(storage);
  });

  it('is undefined where reading localStorage throws (storage disabled)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeUndefined();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
