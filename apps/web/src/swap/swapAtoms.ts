// The swap page's state as jotai atoms: the swap state, its currencies and amount, the v2 and v3
// trades priced from batched chain reads (@dex/router's trade reads), balances and the recipient.
// Approval and permit live in approvalAtoms.ts, the main button in buttonAtoms.ts; the rules
// themselves in @dex/swap, @dex/router and @dex/approvals.
import { getChainInfo } from '@dex/chains';
import type { Currency } from '@dex/currency';
import type { Call } from '@dex/multicall';
import { maxSpendable } from '@dex/primitives';
// The trade code of @dex/router loads on demand with the engine (tradeEngineAtoms.ts); the form's
// own rules (state, URL, wrap, typed amount, spender) are small and come with the page.
import {
  type AnyTrade,
  parseTypedAmount,
  type RecipientRefusal,
  type SplitRouteTrade,
  type SwapRouterKind,
  swapSpender,
  type TradeResultOf,
  type V3TradeStateResult,
} from '@dex/router';
import {
  fieldAmount,
  getWrapType,
  NO_TRADE,
  recipientAddress,
  type SwapAction,
  SwapField,
  type SwapVersion,
  splitRouteDisplay,
  swapReducer,
  swapRouterKind,
  swapStateFromSearch,
  swapTradeRequest,
  TRADE_ENGINE_LOADING,
  tradingOn,
  type UrlSwapState,
  usdValue,
} from '@dex/swap';
import { type Atom, atom, type Getter } from 'jotai';
import { recipientAtom } from '../ens/recipientAtoms';
import type { ErrorMessage } from '../errors/messages';
import { reportParseError } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { gasPriceAtom } from '../state/gasPrice';
import { nativeBalanceOfAtom, tokenBalancesAtom } from '../state/nativeBalance';
import { userSingleHopOnlyAtom, userSlippageBipsAtom } from '../state/tradeSettings';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { currencyAtom } from '../tokens/currencyAtoms';
import { tradeEngineAtom } from './tradeEngineAtoms';

/** Until the URL is read: the native coin as input, the best route (what an empty query asks for). */
export const swapStateAtom = atom<UrlSwapState>(swapStateFromSearch(''));

/** Spec §2 swap error box: the last swap's error, until the user changes the swap. */
export const swapErrorAtom = atom<ErrorMessage | null>(null);

export const dispatchSwapAtom = atom(null, (get, set, action: SwapAction) => {
  const current = get(swapStateAtom);
  set(swapStateAtom, { ...swapReducer(current, action), version: current.version });
  set(swapErrorAtom, null);
});

export const swapVersionAtom = atom(
  (get) => get(swapStateAtom).version,
  (get, set, version: SwapVersion) => set(swapStateAtom, { ...get(swapStateAtom), version }),
);

export const inputCurrencyAtom = atom((get) =>
  get(currencyAtom(get(activeChainIdAtom), get(swapStateAtom).inputCurrencyId)),
);
export const outputCurrencyAtom = atom((get) =>
  get(currencyAtom(get(activeChainIdAtom), get(swapStateAtom).outputCurrencyId)),
);

export const parsedAmountAtom = atom((get) => {
  const { independentField, typedValue } = get(swapStateAtom);
  const currency = get(
    independentField === SwapField.INPUT ? inputCurrencyAtom : outputCurrencyAtom,
  );
  return parseTypedAmount(typedValue, currency);
});

export const wrapTypeAtom = atom((get) =>
  getWrapType(get(inputCurrencyAtom), get(outputCurrencyAtom)),
);

/** The currencies and amount a trade needs, or null (and the wrap case, which is no trade). */
const tradeRequestAtom = atom((get) =>
  swapTradeRequest({
    chainId: get(activeChainIdAtom),
    independentField: get(swapStateAtom).independentField,
    input: get(inputCurrencyAtom),
    output: get(outputCurrencyAtom),
    amount: get(parsedAmountAtom),
    wrapType: get(wrapTypeAtom),
  }),
);

/** The swap's reads go through the block's multicall, like every other chain read. */
const readerOf = (get: Getter, chainId: number) => (calls: readonly Call[]) =>
  get(callStatesAtom(chainId, calls));

