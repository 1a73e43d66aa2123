// The trade engine (tradeEngine.ts) as an atom: reading it starts the download, and it is null
// until the module is there. The swap atoms read it only once the form needs a trade (both
// currencies and an amount, from typing or the URL) or a price, so the first paint does without
// it; meanwhile the trade reads as loading, the page's usual state while a quote is fetched.
// A failed download is not kept: once the page that hit it is gone (the route's error boundary
// shows instead), the next read (Try again, or coming back to /swap) downloads anew.
import { atom, type WritableAtom } from 'jotai';
import { loadable } from 'jotai/utils';

export type TradeEngine = typeof import('./tradeEngine');

const loadTradeEngine = (): Promise<TradeEngine> => import('./tradeEngine');

/**
 * The engine over `load`: null while it downloads, the module once there; a failed download is
 * thrown to the page's boundary, and forgotten when the last reader unmounts (no reader is left
 * then, so nothing downloads in the background; the next reader starts a new download).
 */
export function createTradeEngineAtom(
  load: () => Promise<TradeEngine>,
): WritableAtom<TradeEngine | null, [], void> {
  const attemptAtom = atom(0);
  const loadAtom = loadable(
    atom((get) => {
      get(attemptAtom);
      return load();
    }),
  );
  const engineAtom = atom(
    (get) => {
      const state = get(loadAtom);
      if (state.state === 'hasError') throw state.error;
      return state.state === 'hasData' ? state.data : null;
    },
    // Forget a failed attempt; a loading or loaded engine stays.
    (get, set) => {
      if (get(loadAtom).state === 'hasError') set(attemptAtom, (n) => n + 1);
    },
  );
  engineAtom.onMount = (forgetFailure) => forgetFailure;
  return engineAtom;
}

/** The app's trade engine (see createTradeEngineAtom). */
export const tradeEngineAtom = createTradeEngineAtom(loadTradeEngine);

/** Starts the download early (first focus of an amount field); the module cache shares it. */
export function preloadTradeEngine(): void {
  void loadTradeEngine().catch(() => {
    // Reported when the engine is actually needed (tradeEngineAtom throws it then).
  });
}
