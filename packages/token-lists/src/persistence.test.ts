import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryStorage,
  loadPersisted,
  type PersistedFormat,
  savePersisted,
} from './persistence';

// A toy format: v0 stored a bare number, v1 wraps it, v2 renames the field.
const format: PersistedFormat<{ count: number }> = {
  version: 2,
  migrations: {
    0: (data) => ({ value: data }),
    1: (data) => ({ count: (data as { value: unknown }).value }),
  },
  parse: (data) =>
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { count: unknown }).count === 'number'
      ? { count: (data as { count: number }).count }
      : null,
  serialize: (value) => value,
};
const fallback = () => ({ count: -1 });
const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('loadPersisted / savePersisted', () => {
  it('round-trips through the versioned envelope', () => {
    const storage = createMemoryStorage();
    savePersisted(storage, 'k', format, { count: 3 });
    expect(JSON.parse(storage.getItem('k') ?? '')).toEqual({ version: 2, data: { count: 3 } });
    expect(loadPersisted(storage, 'k', format, fallback)).toEqual({ count: 3 });
  });

  it('migrates unversioned (v0) and v1 data step by step', () => {
    expect(loadPersisted(createMemoryStorage({ k: '7' }), 'k', format, fallback)).toEqual({
      count: 7,
    });
    const v1 = JSON.stringify({ version: 1, data: { value: 8 } });
    expect(loadPersisted(createMemoryStorage({ k: v1 }), 'k', format, fallback)).toEqual({
      count: 8,
    });
  });

  it.each([
    ['broken JSON', '{"version": 2, "data": '],
    ['a future version', JSON.stringify({ version: 99, data: { count: 1 } })],
    ['a wrong shape', JSON.stringify({ version: 2, data: { count: 'many' } })],
    ['a migration that throws', JSON.stringify({ version: 1, data: null })],
  ])('falls back to defaults on %s without throwing', (_label, raw) => {
    logger.warn.mockClear();
    expect(loadPersisted(createMemoryStorage({ k: raw }), 'k', format, fallback, logger)).toEqual({
      count: -1,
    });
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it('survives storage that throws on read and write', () => {
    const hostile = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadPersisted(hostile, 'k', format, fallback, logger)).toEqual({ count: -1 });
    expect(() => savePersisted(hostile, 'k', format, { count: 1 }, logger)).not.toThrow();
  });

  it('returns defaults when nothing is stored or no storage is given', () => {
    expect(loadPersisted(createMemoryStorage(), 'k', format, fallback)).toEqual({ count: -1 });
    expect(loadPersisted(undefined, 'k', format, fallback)).toEqual({ count: -1 });
  });
});
