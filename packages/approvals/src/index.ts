// @dex/approvals: what a spender may take from a token holder, and how to let it. Framework-free;
// reads are plain calls for any EIP-1193 provider or a @dex/multicall batch.

// Re-exported from @dex/primitives, their home, where callers of this package have found them.
export { addGasMargin, type ContractCall } from '@dex/primitives';
export {
  type ApprovalInput,
  ApprovalState,
  allowanceCall,
  computeApprovalState,
  decodeAllowance,
  ERC20_APPROVAL_INTERFACE,
} from './approval';
export { approveCalls } from './approveCalls';
export {
  ARGENT_WALLET_DETECTOR_INTERFACE,
  decodeIsArgentWallet,
  isArgentWalletCall,
} from './argentWallet';
export { hasPendingApproval } from './pendingApproval';
export {
  approvalWithPermit,
  isPermitUsable,
  PERMIT_TOKEN_INTERFACE,
  PERMIT_VALIDITY_BUFFER_SECONDS,
  type PermitDomain,
  type PermitInfo,
  type PermitRequest,
  type PermitSignature,
  PermitSignatureState,
  type PermitType,
  type PermitWanted,
  permitInfoCalls,
  permitSignature,
  permitTypedData,
  resolvePermitInfo,
  type SelfPermitArguments,
  type SignedPermit,
  splitPermitSignature,
  toPermitOptions,
  toSignedPermit,
} from './permit';
export {
  type ApprovalAnswers,
  type ApprovalKey,
  type ApprovalRead,
  approvalCalls,
  approvalFromAnswers,
  type ReadApprovalParameters,
  readApproval,
  sameApprovalKey,
} from './readApproval';
export {
  permitDeadline,
  type SignPermitErrorType,
  type SignPermitParameters,
  type SignPermitReturnType,
  signPermit,
} from './signPermit';
