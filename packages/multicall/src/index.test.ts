import { expect, it } from 'vitest';
import * as multicall from './index';

it('pins the public API', () => {
  expect(Object.keys(multicall).sort()).toMatchInlineSnapshot(`
    [
      "BatchSendError",
      "CancelledError",
      "ChainIdMismatchError",
      "ChainIdUnverifiedError",
      "DEFAULT_BATCH_WAIT_MS",
      "DEFAULT_BLOCK_DEBOUNCE_MS",
      "DEFAULT_CALL_GAS_REQUIRED",
      "DEFAULT_CHUNK_GAS_LIMIT",
      "DEFAULT_LISTENER_DEBOUNCE_MS",
      "DEFAULT_MAX_CALLS_PER_CHUNK",
      "DEFAULT_MAX_RESPONSE_BYTES",
      "DEFAULT_MAX_RETAINED_RESULTS",
      "DEFAULT_POLL_INTERVAL_MS",
      "DEFAULT_REQUEST_TIMEOUT_MS",
      "DEFAULT_RETRY_MAX_WAIT_MS",
      "DEFAULT_RETRY_MIN_WAIT_MS",
      "DEFAULT_SAFETY_POLL_INTERVAL_MS",
      "HttpStatusError",
      "INVALID_CALL_STATE",
      "InvalidAddressError",
      "InvalidCallKeyError",
      "InvalidHexError",
      "InvalidNumberError",
      "JsonParseError",
      "MULTICALL3_ADDRESS",
      "MULTICALL_SELECTORS",
      "MissingMulticallContractError",
      "RequestTimeoutError",
      "ResponseTooLargeError",
      "ResultParsingError",
      "RetryableError",
      "RpcError",
      "UnexpectedResponseError",
      "ValidationError",
      "chunkCalls",
      "createBatchProvider",
      "createBlockTracker",
      "createMulticall",
      "defaultTimers",
      "isOutOfGasError",
      "outdatedCallKeys",
      "parseCallKey",
      "readEachBlock",
      "retry",
      "shouldFetch",
      "toCallKey",
      "toCallState",
      "validateAddress",
      "validateCall",
      "validateCallData",
      "validateContractAddress",
      "validateGas",
      "verifyChainIdResponse",
    ]
  `);
});

it('pins the /deploy, /ethers and /viem entries', async () => {
  expect(Object.keys(await import('./deploy')).sort()).toEqual([
    'MULTICALL_CREATION_CODE',
    'deployMulticall',
  ]);
  expect(Object.keys(await import('./ethers')).sort()).toEqual([
    'MULTICALL_ABI',
    'decodeCallState',
    'decodeCallStates',
    'getMulticallInterface',
    'multipleContractCalls',
    'singleContractCalls',
  ]);
  expect(Object.keys(await import('./viem')).sort()).toEqual([
    'MULTICALL_ABI',
    'decodeCallState',
    'decodeCallStates',
    'getMulticallAbi',
    'multipleContractCalls',
    'providerFromViemClient',
    'singleContractCalls',
  ]);
});
