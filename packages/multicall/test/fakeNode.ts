// A scripted JSON-RPC node behind a fake `fetch`: it answers eth_blockNumber and eth_call to a
// fake multicall contract, and counts HTTP requests, so tests see exactly what goes on the wire.
import { getAddress, Interface } from 'ethers';
import type { FetchLike } from '../src/batchProvider';
import { getMulticallInterface } from '../src/ethers';

export const MULTICALL_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
export const TOKEN_A = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
export const TOKEN_B = '0x9fE46736679d2D9A65f0992f6272dE9f3c7fa6e0';
export const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);

export type CallAnswer = { success: boolean; returnData: string } | 'out-of-gas';

interface JsonRpcRequest {
  id: number;
  method: string;
  params: unknown[];
}

export interface FakeNode {
  fetch: FetchLike;
  /** Current block; eth_blockNumber and multicall reads report it. */
  block: number;
  /** Block the multicall reads happen at, when it should lag behind `block`. */
  callBlock?: number;
  /** When true the HTTP request fails like a stopped node. */
  down: boolean;
  /** Answers one inner call; default: balanceOf returns the owner's last byte as the balance. */
  answer: (target: string, callData: string) => CallAnswer;
  /**
   * How eth_chainId is answered (the response's `result` or `error` part); by default it is not
   * implemented (-32601), which tests that skip the transport's chain id check never see.
   */
  chainIdAnswer?: { result: unknown } | { error: { code: number; message: string } };
  /** A chunk with more inner calls than this fails with an out-of-gas error. */
  maxCallsPerChunk: number;
  /** Every HTTP request's JSON-RPC methods. */
  batches: string[][];
  /** Inner call counts of every eth_call. */
  chunkSizes: number[];
}

export function balanceOfData(owner: string): string {
  return ERC20.encodeFunctionData('balanceOf', [owner]);
}

export function defaultAnswer(_target: string, callData: string): CallAnswer {
  const [owner] = ERC20.decodeFunctionData('balanceOf', callData) as unknown as [string];
  const balance = BigInt(Number.parseInt(owner.slice(-2), 16));
  return { success: true, returnData: ERC20.encodeFunctionResult('balanceOf', [balance]) };
}

/**
 * The (target, callData) pairs of tryBlockAndAggregate(bool, (address, bytes)[]) call data, read by
 * hand: ethers' general decoder spent most of this package's test time on the 1,000-call chunks.
 * The package's encoder is checked against ethers' in src/abi.test.ts; this reader still refuses
 * anything but that function with in-bounds offsets.
 */
export function decodeAggregateCalls(data: string): [string, string][] {
  const selector = getMulticallInterface().getFunction('tryBlockAndAggregate')?.selector;
  if (!data.startsWith(selector ?? '-')) throw new Error(`not tryBlockAndAggregate: ${data}`);
  const args = data.slice(10);
  const size = args.length / 2;
  const word = (at: number) => {
    if (at < 0 || at + 32 > size) throw new Error(`call data too short for a word at ${at}`);
    return args.slice(at * 2, at * 2 + 64);
  };
  const number = (at: number) => Number(BigInt(`0x${word(at)}`));
  const array = number(32);
  const items = array + 32;
  return Array.from({ length: number(array) }, (_, index) => {
    const tuple = items + number(items + index * 32);
    const bytes = tuple + number(tuple + 32);
    const length = number(bytes);
    if (bytes + 32 + length > size) throw new Error(`call data too short for call ${index}`);
    const callData = `0x${args.slice((bytes + 32) * 2, (bytes + 32 + length) * 2)}`;
    return [getAddress(`0x${word(tuple).slice(24)}`), callData];
  });
}

export function createFakeNode(block = 100): FakeNode {
  const multicall = getMulticallInterface();

  function answerCall(node: FakeNode, request: JsonRpcRequest): object {
    const [transaction] = request.params as [{ to: string; data: string }];
    const calls = decodeAggregateCalls(transaction.data);
    node.chunkSizes.push(calls.length);
    const answers = calls.map(([target, callData]) => node.answer(target, callData));
    if (
      calls.length > node.maxCallsPerChunk ||
      (calls.length > 0 && answers.includes('out-of-gas'))
    ) {
      return { id: request.id, error: { code: -32000, message: 'out of gas' } };
    }
    const returnData = answers.map((answer) =>
      answer === 'out-of-gas' ? [false, '0x'] : [answer.success, answer.returnData],
    );
    const result = multicall.encodeFunctionResult('tryBlockAndAggregate', [
      node.callBlock ?? node.block,
      `0x${'00'.repeat(32)}`,
      returnData,
    ]);
    return { id: request.id, result };
  }

  const node: FakeNode = {
    block,
    down: false,
    answer: defaultAnswer,
    maxCallsPerChunk: Number.POSITIVE_INFINITY,
    batches: [],
    chunkSizes: [],
    fetch: async (_url, init) => {
      const requests = JSON.parse(init.body) as JsonRpcRequest[];
      node.batches.push(requests.map((request) => request.method));
      if (node.down) throw new TypeError('fetch failed');
      const responses = requests.map((request) => {
        if (request.method === 'eth_blockNumber') {
          return { id: request.id, result: `0x${node.block.toString(16)}` };
        }
        if (request.method === 'eth_call') return answerCall(node, request);
        if (request.method === 'eth_chainId' && node.chainIdAnswer) {
          return { id: request.id, ...node.chainIdAnswer };
        }
        return { id: request.id, error: { code: -32601, message: 'method not found' } };
      });
      const body = JSON.stringify(responses.map((response) => ({ jsonrpc: '2.0', ...response })));
      return { ok: true, status: 200, statusText: 'OK', text: async () => body };
    },
  };
  return node;
}
