// Spec 000 §8: the swap's own reads (pairs, pools) that answer undecodable data count as missing
// and are logged as "Result data parsing failed", once per answer.
import { getChainInfo } from '@dex/chains';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

const GARBAGE = '0x0bad0bad';
vi.mock('../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly unknown[]) =>
    atom((): CallState[] =>
      calls.map(() => ({ ...INVALID_CALL_STATE, valid: true, data: GARBAGE, blockNumber: 1 })),
    ),
}));

const { swapStateAtom, v2TradeAtom, v3TradeAtom } = await import('./swapAtoms');
const { SwapField } = await import('@dex/swap');
const { tradeEngineAtom } = await import('./tradeEngineAtoms');

const dai = getChainInfo(31337)?.routing.commonBases.find((t) => t.symbol === 'DAI')?.address ?? '';

describe('undecodable trade reads', () => {
  it('find no route and are logged once through the app logger', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const store = createStore();
    store.set(swapStateAtom, {
      recipient: null,
      version: 'v2',
      independentField: SwapField.INPUT,
      typedValue: '1',
      inputCurrencyId: 'ETH',
      outputCurrencyId: dai,
    });
    const unsubscribe = store.sub(v2TradeAtom, () => {});
    for (let i = 0; i < 100 && !store.get(tradeEngineAtom); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(store.get(v2TradeAtom)).toEqual({ state: 'NO_ROUTE_FOUND', trade: null });
    expect(store.get(v3TradeAtom).trade).toBeNull();
    const parsing = debug.mock.calls.filter(
      ([message]) => message === 'Result data parsing failed',
    );
    expect(parsing).toHaveLength(1); // every read answered the same bytes: one line
    expect(parsing[0]?.[1]).toBe(GARBAGE);
    unsubscribe();
    debug.mockRestore();
  });
});