export const v2TradeAtom = atom((get): TradeResultOf<AnyTrade> => {
  const request = get(tradeRequestAtom);
  if (!request) return NO_TRADE;
  const engine = get(tradeEngineAtom);
  if (!engine) return TRADE_ENGINE_LOADING;
  return engine.v2TradeFromReads(readerOf(get, request.chainId), request, {
    singleHopOnly: get(userSingleHopOnlyAtom),
    onParseError: reportParseError,
  });
});

export const v3TradeAtom = atom((get): V3TradeStateResult<Currency, Currency> => {
  const request = get(tradeRequestAtom);
  if (!request) return NO_TRADE;
  const engine = get(tradeEngineAtom);
  if (!engine) return TRADE_ENGINE_LOADING;
  const maxHops = get(userSingleHopOnlyAtom) ? 1 : undefined;
  return engine.v3TradeFromReads(readerOf(get, request.chainId), request, maxHops, {
    onParseError: reportParseError,
  });
});

/** The best split or mixed trade over both protocols (SwapRouter02), gas priced in. */
export const splitTradeAtom = atom((get): TradeResultOf<SplitRouteTrade> => {
  const request = get(tradeRequestAtom);
  if (!request) return NO_TRADE;
  const engine = get(tradeEngineAtom);
  if (!engine) return TRADE_ENGINE_LOADING;
  const gasPriceWei = get(gasPriceAtom);
  return engine.splitTradeFromReads(readerOf(get, request.chainId), request, {
    singleHopOnly: get(userSingleHopOnlyAtom),
    onParseError: reportParseError,
    ...(gasPriceWei === undefined ? {} : { gasPriceWei }),
  });
});

/** `?use=v2` the v2 trade, `?use=v3` the Quoter's; without `use` the better of split and v3. */
export const selectedTradeAtom = atom((get): TradeResultOf<AnyTrade> => {
  const version = get(swapVersionAtom);
  if (version !== 'best') return get(version === 'v2' ? v2TradeAtom : v3TradeAtom);
  // Nothing asked yet: the engine is not fetched (it is not part of /swap's first load).
  if (!get(tradeRequestAtom)) return NO_TRADE;
  const v3 = get(v3TradeAtom);
  const engine = get(tradeEngineAtom);
  return engine ? engine.bestTrade(get(splitTradeAtom), v3) : v3;
});

/**
 * The other version has a trade: the page offers to switch to it (with one protocol chosen by
 * the URL; the best route already weighs both).
 */
export const otherVersionTradeAtom = atom((get) => {
  const version = get(swapVersionAtom);
  if (version === 'best') return null;
  const other = get(version === 'v2' ? v3TradeAtom : v2TradeAtom);
  return other.trade ? other : null;
});

/** What a side of the form shows: the typed amount, or the selected trade's (the typed one when wrapping). */
function fieldAmountAtom(field: SwapField, getCurrency: Atom<Currency | null | undefined>) {
  return atom((get) => {
    // The selected trade is read only for the side that shows it.
    const trade = () => get(selectedTradeAtom).trade;
    return fieldAmount(field, get(swapStateAtom), get(wrapTypeAtom), get(getCurrency), trade);
  });
}

/** A side's value in dollars; undefined (nothing shown) until its price is known. */
function usdValueOfAtom(field: SwapField, getCurrency: Atom<Currency | null | undefined>) {
  const amountAtom = fieldAmountAtom(field, getCurrency);
  return atom((get) => {
    const amount = get(amountAtom);
    if (!amount) return undefined;
    const engine = get(tradeEngineAtom);
    return engine ? usdValue(amount, get(engine.usdPriceAtom(amount.currency))) : undefined;
  });
}
export const inputUsdValueAtom = usdValueOfAtom(SwapField.INPUT, inputCurrencyAtom);
export const outputUsdValueAtom = usdValueOfAtom(SwapField.OUTPUT, outputCurrencyAtom);

