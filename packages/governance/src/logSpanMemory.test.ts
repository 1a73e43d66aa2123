import { createMemoryStorage, type Logger } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import {
  createLogSpan,
  createLogSpanMemory,
  LOG_SPAN_STORAGE_KEY,
  MAX_REMEMBERED_ENDPOINTS,
} from './logSpanMemory';

const URL_A = 'https://a.example/rpc';
const URL_B = 'https://b.example/rpc';

function learned(span: number, maxSpan = Number.POSITIVE_INFINITY, refused = span + 1) {
  return { ...createLogSpan(), span, maxSpan, refused, accepted: span };
}

describe('createLogSpanMemory', () => {
  it('keeps each endpoint and chain apart; an unknown one starts with nothing learned', () => {
    const memory = createLogSpanMemory();
    memory.write(URL_A, 1, learned(50, 50));
    expect(memory.read(URL_A, 1)).toMatchObject({ span: 50, maxSpan: 50 });
    expect(memory.read(URL_A, 10)).toEqual(createLogSpan());
    expect(memory.read(URL_B, 1)).toEqual(createLogSpan());
  });

  it('hands out copies: a scan changing its span does not change what is remembered', () => {
    const memory = createLogSpanMemory();
    memory.write(URL_A, 1, learned(50, 50));
    const span = memory.read(URL_A, 1);
    span.span = 1;
    expect(memory.read(URL_A, 1).span).toBe(50);
  });

  it('a new memory over the same storage (the next visit) gets the span, the limit and the refused span, not the accepted span', () => {
    const storage = createMemoryStorage();
    createLogSpanMemory({ storage }).write(URL_A, 1, learned(2_000, 2_000));
    createLogSpanMemory({ storage }).write(URL_B, 1, {
      ...createLogSpan(),
      span: 400,
      refused: 10_000,
      accepted: 400,
    });
    const next = createLogSpanMemory({ storage });
    expect(next.read(URL_A, 1)).toEqual({
      ...createLogSpan(),
      span: 2_000,
      maxSpan: 2_000,
      refused: 2_001,
    });
    expect(next.read(URL_B, 1)).toEqual({ ...createLogSpan(), span: 400, refused: 10_000 });
    // Infinity is stored as null (JSON has none) and read back as Infinity.
    createLogSpanMemory({ storage }).write(URL_A, 5, createLogSpan());
    expect(createLogSpanMemory({ storage }).read(URL_A, 5)).toEqual(createLogSpan());
  });

  it('writes storage only when what it keeps changed', () => {
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const memory = createLogSpanMemory({ storage });
    memory.write(URL_A, 1, learned(50, 50));
    memory.write(URL_A, 1, { ...learned(50, 50), accepted: 10 });
    expect(setItem).toHaveBeenCalledTimes(1);
    memory.write(URL_A, 1, learned(60, 60));
    expect(setItem).toHaveBeenCalledTimes(2);
  });

  it(`remembers at most ${MAX_REMEMBERED_ENDPOINTS} endpoints, forgetting the least recently learned`, () => {
    const storage = createMemoryStorage();
    const memory = createLogSpanMemory({ storage });
    for (let i = 0; i <= MAX_REMEMBERED_ENDPOINTS; i++)
      memory.write(`https://${i}.example`, 1, learned(10 + i));
    const next = createLogSpanMemory({ storage });
    expect(next.read('https://0.example', 1)).toEqual(createLogSpan());
    expect(next.read('https://1.example', 1).span).toBe(11);
    expect(next.read(`https://${MAX_REMEMBERED_ENDPOINTS}.example`, 1).span).toBe(
      10 + MAX_REMEMBERED_ENDPOINTS,
    );
  });

  it('drops unusable stored entries one by one and keeps the good ones beside them', () => {
    const storage = createMemoryStorage({
      [LOG_SPAN_STORAGE_KEY]: JSON.stringify({
        version: 1,
        data: {
          [`1 ${URL_A}`]: { span: 50, maxSpan: 50, refused: 51 },
          [`1 ${URL_B}`]: { span: 'wide', maxSpan: null, refused: null },
          '2 x': { span: 1e300, maxSpan: null, refused: null },
          '3 x': null,
          // A span over the stored limit is brought down to it.
          '4 x': { span: 900, maxSpan: 100, refused: 101 },
        },
      }),
    });
    const memory = createLogSpanMemory({ storage });
    expect(memory.read(URL_A, 1)).toMatchObject({ span: 50, maxSpan: 50, refused: 51 });
    expect(memory.read(URL_B, 1)).toEqual(createLogSpan());
    expect(memory.read('x', 2)).toEqual(createLogSpan());
    expect(memory.read('x', 3)).toEqual(createLogSpan());
    expect(memory.read('x', 4)).toMatchObject({ span: 100, maxSpan: 100 });
  });

  it('storage that throws or holds garbage is never fatal: memory goes on without it', () => {
    const warn = vi.fn();
    const logger: Logger = { debug: () => {}, warn, error: () => {} };
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    const memory = createLogSpanMemory({ storage: broken, logger });
    expect(memory.read(URL_A, 1)).toEqual(createLogSpan());
    memory.write(URL_A, 1, learned(50, 50));
    expect(memory.read(URL_A, 1).span).toBe(50);
    expect(warn).toHaveBeenCalled();

    const garbage = createMemoryStorage({ [LOG_SPAN_STORAGE_KEY]: '}{' });
    expect(createLogSpanMemory({ storage: garbage }).read(URL_A, 1)).toEqual(createLogSpan());
  });
});
