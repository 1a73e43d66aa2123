// @dex/swap: the swap page's rules, framework-free, over @dex/router's trades and calls.

export { type AmountText, type ConfirmSwapText, confirmSwapText } from './confirmSwap';
export { type ConfirmSwapMessage, confirmSwapView } from './confirmSwapView';
export {
  DEFAULT_DEADLINE_SECONDS,
  deadlineToMinutes,
  isDeadlineSeconds,
  MAX_DEADLINE_MINUTES,
  MAX_DEADLINE_SECONDS,
  type ParsedDeadline,
  parseDeadlineInput,
} from './deadlineSetting';
export { type CostEstimate, type NetworkCostView, networkCostState } from './networkCost';
export {
  type RecipientFieldMessage,
  type RecipientLookupState,
  type RecipientNote,
  recipientAddress,
  recipientFieldView,
  recipientNote,
  reviewedRecipientText,
  typedRecipientText,
} from './recipientDisplay';
export {
  expertModeLabels,
  type SwapSettingsFields,
  type SwapSettingsMessage,
  swapSettingsLabels,
  swapSettingsView,
} from './settingsView';
export {
  bipsToPercentText,
  DEFAULT_SLIPPAGE_BIPS,
  isSlippageBips,
  type ParsedSlippage,
  parseSlippageInput,
  SLIPPAGE_PRESET_BIPS,
  type SlippageWarning,
  slippageWarning,
  slippageWarningView,
} from './slippageSetting';
export {
  type AddTokenStatus,
  addTokenOffer,
  type SubmittedSwap,
  submittedSwap,
  watchAssetAdded,
  withAddStatus,
} from './submittedSwap';
export {
  computeSwapButtonState,
  type SwapButtonInput,
  type SwapButtonState,
  type SwapLabel,
} from './swapButton';
export {
  type SwapButtonAction,
  type SwapButtonText,
  type SwapButtonView,
  swapButtonViews,
} from './swapButtonView';
export {
  type PriceImpactTone,
  priceImpactTone,
  type RouteLegText,
  routeLegs,
  routeSymbols,
} from './swapDisplay';
export {
  fieldAmount,
  liveSwapReview,
  type SwapFormInput,
  swapFieldTexts,
  swappedToken,
  swapTradeRequest,
  wrapRequest,
} from './swapForm';
export { type SwapFormButtonInput, swapFormButtonState } from './swapFormButton';
export {
  addTokenOfferView,
  type SwapFormButtonView,
  type SwapFormMessage,
  type SwapFormViewInput,
  swapFormView,
  swapSettingsButtonLabel,
} from './swapFormView';
export {
  computeSwapInputError,
  computeWrapInputError,
  type SwapInputError,
  type SwapInputErrorInput,
  type WrapInputError,
} from './swapInputError';
export {
  decideSwapSend,
  type SwapReview,
  type SwapSendDecision,
  swapReviewChanged,
  tradeMeaningfullyDiffers,
} from './swapReview';
export { type SwapReviewMode, swapReviewMode } from './swapReviewMode';
export {
  countedGasCost,
  NO_TRADE,
  type SplitRouteDisplay,
  splitRouteDisplay,
  swapRouterKind,
  TRADE_ENGINE_LOADING,
  tradingOn,
} from './swapRoute';
export {
  type SwapAction,
  SwapField,
  type SwapState,
  swapReducer,
} from './swapState';
export {
  type ProtocolVersion,
  type SwapVersion,
  swapOutputCurrencyRedirect,
  swapSearchSeed,
  swapSeedToApply,
  swapStateFromSearch,
  swapVersionParameter,
  type UrlSwapState,
} from './swapUrl';
export {
  type ReviewedSwapWriteInput,
  reviewedSwapWrite,
  type SwapWriteEngine,
} from './swapWrite';
export {
  customTokenRows,
  importListPreview,
  importTokenLabels,
  importTokenRow,
  managedListRows,
  type TokenSelectMessage,
  tokenSelectLabels,
  type UnusableDecimals,
  unlistedTokenRow,
  unusableTokenText,
} from './tokenSelectView';
export {
  swapSummaryValues,
  type TradeDetail,
  type TradeDetailName,
  type TradeDetailRow,
  type TradeDetailsMessage,
  tradeDetailRows,
  tradeDetails,
  tradeDetailsView,
} from './tradeDetails';
export {
  fetchUsdPrice,
  getUsdStablecoin,
  TESTNET_GOVERNANCE_TOKEN_USD_PRICE,
  USD_PRICE_QUOTE_UNITS,
  type UsdPriceResult,
  usdPriceFromReads,
  usdPriceFromTrade,
} from './usdPrice';
export { formatUsd, usdValue } from './usdValue';
export { getWrapType, WrapType } from './wrapType';
