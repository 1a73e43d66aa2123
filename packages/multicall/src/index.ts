// @dex/multicall: batched chain reads at one JSON-RPC HTTP request per block. No framework, and no
// Ethereum library: calls are encoded by the caller (see the /ethers and /viem entries).

// The shared vocabulary, re-exported because callers of this package have always imported it here.
export type { ContractCall, Eip1193Provider, Hex, RequestArguments } from '@dex/primitives';
// MULTICALL_ABI (text for an ABI parser) is in /ethers and /viem: the root needs only the selectors.
export { MULTICALL_SELECTORS } from './abi';
export {
  type BatchProvider,
  type BatchProviderOptions,
  createBatchProvider,
  type FetchLike,
} from './batchProvider';
export { readEachBlock } from './blockReads';
export {
  type BlockPushSource,
  type BlockPushStatus,
  type BlockSnapshot,
  type BlockTracker,
  type BlockTrackerOptions,
  createBlockTracker,
  type PollParticipant,
  type VisibilitySource,
} from './blockTracker';
export { type CallState, INVALID_CALL_STATE, toCallState } from './callState';
export { type ChainIdVerdict, verifyChainIdResponse } from './chainIdCheck';
export { chunkCalls } from './chunkCalls';
export {
  DEFAULT_BATCH_WAIT_MS,
  DEFAULT_BLOCK_DEBOUNCE_MS,
  DEFAULT_CALL_GAS_REQUIRED,
  DEFAULT_CHUNK_GAS_LIMIT,
  DEFAULT_LISTENER_DEBOUNCE_MS,
  DEFAULT_MAX_CALLS_PER_CHUNK,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_MAX_RETAINED_RESULTS,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_MAX_WAIT_MS,
  DEFAULT_RETRY_MIN_WAIT_MS,
  DEFAULT_SAFETY_POLL_INTERVAL_MS,
  MULTICALL3_ADDRESS,
} from './constants';
export {
  BatchSendError,
  CancelledError,
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  HttpStatusError,
  InvalidAddressError,
  InvalidCallKeyError,
  InvalidHexError,
  InvalidNumberError,
  JsonParseError,
  MissingMulticallContractError,
  RequestTimeoutError,
  ResponseTooLargeError,
  ResultParsingError,
  RetryableError,
  RpcError,
  UnexpectedResponseError,
  ValidationError,
} from './errors';
export {
  type CallsWatch,
  createMulticall,
  isOutOfGasError,
  type Multicall,
  type MulticallOptions,
  type WatchOptions,
} from './multicall';
export { type CallResult, outdatedCallKeys, shouldFetch } from './outdated';
export { type Retrying, type RetryOptions, retry } from './retry';
export { defaultTimers, type TimerHandle, type Timers } from './timers';
export {
  type Call,
  parseCallKey,
  toCallKey,
  validateAddress,
  validateCall,
  validateCallData,
  validateContractAddress,
  validateGas,
} from './validation';
