import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createTradeEngineAtom, type TradeEngine } from './tradeEngineAtoms';

// Any object stands for the module here: the atom hands back what the loader resolved with.
const engine = { loaded: true } as unknown as TradeEngine;

describe('a failed trade engine download', () => {
  it('reaches the page, then the next reader after it downloads anew (no page reload)', async () => {
    const load = vi
      .fn<() => Promise<TradeEngine>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(engine);
    const engineAtom = createTradeEngineAtom(load);
    const store = createStore();

    // The swap page reads the engine; the download fails and is thrown to the route's boundary.
    const unmountPage = store.sub(engineAtom, () => {});
    expect(store.get(engineAtom)).toBeNull();
    await vi.waitFor(() => expect(() => store.get(engineAtom)).toThrow('Failed to fetch'));
    // The boundary replaces the page: nothing downloads again behind it.
    unmountPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledOnce();

    // Try again renders the page anew: it reads as loading, then the engine is there.
    const unmountAgain = store.sub(engineAtom, () => {});
    expect(store.get(engineAtom)).toBeNull();
    await vi.waitFor(() => expect(store.get(engineAtom)).toBe(engine));
    expect(load).toHaveBeenCalledTimes(2);
    unmountAgain();
    // A loaded engine is kept.
    expect(store.get(engineAtom)).toBe(engine);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
