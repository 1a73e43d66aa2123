// @dex/liquidity: Uniswap v3 liquidity positions, framework-free. Reads are plain calls for any
// EIP-1193 provider or a @dex/multicall batch; approvals and permits live in @dex/approvals.
// Re-exported from @dex/primitives, its home, where callers of this package have found it.
export type { ContractCall } from '@dex/primitives';
// The v3 SDK's pool and position types, so an app names what this package hands it.
export type { FeeAmount, Pool, Position as SdkPosition } from '@uniswap/v3-sdk';
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
  type FormAction,
  pendingApprovals,
} from './approveButtons';
export {
  type CollectFeesOptions,
  collectFeesCall,
  owedAmount,
} from './collect';
export {
  balanceAmount,
  computeDeposit,
  type Deposit,
  type DepositFormReads,
  type DepositInput,
  type DepositLocks,
  depositLocks,
  MintField,
  maxAmountSpend,
  NATIVE_GAS_RESERVE,
  SINGLE_ASSET_DEPOSIT_MESSAGE,
  startingPricePool,
} from './deposit';
// The depth chart's and price history's maths and reads (issue #42), named in depth/index.ts.
export * from './depth/index';
export {
  decodeOwedFees,
  type FollowOwedFeesOptions,
  followOwedFees,
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
  migrateStatusOf,
} from './migrate/migrateButton';
export {
  type MigrateForm,
  type MigrateFormInput,
  migrateBaseQuote,
  migrateForm,
} from './migrate/migrateForm';
export {
  migrateItem,
  migrateListState,
  migrateListView,
} from './migrate/migrateList';
export {
  type MigratePairFormHandlers,
  type MigratePairFormInput,
  type MigratePairFormMessage,
  type MigratePairFormReads,
  migratePairForm,
} from './migrate/migratePairForm';
export {
  type MigrateReview,
  migrateCostKey,
  migrateReview,
  migrationPlanFor,
} from './migrate/migrateReview';
export {
  type MigrateFact,
  type MigratePairFacts,
  type MigrateViewMessage,
  outcomeFacts,
  type PriceDifferenceFacts,
  pairLabel,
  positionFacts,
  priceDifferenceView,
} from './migrate/migrateView';
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
export {
  type MiningDepositForm,
  miningDepositForm,
  miningLpToken,
} from './mining/depositForm';
export {
  depositButtons,
  formAction,
  type MiningDialogMessage,
} from './mining/dialogButtons';
export {
  type MiningDialogFormHandlers,
  type MiningDialogFormInput,
  type MiningDialogFormMessage,
  type MiningDialogReads,
  miningDialogForm,
  miningDialogState,
} from './mining/dialogForm';
export { depositError, type MiningFormError, stakeActionError } from './mining/formErrors';
export {
  type MiningOverviewMessage,
  type MiningPoolDetailMessage,
  type MiningPoolPageInput,
  miningOverviewLabels,
  miningOverviewState,
  miningPoolDetailLabels,
  miningPoolPage,
} from './mining/miningScreens';
export {
  countdownText,
  type MiningViewMessage,
  miningPoolItem,
  miningPoolView,
} from './mining/miningView';
export {
  type CurrentMiningPool,
  currentMiningPool,
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
  miningRewardToken,
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
export {
  decodePool,
  isV3Fee,
  type PoolRead,
  type PoolResult,
  PoolState,
  poolCalls,
  poolKey,
  poolRead,
  poolState,
  v3PoolAddress,
} from './pools';
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
  type PositionRead,
  positionWithPool,
  readPosition,
  TOKEN_URI_BLOCKS,
} from './positionDetail';
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
  anyAboveZero,
  type PositionAmounts,
  positionAmounts,
  sumOfPair,
} from './positionHoldings';
export {
  type AccountPositionsRead,
  decodePosition,
  decodePositionApproved,
  decodePositionCount,
  decodePositionId,
  decodePositionOwner,
  decodeTokenUri,
  isSettledPosition,
  knownPositionStatus,
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
  addFormRange,
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
  type V3AddReview,
  v2AddTerms,
  v3AddReview,
  v3AddTerms,
} from './review';
export {
  addLiquidityRedirect,
  addV2LiquidityRedirect,
  type LiquidityRouteParams,
  liquidityPageRedirect,
  liquidityTokenWarningExit,
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
export { type V2AddForm, type V2AddFormInput, v2AddForm } from './v2/addForm';
export { type AddV2Review, addV2Review } from './v2/addReview';
export { addV2Path } from './v2/addRoute';
export {
  EMPTY_V2_ADD_STATE,
  type V2AddAction,
  type V2AddState,
  v2AddReducer,
} from './v2/addState';
export {
  type AddV2ButtonMessage,
  type AddV2PageReads,
  type AddV2Side,
  type AddV2Summary,
  type AddV2ViewInput,
  type AddV2ViewMessage,
  addV2Buttons,
  addV2Inputs,
  addV2PageView,
  addV2View,
  v2AddFieldValue,
} from './v2/addV2View';
export {
  type BurnError,
  BurnField,
  type BurnInput,
  type BurnState,
  burnedLiquidity,
  type DerivedBurn,
  derivedBurn,
  EMPTY_BURN_STATE,
  explainV2RemovalFailure,
  hasNativeSide,
  payoutCurrency,
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
  type FindPoolFormMessage,
  type FindPoolInput,
  type FindPoolMessage,
  findPoolForm,
  findPoolPageView,
  findPoolView,
} from './v2/findView';
export {
  V2_SWEEP_BLOCKS,
  type V2Holding,
  type V2HoldingsInput,
  type V2HoldingsState,
  type V2LiquidityState,
  v2Holdings,
} from './v2/holdings';
export {
  type MigrateListMessage,
  migrateListLabels,
  type PairListMessage,
  type V2PoolOverviewMessage,
  v2PoolOverviewLabels,
  v2PoolOverviewState,
  v2PoolOverviewView,
} from './v2/overviewScreens';
export {
  cardAccentColor,
  holdingTokens,
  pairItem,
  type TokenColorOf,
} from './v2/pairCard';
export {
  decodeLiquidityBalances,
  decodeUint,
  isStorablePair,
  type LiquidityBalance,
  liquidityAmount,
  liquidityBalanceCall,
  liquidityBalanceCalls,
  liquidityToken,
  lpTokenAmount,
  type PairLookup,
  pairLookup,
  pairToken,
  stakedBalanceCalls,
  type TokenPair,
  type TokenRecord,
  totalSupplyCall,
  trackedPairs,
  V2_PAIR_INTERFACE,
  type V2Factory,
  type V2PairInfo,
  type V2PairReads,
  type V2PairReadsInput,
  v2PairKey,
  v2PairReads,
} from './v2/pairs';
export {
  burnFieldValue,
  burnSliderPercent,
  type RemoveV2Message,
  type RemoveV2PageMessage,
  type RemoveV2PageReads,
  type RemoveV2ViewInput,
  removalPriceFacts,
  removeAction,
  removeV2Buttons,
  removeV2PageView,
  removeV2View,
} from './v2/removeView';
export { type V3AddForm, type V3AddFormInput, v3AddForm } from './v3AddForm';
export {
  type AddFormInput,
  type AddFormMessage,
  type AddFormReads,
  addFormView,
  addPriceUnit,
  addTitle,
} from './view/addForm';
export {
  type AddPageInput,
  type AddPageMessage,
  type AddPageReads,
  addPageView,
} from './view/addPage';
export {
  type AddDepositCallInput,
  type AddReviewDetails,
  type AddReviewLinesInput,
  type AddViewMessage,
  addDepositCall,
  addPageText,
  addReviewDetails,
  addReviewLines,
  addSummaryText,
  depositPair,
  feeTierLabel,
  feeTierOptions,
  foreignPositionAcknowledgement,
  foreignPositionText,
  priceOfBase,
  rawAmountOf,
} from './view/addView';
export { type LpApproveMessage, lpApproveLabels } from './view/approveLabels';
export {
  type CollectStatus,
  collectStatusOf,
  type FollowedAttempt,
  type FollowedRecord,
} from './view/collectStatus';
export {
  type DepositPanelInput,
  type DepositPanelMessage,
  type DepositPanelView,
  depositErrorLabel,
  depositPanel,
} from './view/depositPanel';
export {
  type PositionPageInput,
  type PositionPageMessage,
  positionPageView,
  type RemovePageInput,
  type RemovePageMessage,
  removePageView,
} from './view/positionPage';
export {
  type AccountPositions,
  type PositionAccessInput,
  type PositionDetailMessage,
  type PositionDetailState,
  type PositionListRow,
  type PositionsOverviewMessage,
  type PositionsPromoMessage,
  type PositionWithPool,
  positionAccessProps,
  positionDetailLabels,
  positionListRows,
  positionPlaceholderLabels,
  positionPriceRows,
  positionsLoadMore,
  positionsOverviewLabels,
  positionsPageView,
  positionsPromos,
  priceUpdatedProps,
  type RemoveScreenMessage,
  removeButtonLabel,
  removeLabels,
  removePositionAction,
} from './view/positionScreens';
export {
  collectSummaryText,
  currencySymbol,
  POSITION_AMOUNT_DIGITS,
  POSITION_FEE_DIGITS,
  type PositionRangeView,
  type PositionStatusMessage,
  positionAmountRows,
  positionPairLabel,
  positionRangeView,
  positionStatusLabels,
  type RemovalTextMessage,
  removalLineTexts,
  removalSummaryText,
} from './view/positionView';
export {
  type RangeEndView,
  type RangeSelectorInput,
  type RangeSelectorMessage,
  type RangeSelectorView,
  rangeSelectorView,
} from './view/rangeSelectorView';
export {
  type RemovalLine,
  type RemoveView,
  type RemoveViewInput,
  removalLines,
  removalTotals,
  removeView,
} from './view/removeView';
export {
  collectWriteOptions,
  LIQUIDITY_WRITE_LOG_NAMES,
  type MiningWriteKind,
  migrateWriteCalls,
  miningWriteCalls,
  v2AddWriteCalls,
  v2RemoveWriteCalls,
  v3AddWriteCalls,
  v3RemoveWriteCalls,
  type WriteClock,
  type WrittenPosition,
  writeDeadline,
} from './writeCalls';
