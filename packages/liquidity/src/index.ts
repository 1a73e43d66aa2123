// @dex/liquidity: Uniswap v3 liquidity positions, framework-free. Reads are plain calls for any
// EIP-1193 provider or a @dex/multicall batch; approvals and permits live in @dex/approvals.
// Re-exported from @dex/primitives, its home, where callers of this package have found it.
export type { ContractCall } from '@dex/primitives';
export { FEE_TIERS, type FeeTier, feeTier, formatFee } from './feeTiers';
export { decodePool, isV3Fee, PoolState, poolCalls, poolState, v3PoolAddress } from './pools';
export {
  canManagePosition,
  decodePosition,
  decodePositionCount,
  decodePositionId,
  decodePositionOwner,
  POSITION_MANAGER_INTERFACE,
  type PositionStatus,
  positionCall,
  positionCountCall,
  positionIdCalls,
  positionOwnerCall,
  positionStatus,
  type V3Position,
} from './positions';