function balanceOfAtom(getCurrency: Atom<Currency | null | undefined>) {
  return atom((get): bigint | undefined => {
    const currency = get(getCurrency);
    const account = get(connectedAccountAtom);
    if (!currency || !account) return undefined;
    const chainId = get(activeChainIdAtom);
    if (currency.isNative) return get(nativeBalanceOfAtom(chainId, account)) ?? undefined;
    const address = currency.address;
    return get(tokenBalancesAtom(chainId, account, [address]))[address];
  });
}
export const inputBalanceAtom = balanceOfAtom(inputCurrencyAtom);
export const outputBalanceAtom = balanceOfAtom(outputCurrencyAtom);

/**
 * What Max fills in (raw units; undefined while the balance is unknown): a token's whole balance,
 * the native coin's less the gas reserve sized to the chain's gas price (spec 001 §2's rule,
 * @dex/primitives' `maxSpendable`, the one the liquidity forms use).
 */
export const maxInputAmountAtom = atom((get): bigint | undefined => {
  const input = get(inputCurrencyAtom);
  const balance = get(inputBalanceAtom);
  if (!input || balance === undefined) return undefined;
  // Only the native coin needs the gas price: a token's Max asks the node nothing.
  return maxSpendable(balance, input, input.isNative ? get(gasPriceAtom) : undefined);
});

/** The user's slippage applied to the selected trade. */
export const slippageAmountsAtom = atom((get) => {
  const { trade } = get(selectedTradeAtom);
  const engine = trade ? get(tradeEngineAtom) : null; // a trade means the engine is there
  return trade && engine
    ? engine.computeSlippageAdjustedAmounts(trade, get(userSlippageBipsAtom))
    : null;
});

/** The router the swap goes through (@dex/swap's swapRouterKind). */
export const swapRouterKindAtom = atom(
  (get): SwapRouterKind => swapRouterKind(get(swapVersionAtom), get(selectedTradeAtom).trade),
);

/** What the page's badge says the swap trades on (@dex/swap's tradingOn). */
export const tradingOnAtom = atom((get) =>
  tradingOn(get(swapVersionAtom), get(selectedTradeAtom).trade),
);

/**
 * A split or mixed trade's route for the trade details, and the network cost its search counted
 * in dollars (undefined while unpriced, or when no gas was counted); null for other trades.
 */
export const splitRouteAtom = atom((get) =>
  splitRouteDisplay(get(selectedTradeAtom).trade, (currency) => {
    const engine = get(tradeEngineAtom); // asked only for a split trade, which comes with it
    return engine ? get(engine.usdPriceAtom(currency)) : undefined;
  }),
);

/** The router's address (the approval's spender). */
export const swapSpenderAtom = atom((get) =>
  swapSpender(get(activeChainIdAtom), get(swapRouterKindAtom)),
);

export const priceImpactAtom = atom((get) => {
  const { trade } = get(selectedTradeAtom);
  const engine = trade ? get(tradeEngineAtom) : null;
  return trade && engine ? engine.computePriceImpactWithoutFee(trade) : undefined;
});

/** The typed recipient as resolved (address or ENS name); null when no recipient is set. */
export const recipientStateAtom = atom((get) => {
  const recipient = get(swapStateAtom).recipient;
  return recipient === null ? null : get(recipientAtom(recipient));
});

/** Where the output goes: the account without a recipient; null while a typed one is unresolved. */
export const recipientAddressAtom = atom((get) =>
  recipientAddress(get(recipientStateAtom), () => get(connectedAccountAtom)),
);

/**
 * Spec §5 "Invalid recipient" on the active chain (@dex/router's `recipientRefusal`): why the
 * output must not go to the recipient (burned or stranded), or null when it may.
 */
export const recipientRefusalAtom = atom((get): RecipientRefusal | null => {
  const recipient = get(recipientAddressAtom);
  const chain = getChainInfo(get(activeChainIdAtom));
  const { trade } = get(selectedTradeAtom);
  // Without a trade the refusal is never consulted: the button asks for an amount or a token, or
  // shows the route loading or missing, and nothing can be sent (computeSwapButtonState).
  const engine = trade ? get(tradeEngineAtom) : null;
  return recipient && chain && engine ? engine.recipientRefusal(recipient, chain, trade) : null;
});

/** The engine once a trade exists (its detail rows and summary); null before. */
export const tradeEngineForTradeAtom = atom((get) =>
  get(selectedTradeAtom).trade ? get(tradeEngineAtom) : null,
);
