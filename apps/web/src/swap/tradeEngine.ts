// The trade engine: everything that prices, checks and sends a trade (the v2/v3 SDKs' trade code
// through @dex/router, the USD prices over the same routes, the permits with ethers' typed data). It is loaded on demand by
// tradeEngineAtoms.ts, so /swap paints without it; only modules loaded with it import it statically.

export { permitInfoCalls, resolvePermitInfo } from '@dex/approvals';
export {
  bestTrade,
  computePriceImpactWithoutFee,
  computeSlippageAdjustedAmounts,
  explainSwapEstimateFailure,
  getPriceImpactConfirmation,
  isPriceImpactBlocked,
  isPriceImpactWarning,
  recipientRefusal,
  reviewedSwapCalls,
  splitTradeFromReads,
  v2TradeFromReads,
  v3TradeFromReads,
} from '@dex/router';
export { decideSwapSend, swapSummaryValues, tradeDetailsView } from '@dex/swap';
export { usdPriceAtom } from '../prices/usdPriceAtoms';
