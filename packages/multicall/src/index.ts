// @dex/multicall: batched chain reads at one JSON-RPC HTTP request per block. No framework, and no
// Ethereum library: calls are encoded by the caller (see the /ethers and /viem entries). What a
// dapp uses and nothing more, to stay within 6 kB gzip: the HTTP transport is in /http, the
// WebSocket newHeads push source in /ws, the contract for dev nodes in /deploy.

// The shared vocabulary, re-exported because callers of this package have always imported it here.
export type { ContractCall, Eip1193Provider, Hex, RequestArguments } from '@dex/primitives';
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
export { type CallState, INVALID_CALL_STATE } from './callState';
export { type ChainIdVerdict, verifyChainIdResponse } from './chainIdCheck';
export { MULTICALL3_ADDRESS } from './constants';
// The errors a read can end in (a watch's fetchError, onError, a thrown validation); the
// transport's own are in /http.
export {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  InvalidAddressError,
  InvalidCallKeyError,
  InvalidHexError,
  InvalidNumberError,
  MissingMulticallContractError,
  ResultParsingError,
  RpcError,
  ValidationError,
} from './errors';
export {
  type CallsWatch,
  createMulticall,
  type Multicall,
  type MulticallOptions,
  type WatchOptions,
} from './multicall';
export type { TimerHandle, Timers } from './timers';
export { type Call, parseCallKey, toCallKey } from './validation';
