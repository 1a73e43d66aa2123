// The trade engine (tradeEngine.ts) as an atom: reading it starts the download, and it is null
// until the module is there. The swap atoms read it only once the form needs a trade (both
// currencies and an amount, from typing or the URL) or a price, so the first paint does without
// it; meanwhile the trade reads as loading, the page's usual state while a quote is fetched.
import { type Atom, atom } from 'jotai';
import { loadable } from 'jotai/utils';

export type TradeEngine = typeof import('./tradeEngine');

const loadTradeEngine = (): Promise<TradeEngine> => import('./tradeEngine');

const engineLoadAtom = loadable(atom(loadTradeEngine));

/** The loaded engine, or null while it downloads; a failed download is thrown to the page's boundary. */
export const tradeEngineAtom: Atom<TradeEngine | null> = atom((get) => {
  const load = get(engineLoadAtom);
  if (load.state === 'hasError') throw load.error;
  return load.state === 'hasData' ? load.data : null;
});

/** Starts the download early (first focus of an amount field); the module cache shares it. */
export function preloadTradeEngine(): void {
  void loadTradeEngine().catch(() => {
    // Reported when the engine is actually needed (tradeEngineAtom throws it then).
  });
}
