// @dex/governance: the public API. Proposals and votes (GovernorAlpha, GovernorBravo + UNI), and the
// airdrop claim.
// The shared vocabulary lives in @dex/primitives; re-exported where callers have found it.
export type { ContractCall, RequestFunction } from '@dex/primitives';
export { DISTRIBUTOR_INTERFACE, GOVERNOR_INTERFACE, VOTES_TOKEN_INTERFACE } from './abi';
export { checksummedAccount } from './account';
export {
  type AccountVotes,
  accountVotesCalls,
  type BravoRules,
  bravoRulesCalls,
  chosenDelegate,
  decodeAccountVotes,
  decodeBravoRules,
  delegateName,
  delegationAction,
  voteReceiptRead,
} from './accountVotes';
export {
  type BravoVoteReceipt,
  bravoReceiptCall,
  castBravoVoteCall,
  decodeBravoProposal,
  decodeBravoReceipt,
  decodeInitialProposalId,
  decodeProposalThreshold,
  decodeQuorumVotes,
  GOVERNOR_BRAVO_INTERFACE,
  type GovernorVersion,
  initialProposalIdCall,
  proposalDecoder,
  proposalThresholdCall,
  quorumVotesCall,
  toVoteSupport,
  VoteSupport,
} from './bravo';
export {
  type BreakdownRow,
  type BreakdownRowName,
  type ClaimPartName,
  claimBreakdownRows,
  GOVERNANCE_TOKEN_DECIMALS,
  uniBreakdownRows,
} from './breakdown';
export {
  type ClaimDialogInput,
  type ClaimDialogMessage,
  type ClaimDialogView,
  claimDialogProps,
  claimDialogTexts,
  claimDialogView,
} from './claim/claimDialog';
export {
  CLAIM_DATA_FAILED_MESSAGE,
  type ClaimLookup,
  type ClaimLookupOptions,
  ClaimLookupTimeoutError,
  type ClaimLookupTimers,
  ClaimResponseTooLargeError,
  createClaimLookup,
  DEFAULT_CLAIM_TIMEOUT_MS,
  DEFAULT_MAX_CLAIM_BYTES,
  type FetchFunction,
  NO_CLAIM_MESSAGE,
} from './claim/claimLookup';
export { type ClaimView, claimStatusCall, claimView } from './claim/claimView';
export {
  claimableAmount,
  claimBreakdown,
  claimCall,
  decodeIsClaimed,
  isClaimedCall,
  SOCKS_AMOUNT,
  USER_AMOUNT,
} from './claim/distributor';
export {
  type ClaimPopupMoment,
  type ClaimPopupOffers,
  createClaimPopupOffers,
} from './claim/popupOffer';
export {
  type ClaimProgress,
  type ClaimProgressInput,
  claimProgress,
} from './claim/progress';
export type { ClaimData, ClaimFlags } from './claim/types';
export {
  type GovernanceAddresses,
  type GovernanceContracts,
  governanceContracts,
} from './contracts';
export {
  MAX_TITLE_LENGTH,
  NO_DESCRIPTION,
  type ProposalText,
  parseProposalDescription,
  UNTITLED,
} from './description';
export { decodeProposalDetails, type ProposalDetail, signatureTypes } from './details';
export {
  type ClaimPopupMessage,
  claimPopupView,
  type DelegateDialogMessage,
  delegateDialogLabels,
  delegateDialogProps,
  delegateSummary,
  governanceWriteProgress,
  type UniBreakdownMessage,
  uniBreakdownView,
  type VoteDialogMessage,
  voteDialogView,
} from './dialogsView';
export {
  bravoTallyPercents,
  detailCall,
  formatHeldAmount,
  formatVoteTally,
  governorTallyPercents,
  type ProposalStatusView,
  proposalStatusView,
  proposalTallies,
  type TallyDisplay,
  tallyPercents,
} from './display';
export {
  classifyLogRangeError,
  type LogRangeError,
  type LogRangeErrorKind,
} from './logRangeErrors';
export {
  createLogScanner,
  fetchLogsAdaptively,
  LogScanError,
  type LogScanFailure,
  type LogScanner,
  type LogScanSnapshot,
  type LogSpanMemorySlot,
  type RawLog,
  type Wait,
} from './logScanner';
export {
  createLogSpan,
  createLogSpanMemory,
  type LogSpan,
  type LogSpanMemory,
} from './logSpanMemory';
export {
  type DescriptionTarget,
  descriptionTargetKey,
  type GovernorDeploymentBlocks,
  type GovernorNumbering,
  governorNumbering,
  governorSearchFloor,
  hasMoreProposals,
  listedProposals,
  numberingCalls,
  proposalLocations,
  type ShownProposalAnswers,
  shownProposalAnswers,
  shownProposalCalls,
  shownProposalIds,
} from './proposalList';
export {
  createProposalLogReads,
  type LogEndpoint,
  type ProposalLogReads,
  type ProposalLogsState,
} from './proposalLogReads';
export {
  type ProposalPageInput,
  type ProposalPageMessage,
  type ProposalPageView,
  proposalPageNotice,
  proposalPageTexts,
  proposalPageView,
  proposalVoteButtons,
} from './proposalPage';
export {
  CREATION_LOG_WINDOW,
  createMovedProposalSearch,
  createProposalDescriptions,
  creationSearchRange,
  decodeVotingDelay,
  fetchProposalCreatedLog,
  findMovedProposalLogs,
  type MovedProposalSearch,
  newestProposalIds,
  PROPOSAL_PAGE_SIZE,
  type ProposalDescriptions,
  type ProposalDescriptionsSnapshot,
  type ProposalLocation,
  type ProposalPage,
  proposalCreationWindow,
  type ReadCalls,
  readProposalPage,
  votingDelayCall,
} from './proposalPages';
export {
  createProposalLogCache,
  createProposalLogScanner,
  decodeProposal,
  decodeProposalCount,
  decodeProposalState,
  estimateVoteEndTime,
  fetchProposalCreatedLogs,
  type Proposal,
  type ProposalCreatedLog,
  type ProposalLogCache,
  type ProposalVotes,
  proposalCall,
  proposalCountCall,
  proposalStateCall,
  readProposals,
  SECONDS_PER_BLOCK,
  toProposal,
  voteEnd,
} from './proposals';
export {
  type DecodeAnswer,
  decodeGovernorNumbering,
  type GovernorLocation,
  type ProposalsView,
  type ProposalsViewInput,
  proposalsDescriptionTarget,
  proposalsView,
  shownProposal,
} from './proposalsView';
export { latestBlock, readContract } from './rpc';
export {
  ProposalStatus,
  type ProposalStatusName,
  proposalStatusName,
  proposalStatusTone,
  type StatusTone,
  toProposalStatus,
} from './status';
export {
  type CirculationSchedule,
  circulatingSupply,
  UNI_CIRCULATION_SCHEDULE,
  type VestingTranche,
  vestedAmount,
} from './supply';
export {
  parseProposalId,
  proposalVoteIntent,
  receiptVote,
  type VoteIntent,
  type VoteReview,
  type VoteSide,
  voteIntentCall,
  voteReview,
  voteSide,
  wholeVotes,
} from './voteIntent';
export {
  type AccountVotesCardMessage,
  accountVotesCardView,
  bravoRulesText,
  type ProposalListMessage,
  type ProposalSectionMessage,
  proposalListView,
  proposalSectionView,
} from './votePageView';
export {
  balanceOfCall,
  canVote,
  castVoteCall,
  currentVotesCall,
  decodeBalance,
  decodeDelegates,
  decodeReceipt,
  decodeTotalSupply,
  decodeVotes,
  delegateCall,
  delegateOrNone,
  delegatesCall,
  NO_UNI_CONTRACT_MESSAGE,
  priorVotesCall,
  proposalThreshold,
  receiptCall,
  totalSupplyCall,
  type VoteReceipt,
} from './votes';
