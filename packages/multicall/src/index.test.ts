import { expect, it } from 'vitest';
import * as multicall from './index';

it('pins the public API', () => {
  expect(Object.keys(multicall).sort()).toMatchInlineSnapshot(`
    [
      "ChainIdMismatchError",
      "ChainIdUnverifiedError",
      "INVALID_CALL_STATE",
      "InvalidAddressError",
      "InvalidCallKeyError",
      "InvalidHexError",
      "InvalidNumberError",
      "MULTICALL3_ADDRESS",
      "MissingMulticallContractError",
      "ResultParsingError",
      "RpcError",
      "ValidationError",
      "createBlockTracker",
      "createMulticall",
      "parseCallKey",
      "readEachBlock",
      "toCallKey",
      "verifyChainIdResponse",
    ]
  `);
});

it('pins the /http, /ws, /deploy, /ethers and /viem entries', async () => {
  expect(Object.keys(await import('./http')).sort()).toEqual([
    'BatchSendError',
    'HttpStatusError',
    'JsonParseError',
    'RequestTimeoutError',
    'ResponseTooLargeError',
    'UnexpectedResponseError',
    'createBatchProvider',
    'nodeStatusOf',
  ]);
  expect(Object.keys(await import('./ws')).sort()).toEqual(['createNewHeadsSource']);
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
