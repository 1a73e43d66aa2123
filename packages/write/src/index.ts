// @dex/write: the one write path of a DEX front end, framework-free. Each action takes its I/O
// (an EIP-1193 wallet, a read transport, the chain's clock) as parameters.
export { CHAIN_CHECKED_METHODS, withChainCheck } from './chainCheck';
export { type ChainTime, chainClockOf, readChainTime } from './chainTime';
export { computeSwapDeadline } from './deadline';
export { type TransactionDialogMessage, transactionDialogLabels } from './dialogLabels';
export {
  approveWithDialog,
  type DialogApproveParameters,
  type DialogApproveResult,
  type DialogWriteParameters,
  type DialogWriteRequest,
  sendDialogWrite,
} from './dialogWrite';

export { ChainTimeUnknownError, GasEstimateError, MissingDependenciesError } from './errors';
export { readGasPrice } from './gasPrice';
export {
  type EstimateNetworkCostParameters,
  estimateNetworkCost,
  type NetworkCost,
} from './networkCost';
export { extractRevertReason } from './revertReason';
export {
  type ReviewBinding,
  type ReviewChange,
  reviewChanges,
  reviewStillValid,
} from './reviewBinding';
export {
  type EstimateFailure,
  GAS_ESTIMATE_FAILED_LOG,
  type SelectedCall,
  type SendWriteErrorType,
  type SendWriteParameters,
  type SentWrite,
  sendWrite,
} from './sendWrite';
export { bindWalletProvider } from './walletProvider';
export {
  logWriteFailure,
  reportWriteFailure,
  type WriteDialogIo,
  type WriteFailureLog,
  type WriteFailurePolicy,
} from './writeFailure';
export {
  settledWriteSession,
  type WriteAttempt,
  type WriteSessionOptions,
} from './writeSession';
