// What a set of reads costs in the app's one batched request per block: the calls and the bytes
// of the Multicall3 `tryBlockAndAggregate` call data and answer (@dex/multicall's batch), hex on
// the wire doubles them. Used by the tick-read measurement and its devnet test.
import { Interface } from 'ethers';

const MULTICALL3 = new Interface([
  'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
]);

export interface AnsweredCall {
  readonly address: string;
  readonly callData: string;
  readonly returnData: string;
}

export interface BatchSize {
  readonly calls: number;
  readonly requestBytes: number;
  readonly responseBytes: number;
}

const byteLength = (hex: string) => (hex.length - 2) / 2;

function encodedBatch(calls: readonly AnsweredCall[]): { request: string; response: string } {
  const request = MULTICALL3.encodeFunctionData('tryBlockAndAggregate', [
    false,
    calls.map((call) => [call.address, call.callData]),
  ]);
  const response = MULTICALL3.encodeFunctionResult('tryBlockAndAggregate', [
    0n,
    `0x${'00'.repeat(32)}`,
    calls.map((call) => [true, call.returnData]),
  ]);
  return { request, response };
}

const EMPTY = encodedBatch([]);

/** The calls and the bytes they add to the batch (beyond an empty batch's own). */
export function batchSize(calls: readonly AnsweredCall[]): BatchSize {
  const { request, response } = encodedBatch(calls);
  return {
    calls: calls.length,
    requestBytes: byteLength(request) - byteLength(EMPTY.request),
    responseBytes: byteLength(response) - byteLength(EMPTY.response),
  };
}

export function sumSizes(sizes: readonly BatchSize[]): BatchSize {
  return sizes.reduce(
    (total, size) => ({
      calls: total.calls + size.calls,
      requestBytes: total.requestBytes + size.requestBytes,
      responseBytes: total.responseBytes + size.responseBytes,
    }),
    { calls: 0, requestBytes: 0, responseBytes: 0 },
  );
}

export function formatSize(label: string, size: BatchSize): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `${label.padEnd(50)} ${String(size.calls).padStart(4)} calls  request ${kb(size.requestBytes).padStart(9)}  answer ${kb(size.responseBytes).padStart(9)}`;
}
