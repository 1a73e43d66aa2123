// @dex/approvals: what a spender may take from a token holder, and how to let it. Framework-free;
// reads are plain calls for any EIP-1193 provider or a @dex/multicall batch.
export {
  type ApprovalInput,
  ApprovalState,
  type ApprovalTransaction,
  addGasMargin,
  allowanceCall,
  computeApprovalState,
  decodeAllowance,
  ERC20_APPROVAL_INTERFACE,
  type EstimateGas,
  prepareApproval,
} from './approval';
export { approveCalls } from './approveCalls';
export type { ContractCall } from './calls';
export {
  isPermitUsable,
  PERMIT_TOKEN_INTERFACE,
  PERMIT_VALIDITY_BUFFER_SECONDS,
  type PermitDomain,
  type PermitInfo,
  type PermitRequest,
  type PermitType,
  permitInfoCalls,
  permitTypedData,
  resolvePermitInfo,
  type SelfPermitArguments,
  type SignedPermit,
  splitPermitSignature,
  toPermitOptions,
} from './permit';
