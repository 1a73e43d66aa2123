// Defaults from the spec (section 9).

// @spec 000 §9.8 Gas
/** Gas assumed for a call that does not say how much it needs. */
export const DEFAULT_CALL_GAS_REQUIRED = 200_000;
/** Upper bound of the summed gas of the calls in one multicall chunk. */
export const DEFAULT_CHUNK_GAS_LIMIT = 100_000_000;
/**
 * Most calls in one multicall chunk (one eth_call). Public endpoints cap an eth_call's size and
 * run time well below the gas limit's 500 default-gas calls' worth of tiny reads: 1,000 calls
 * stays under the common request-body limits (about 70 bytes of calldata each) and answers in
 * well under their time-outs.
 */
export const DEFAULT_MAX_CALLS_PER_CHUNK = 1_000;
// @spec 000 §9.9 Timings
/** How long the transport collects requests before sending one batch. */
export const DEFAULT_BATCH_WAIT_MS = 50;
/** A JSON-RPC batch with no complete answer after this long fails. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** The largest JSON-RPC response body the transport reads (10 MiB). */
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** Block-number poll interval. */
export const DEFAULT_POLL_INTERVAL_MS = 15_000;
/** Safety poll while a push source (newHeads) is live and no block has arrived for this long. */
export const DEFAULT_SAFETY_POLL_INTERVAL_MS = 60_000;
/** Debounce of block-number updates. */
export const DEFAULT_BLOCK_DEBOUNCE_MS = 100;
/** Debounce of listener changes before outdated calls are fetched. */
export const DEFAULT_LISTENER_DEBOUNCE_MS = 100;
/** Wait before retrying a result that came from an older block than the latest. */
export const DEFAULT_RETRY_MIN_WAIT_MS = 2_500;
export const DEFAULT_RETRY_MAX_WAIT_MS = 3_500;
/** Results kept for calls nobody listens to any more. */
export const DEFAULT_MAX_RETAINED_RESULTS = 1_000;
/**
 * Multicall3's address: the same on mainnet and most public chains (it answers Multicall2's
 * tryBlockAndAggregate), so createMulticall uses it when no multicallAddress is given. A local
 * node has none until you deploy one (deployMulticall).
 */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11';
