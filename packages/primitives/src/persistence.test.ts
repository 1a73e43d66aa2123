import { describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError } from './errors';
import type { Logger } from './logger';
import { createPersistedValue, numberOrDefault, type PersistedFormat } from './persistence';
import { createMemoryStorage, type KeyValueStorage } from './storage';

interface Settings {
  readonly slippage: number;
  readonly expert: boolean;
}

const DEFAULTS: Settings = { slippage: 50, expert: false };

/** Version 2 stores { slippage, expert }; version 1 stored { slippageBips }. */
const format: PersistedFormat<Settings> = {
  version: 2,
  migrations: {
    1: (data) => ({ slippage: (data as { slippageBips: number }).slippageBips, expert: false }),
  },
  parse(data) {
    const { slippage, expert } = (data ?? {}) as Partial<Settings>;
    return typeof slippage === 'number' && typeof expert === 'boolean'
      ? { slippage, expert }
      : null;
  },
};

const KEY = 'dex.settings';

function setup(stored?: string, storage?: KeyValueStorage) {
  const memory = createMemoryStorage(stored === undefined ? {} : { [KEY]: stored });
  const logger: Logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const value = createPersistedValue({
    storage: storage ?? memory,
    key: KEY,
    format,
    defaults: () => DEFAULTS,
    logger,
  });
  return { memory, logger, value };
}

const envelope = (version: unknown, data: unknown) => JSON.stringify({ version, data });

