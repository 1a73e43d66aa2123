// @dex/liquidity: Uniswap v3 liquidity positions, framework-free. Reads are plain calls for any
// EIP-1193 provider or a @dex/multicall batch; approvals and permits live in @dex/approvals.
// Re-exported from @dex/primitives, its home, where callers of this package have found it.
export type { ContractCall } from '@dex/primitives';
export {
  type AddRoute,
  type AddRouteParts,
  addRoutePath,
  increasedTokenId,
  isIncreaseMismatch,
  routeWithCurrency,
} from './addRoute';
export {
  type ApproveButton,
  type ApproveButtonLabels,
  approveButton,
  type DepositApproval,
  depositApproveButtons,
  depositsApproved,
  pendingApprovals,
} from './approveButtons';
export {
  type CollectFeesOptions,
  collectFeesCall,
  owedAmount,
} from './collect';
export {
  computeDeposit,
  type Deposit,
  type DepositInput,
  type DepositLocks,
  depositLocks,
  MintField,
  maxAmountSpend,
  NATIVE_GAS_RESERVE,
  SINGLE_ASSET_DEPOSIT_MESSAGE,
  startingPricePool,
} from './deposit';
export {
  decodeOwedFees,
  MAX_UINT128,
  type OwedFees,
  type OwedFeesCall,
  owedFeesCall,
  readOwedFees,
} from './fees';
export {
  DEFAULT_FEE,
  FEE_TIERS,
  type FeeTier,
  feeTier,
  formatFee,
  offeredFeeTiers,
  routeFee,
} from './feeTiers';
export {
  MIGRATION_PERCENT,
  type MigrateCallOptions,
  migrateCall,
  migrateMinimumAmounts,
  V3_MIGRATOR_INTERFACE,
} from './migrate/migrate';
export {
  type MigrateButton,
  type MigrateButtonInput,
  type MigrateStatus,
  migrateButton,
} from './migrate/migrateButton';
export {
  lookupMigratePair,
  type MigratePair,
  type MigratePairInput,
} from './migrate/pairLookup';
export {
  decodePairIdentity,
  isFactoryPair,
  lpTokenAmounts,
  type MigrationBlock,
  type MigrationInput,
  type MigrationPlan,
  type PairIdentity,
  PRICE_DIFFERENCE_WARNING,
  pairIdentityCalls,
  planMigration,
  poolAtV2Price,
  priceDifference,
  v2SpotPrice,
} from './migrate/plan';
export {
  type DepositAuthorisation,
  depositCall,
  StakeWithoutApprovalError,
} from './mining/deposit';
export { depositError, type MiningFormError, stakeActionError } from './mining/formErrors';
export {
  isPoolOf,
  poolValueToken,
  shownMiningPools,
  sortMiningPools,
} from './mining/poolOrder';
export {
  type MiningCountdown,
  type MiningPoolSummary,
  miningCountdown,
  miningPoolSummary,
} from './mining/poolSummary';
export {
  findStakingPools,
  type MiningPool,
  type MiningPoolsInput,
  type MiningPoolsState,
  miningPools,
  type StakingPoolsInput,
} from './mining/pools';
export {
  claimCall,
  type DecodeStakingOptions,
  decodeStakingInfos,
  exitCall,
  FALLBACK_REWARDS_END,
  getHypotheticalRewardRate,
  isShownStake,
  MINIMUM_SHOWN_STAKE,
  REWARDS_DURATION_SECONDS,
  type RewardsCountdown,
  type RewardsPhase,
  rewardsCountdown,
  SECONDS_PER_WEEK,
  STAKING_CALLS_PER_POOL,
  STAKING_GAS_LIMITS,
  STAKING_GENESIS,
  STAKING_REWARDS_INTERFACE,
  type StakingFailure,
  type StakingInfo,
  type StakingPermit,
  type StakingPool,
  type StakingTransaction,
  stakeCall,
  stakedValueIn,
  stakeWithPermitCall,
  stakingInfoCalls,
  weeklyAmount,
  weeklyRewardsFor,
} from './mining/staking';
export {
  type AddLiquidityCallOptions,
  type AddLiquidityError,
  type AddLiquidityErrorInput,
  addLiquidityCall,
  addLiquidityError,
  addLiquidityErrorText,
} from './mint';
export {
  EMPTY_MINT_STATE,
  type MintAction,
  type MintState,
  mintReducer,
} from './mintState';
export { decodePool, isV3Fee, PoolState, poolCalls, poolState, v3PoolAddress } from './pools';
export {
  isRemovalOutOfRange,
  type PositionPriceRange,
  positionPriceRange,
  removalStatus,
  toSdkPosition,
} from './positionAmounts';
export {
  approvedForAllCall,
  decodeApprovedForAll,
  type IncreaseGate,
  increaseGate,
  increaseNeedsAcknowledgement,
  isOwnerOrOperator,
  type PositionAuthority,
  type PositionAuthorityInput,
  type PositionAuthorityRead,
  positionAuthority,
  positionAuthorityCalls,
  type ReadPositionAuthorityInput,
  readPositionAuthority,
} from './positionAuthority';
export {
  addPairHref,
  feeText,
  increaseHref,
  invertedByDefault,
  POSITION_PRICE_DIGITS,
  type PositionRangeText,
  positionBadge,
  positionRangeText,
} from './positionDisplay';
export {
  type AccountPositionsRead,
  decodePosition,
  decodePositionApproved,
  decodePositionCount,
  decodePositionId,
  decodePositionOwner,
  decodeTokenUri,
  isSettledPosition,
  newestPositionIndexes,
  POSITION_MANAGER_INTERFACE,
  POSITIONS_PAGE_SIZE,
  type PositionStatus,
  positionApprovedCall,
  positionCall,
  positionCountCall,
  positionIdCalls,
  positionIdCallsAt,
  positionOwnerCall,
  positionStatus,
  readAccountPositions,
  tokenUriCall,
  type V3Position,
} from './positions';
export {
  computeRange,
  FULL_RANGE,
  parsePrice,
  priceToTick,
  type RangeInfo,
  type RangeInput,
  type RangeTypedValue,
  rangeFromTicks,
  rangePercents,
  type StepInput,
  stepLabel,
  stepPrice,
  type TickRangeInput,
  tickLimits,
  tickPrice,
  tickSpacing,
} from './range';
export type { ReadAnswers } from './reads';
export {
  EnterPercentError,
  InactivePositionError,
  type RemovalAmounts,
  type RemoveLiquidityOptions,
  removalAmounts,
  removeLiquidityCall,
} from './remove';
export { type RemoveButton, type RemoveButtonInput, removeButton } from './removeButton';
export {
  type BoundLiquidityReview,
  decideLiquiditySend,
  type LiquiditySendDecision,
  type LiquidityTerms,
  liquidityTermsChanged,
  migrateTerms,
  v2AddTerms,
  v3AddTerms,
} from './review';
export {
  addLiquidityRedirect,
  addV2LiquidityRedirect,
  migrateV2Redirect,
  parseTokenId,
  removeLiquidityRedirect,
} from './routeRedirects';
export {
  type PositionMetadata,
  parseTokenUri,
  safeImageUri,
  TOKEN_URI_MAX_LENGTH,
} from './tokenUri';
export {
  canSupplyV2,
  dependentAmount,
  depositAmounts,
  depositShare,
  formatPoolShare,
  isFirstDeposit,
  minimumAmount,
  V2_ROUTER_INTERFACE,
  type V2AddCallOptions,
  V2AddField,
  v2AddCall,
  v2AddError,
  v2DepositPrice,
  v2DepositShareText,
} from './v2/add';
export { addV2Path } from './v2/addRoute';
export {
  EMPTY_V2_ADD_STATE,
  type V2AddAction,
  type V2AddState,
  v2AddReducer,
} from './v2/addState';
export {
  type BurnError,
  BurnField,
  type BurnInput,
  type DerivedBurn,
  derivedBurn,
  RemovalWouldFailError,
  type V2RemoveCallOptions,
  v2RemoveCalls,
} from './v2/burn';
export { currencyPathId, isWrappedNative, v2CurrencyId, v2Symbol } from './v2/currencies';
export {
  ConfirmWithoutApprovalError,
  MissingCurrencyAmountsError,
  MissingLiquidityAmountError,
  MissingTokensError,
} from './v2/errors';
export {
  V2_SWEEP_BLOCKS,
  type V2Holding,
  type V2HoldingsInput,
  type V2HoldingsState,
  v2Holdings,
} from './v2/holdings';
export {
  decodeLiquidityBalances,
  decodeUint,
  isStorablePair,
  type LiquidityBalance,
  liquidityAmount,
  liquidityBalanceCall,
  liquidityBalanceCalls,
  liquidityToken,
  type PairLookup,
  pairLookup,
  stakedBalanceCalls,
  type TokenPair,
  totalSupplyCall,
  trackedPairs,
  V2_PAIR_INTERFACE,
  type V2Factory,
} from './v2/pairs';
