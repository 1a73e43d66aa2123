// The shared vocabulary lives in @dex/primitives; re-exported for existing callers.
export {
  addGasMargin,
  type ContractCall,
  type Eip1193Provider,
  type TransactionRequest,
} from '@dex/primitives';
export {
  AMOUNT_SIGNIFICANT_DIGITS,
  amountText,
  PRICE_SIGNIFICANT_DIGITS,
  priceParts,
  symbolText,
} from './amountDisplay';
export { getCandidateTokenPairs } from './candidatePairs';
export {
  CouldNotWrapError,
  IncomparableTradesError,
  InvalidRecipientError,
  SwapFailedError,
  SwapGasEstimateError,
  TransactionRejectedError,
  UnexpectedSlippageError,
} from './errors';
export {
  decodeMixedQuoteExactInput,
  encodeMixedRoutePath,
  MIXED_ROUTE_V2_FEE_FLAG,
  type MixedRoute,
  quoteMixedExactInputCall,
} from './mixedRouteQuoter';
export type { RecipientRefusal } from './recipientRefusals';
export { type RecipientRuleChain, recipientRefusal, V2_ROUTER01_ADDRESS } from './recipients';
export {
  type BestRoute,
  DEFAULT_DISTRIBUTION_STEP,
  type FindBestRouteInput,
  findBestRoute,
  MAX_SPLIT_HOPS,
  MAX_SPLIT_ROUTES,
  type RouteChoice,
  type RouteSplit,
} from './split/findBestRoute';
export {
  createRouteGasModel,
  DEFAULT_ROUTE_GAS_UNITS,
  type GasModelPrices,
  type RouteGasInput,
  type RouteGasModel,
  type RouteGasUnits,
  type RouteProtocol,
} from './split/gasModel';
export type { SplitLimit } from './split/refineSplit';
export {
  canSimulateV3Pool,
  simulateV3ExactInput,
  simulateV3ExactOutput,
} from './split/v3Simulation';
export { SplitRouteTrade, splitSlippageAmounts } from './splitTrade';
export {
  bestTrade,
  nativePriceIn,
  type SplitPoolsResult,
  type SplitTradeFromReadsOptions,
  type SplitTradeResult,
  splitPoolsFromReads,
  splitTradeFromReads,
  type TradeResultOf,
} from './splitTradeFromReads';
export {
  buildV2SwapCalls,
  buildV3SwapCall,
  type PermitOptions,
  resolveSwapRecipient,
  type SwapCallOptions,
  type V2SwapCall,
  type V3SwapCallOptions,
} from './swapCalls';
export {
  SWAP_ERROR_MESSAGES,
  type SwapCallEstimate,
  selectSwapCall,
  swapRevertReasonToMessage,
} from './swapErrors';
export {
  buildSwapRouter02Call,
  type SplitTrade,
  type SwapRouter02CallOptions,
  type SwapRouteSplit,
  splitTradeFromSdkTrade,
  splitTradeSlippageAmounts,
} from './swapRouter02';
export {
  asSplitTrade,
  type SwapRouterKind,
  swapSpender,
  tradeRouterKind,
} from './swapSpender';
export {
  buildSwapCalls,
  explainSwapEstimateFailure,
  type ReviewedSwapOptions,
  reviewedSwapCalls,
  type SwapCallsOptions,
} from './swapWrite';
export {
  settleReads,
  type TradeDecodeOptions,
  type TradeReader,
  type TradeRequest,
  type V2TradeFromReadsOptions,
  type V2TradeResult,
  v2TradeFromReads,
  v3TradeFromReads,
} from './tradeFromReads';
export {
  type AnyTrade,
  BIPS_BASE,
  computePriceImpactWithoutFee,
  computeRealizedLpFeeAmount,
  computeRealizedLpFeePercent,
  computeSlippageAdjustedAmounts,
  getPriceImpactConfirmation,
  getPriceImpactTier,
  isPriceImpactBlocked,
  isPriceImpactWarning,
  isSplitTrade,
  isTradeBetter,
  isV2Trade,
  isV3Trade,
  ONE_HUNDRED_PERCENT,
  PRICE_IMPACT_BLOCKED_THRESHOLD,
  PRICE_IMPACT_CONFIRM_THRESHOLD,
  PRICE_IMPACT_TIER_BOUNDS,
  PRICE_IMPACT_TYPED_CONFIRM_THRESHOLD,
  PRICE_IMPACT_WARNING_THRESHOLD,
  type PriceImpactConfirmation,
  type PriceImpactTier,
  priceImpactConfirmThreshold,
  type SdkTrade,
  slippageToPercent,
  V2_LP_FEE,
  ZERO_PERCENT,
} from './tradeMath';
export {
  QUOTE_GAS_REQUIRED,
  quoteCalls,
  quotesFromStates,
  type TradeRead,
  type V2PairReads,
  type V3PoolReads,
  type V3PoolTickReads,
  v2PairReads,
  v2PairReadsForTokenPairs,
  v2PairsFromStates,
  v3PoolReads,
  v3PoolReadsForTokenPairs,
  v3PoolsFromStates,
  v3PoolsWithTicksFromStates,
  v3PoolTickReads,
} from './tradeReads';
export {
  computeV3TradeState,
  type QuoteResult,
  TradeState,
  type V3TradeStateInput,
  type V3TradeStateResult,
} from './tradeState';
export { parseTypedAmount } from './typedAmount';
export {
  BETTER_TRADE_LESS_HOPS_THRESHOLD,
  type BestV2TradeOptions,
  findBestV2TradeExactIn,
  findBestV2TradeExactOut,
  MAX_V2_HOPS,
} from './v2/bestTrade';
export { getAmountIn, getAmountOut } from './v2/constantProduct';
export {
  computeV2PairAddress,
  createV2Pair,
  decodeReserves,
  getReservesCall,
  type PairReserves,
} from './v2/pairs';
export { createV2RoutingGraph, type V2RoutingGraph } from './v2/routingGraph';
export {
  computeV3PoolAddress,
  createV3Pool,
  decodeLiquidity,
  decodeSlot0,
  getV3PoolKeys,
  liquidityCall,
  type PoolSlot0,
  slot0Call,
  V3_FEE_TIERS,
  type V3PoolKey,
} from './v3/pools';
export {
  decodeQuoteExactInput,
  decodeQuoteExactOutput,
  encodeV3RoutePath,
  quoteExactInputCall,
  quoteExactOutputCall,
} from './v3/quoter';
export { computeAllV3Routes, MAX_V3_HOPS } from './v3/routes';
export {
  createV3PoolWithTicks,
  decodePopulatedTicksInWord,
  type PopulatedTick,
  populatedTicksInWordCall,
  TICK_LENS_WORD_GAS,
  TICK_WINDOW_WORDS_EACH_SIDE,
  type TickWindow,
  tickWindowCalls,
  tickWindowWords,
} from './v3/ticks';
export { unwrapCall, wrapCall, wrapOrUnwrapCall } from './wrap';