describe('createPersistedValue', () => {
  it('gives the defaults when nothing is stored, quietly', () => {
    const { value, logger } = setup();
    expect(value.read()).toEqual(DEFAULTS);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('writes a versioned envelope and reads it back', () => {
    const { value, memory } = setup();
    value.write({ slippage: 10, expert: true });
    expect(JSON.parse(memory.getItem(KEY) ?? '')).toEqual({
      version: 2,
      data: { slippage: 10, expert: true },
    });
    expect(value.read()).toEqual({ slippage: 10, expert: true });
  });

  it('migrates older data step by step', () => {
    const { value, logger } = setup(envelope(1, { slippageBips: 30 }));
    expect(value.read()).toEqual({ slippage: 30, expert: false });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{"version": 2, "data": {'],
    ['a version too old to migrate (unversioned data)', JSON.stringify({ slippage: 10 })],
    ['a version from the future', envelope(3, { slippage: 10, expert: true })],
    ['a negative version', envelope(-1, {})],
    ['a shape the parser rejects', envelope(2, { slippage: '10', expert: true })],
    ['JSON null', 'null'],
  ])('gives the defaults and warns for %s', (_, stored) => {
    const { value, logger } = setup(stored);
    expect(value.read()).toEqual(DEFAULTS);
    expect(logger.warn).toHaveBeenCalledWith(
      'Ignoring unusable dex.settings in storage; using defaults',
      expect.any(Error),
    );
  });

  it('gives the defaults when the parser or a migration throws', () => {
    const failing = new Error('bad');
    const logger: Logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const storage = createMemoryStorage({ a: envelope(1, {}), b: envelope(2, {}) });
    const throwing: PersistedFormat<Settings> = {
      version: 2,
      migrations: {
        1: () => {
          throw failing;
        },
      },
      parse: () => {
        throw failing;
      },
    };
    for (const key of ['a', 'b']) {
      const value = createPersistedValue({
        storage,
        key,
        format: throwing,
        defaults: () => DEFAULTS,
        logger,
      });
      expect(value.read()).toEqual(DEFAULTS);
    }
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(vi.mocked(logger.warn).mock.calls.map((call) => call[1])).toEqual([failing, failing]);
  });

  it('survives a storage that throws on every access (storage disabled, quota)', () => {
    const denied = new DOMException('denied', 'SecurityError');
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw denied;
      },
      setItem: () => {
        throw denied;
      },
      removeItem: () => {
        throw denied;
      },
    };
    const { value, logger } = setup(undefined, throwing);
    expect(value.read()).toEqual(DEFAULTS);
    expect(() => value.write({ slippage: 1, expert: false })).not.toThrow();
    expect(() => value.remove()).not.toThrow();
    expect(vi.mocked(logger.warn).mock.calls.map((call) => call[0])).toEqual([
      'Could not read dex.settings from storage; using defaults',
      'Could not write dex.settings to storage',
      'Could not remove dex.settings from storage',
    ]);
  });

  it('logs a value that cannot be serialised instead of throwing', () => {
    const { value, memory, logger } = setup();
    const cyclic: Record<string, unknown> = { slippage: 1, expert: false };
    cyclic.self = cyclic;
    value.write(cyclic as unknown as Settings);
    expect(memory.getItem(KEY)).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not write dex.settings to storage',
      expect.any(TypeError),
    );
  });

  it('stores what serialize returns', () => {
    const memory = createMemoryStorage();
    const value = createPersistedValue<bigint>({
      storage: memory,
      key: 'amount',
      format: {
        version: 1,
        parse: (data) => (typeof data === 'string' ? BigInt(data) : null),
        serialize: (amount) => amount.toString(),
      },
      defaults: () => 0n,
    });
    value.write(12n);
    expect(memory.getItem('amount')).toBe('{"version":1,"data":"12"}');
    expect(value.read()).toBe(12n);
  });

  it('keeps nothing without a storage', () => {
    const value = createPersistedValue({
      storage: undefined,
      key: KEY,
      format,
      defaults: () => DEFAULTS,
    });
    value.write({ slippage: 1, expert: true });
    expect(value.read()).toEqual(DEFAULTS);
  });

  it('forgets the stored value on remove', () => {
    const { value, memory } = setup(envelope(2, { slippage: 5, expert: true }));
    value.remove();
    expect(memory.getItem(KEY)).toBeNull();
    expect(value.read()).toEqual(DEFAULTS);
  });

  it('never writes over data stored by a newer version: read gives the defaults, write keeps it', () => {
    // A rolled-back deployment (or an older mirror) opens storage a newer version wrote.
    const newer = envelope(3, { slippage: 10, expert: true, hops: 2 });
    const { value, memory, logger } = setup(newer);
    expect(value.read()).toEqual(DEFAULTS);
    value.write({ slippage: 20, expert: false });
    expect(memory.getItem(KEY)).toBe(newer);
    value.write({ slippage: 30, expert: false });
    expect(memory.getItem(KEY)).toBe(newer);
    // Warned once: the value lives in the caller's memory only.
    expect(vi.mocked(logger.warn).mock.calls.map((call) => call[0])).toEqual([
      'Ignoring unusable dex.settings in storage; using defaults',
      'Not writing dex.settings: storage holds version 3, newer than this version (2); the value is kept in memory only',
    ]);
    // An explicit remove forgets it; then this version writes again.
    value.remove();
    expect(memory.getItem(KEY)).toBeNull();
    value.write({ slippage: 40, expert: false });
    expect(value.read()).toEqual({ slippage: 40, expert: false });
  });

  it.each([
    ['corrupt JSON', '{"version": 2, "data": {'],
    ['a negative version', envelope(-1, {})],
    ['an older version', envelope(1, { slippageBips: 30 })],
  ])('overwrites %s', (_, stored) => {
    const { value, memory } = setup(stored);
    value.write({ slippage: 20, expert: false });
    expect(JSON.parse(memory.getItem(KEY) ?? '')).toEqual({
      version: 2,
      data: { slippage: 20, expert: false },
    });
  });

  it('calls defaults afresh for each read, so callers may mutate what they get', () => {
    const defaults = vi.fn(() => ({ ...DEFAULTS }));
    const value = createPersistedValue({ storage: undefined, key: KEY, format, defaults });
    expect(value.read()).not.toBe(value.read());
    expect(defaults).toHaveBeenCalledTimes(2);
  });

  it('refuses a format without a positive integer version', () => {
    expect(() =>
      createPersistedValue({
        storage: undefined,
        key: KEY,
        format: { ...format, version: 0 },
        defaults: () => DEFAULTS,
      }),
    ).toThrow(new InvalidArgumentError('The version of dex.settings must be a positive integer'));
  });
});

describe('numberOrDefault', () => {
  it('takes only finite numbers as numbers', () => {
    expect(numberOrDefault(25, 10)).toBe(25);
    expect(numberOrDefault('25', 10)).toBe(10);
    expect(numberOrDefault(Number.NaN, 10)).toBe(10);
    expect(numberOrDefault(Number.POSITIVE_INFINITY, 10)).toBe(10);
    expect(numberOrDefault(undefined, 1200)).toBe(1200);
  });
});
