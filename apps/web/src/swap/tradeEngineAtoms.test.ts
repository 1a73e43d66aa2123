import { getChainInfo } from '@dex/chains';
import { SwapField } from '@dex/swap';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  inputUsdValueAtom,
  selectedTradeAtom,
  slippageAmountsAtom,
  swapStateAtom,
  v2TradeAtom,
} from './swapAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

const usdc =
  getChainInfo(31337)?.routing.commonBases.find((t) => t.symbol === 'USDC')?.address ?? '';

const EMPTY = { recipient: null, version: 'v3' } as const;

/** Waits until the store's engine atom holds the loaded module. */
async function engineLoaded(store: ReturnType<typeof createStore>) {
  for (let i = 0; i < 100 && !store.get(tradeEngineAtom); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return store.get(tradeEngineAtom);
}

describe('the trade engine loads on demand', () => {
  it('is not needed for an empty form, whose trade is invalid without it', () => {
    const store = createStore();
    store.set(swapStateAtom, {
      ...EMPTY,
      independentField: SwapField.INPUT,
      typedValue: '',
      inputCurrencyId: 'ETH',
      outputCurrencyId: usdc,
    });
    expect(store.get(v2TradeAtom)).toEqual({ state: 'INVALID', trade: null });
    expect(store.get(slippageAmountsAtom)).toBeNull();
  });

  it('reads as loading (never a quote) until the engine is there, then prices with it', async () => {
    const store = createStore();
    store.set(swapStateAtom, {
      ...EMPTY,
      independentField: SwapField.INPUT,
      typedValue: '1',
      inputCurrencyId: usdc,
      outputCurrencyId: 'ETH',
    });
    const unsubscribe = store.sub(selectedTradeAtom, () => {});
    expect(store.get(tradeEngineAtom)).toBeNull();
    expect(store.get(selectedTradeAtom)).toEqual({ state: 'LOADING', trade: null });
    expect(store.get(inputUsdValueAtom)).toBeUndefined();

    const engine = await engineLoaded(store);
    expect(typeof engine?.v3TradeFromReads).toBe('function');
    // Loaded: one USDC is worth a dollar (the stablecoin needs no reads).
    expect(store.get(inputUsdValueAtom)?.toExact()).toBe('1');
    unsubscribe();
  });
});
