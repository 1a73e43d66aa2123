// What a caller meets when the node is not what createMulticall was told: another chain, or no
// multicall contract at the address. A plain EIP-1193 provider (no batch transport) answers.
import type { Eip1193Provider, RequestArguments } from '@dex/primitives';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceOfData, TOKEN_A } from '../test/fakeNode';
import { createBlockTracker } from './blockTracker';
import { MULTICALL3_ADDRESS } from './constants';
import {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  MissingMulticallContractError,
  RpcError,
} from './errors';
import { getMulticallInterface } from './ethers';
import { createMulticall } from './multicall';

interface NodeOptions {
  chainId: number;
  /** Replaces the eth_chainId answer: a result to return, or an error to throw. */
  chainIdAnswer?: { result: unknown } | { error: Error };
  /** Code at every address ('0x': none). */
  code: string;
  /** What eth_call answers: an empty result, or a real multicall answer. */
  empty: boolean;
}

function plainNode(options: NodeOptions) {
  const methods: string[] = [];
  const callTargets: string[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method, params }: RequestArguments) => {
      methods.push(method);
      switch (method) {
        case 'eth_chainId': {
          const answer = options.chainIdAnswer;
          if (answer && 'error' in answer) throw answer.error;
          return answer ? answer.result : `0x${options.chainId.toString(16)}`;
        }
        case 'eth_blockNumber':
          return '0x64';
        case 'eth_getCode':
          return options.code;
        case 'eth_call': {
          const [transaction] = params as [{ to: string }];
          callTargets.push(transaction.to);
          if (options.empty) return '0x';
          return getMulticallInterface().encodeFunctionResult('tryBlockAndAggregate', [
            100,
            `0x${'00'.repeat(32)}`,
            [[true, `0x${'00'.repeat(31)}07`]],
          ]);
        }
        default:
          throw new Error(`unexpected ${method}`);
      }
    },
  };
  return { provider, methods, callTargets, options };
}

function watchOne(node: ReturnType<typeof plainNode>, chainId: number, multicallAddress?: string) {
  const blockTracker = createBlockTracker({ provider: node.provider, pollIntervalMs: 15_000 });
  const multicall = createMulticall({
    chainId,
    provider: node.provider,
    blockTracker,
    ...(multicallAddress ? { multicallAddress } : {}),
  });
  const watch = multicall.watch([{ address: TOKEN_A, callData: balanceOfData(TOKEN_A) }]);
  watch.subscribe(() => {});
  return watch;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createMulticall checks the node', () => {
  it('reads through Multicall3 at its well-known address when no address is given', async () => {
    const node = plainNode({ chainId: 1, code: '0x6080', empty: false });
    const watch = watchOne(node, 1);
    await vi.advanceTimersByTimeAsync(200);
    expect(node.callTargets).toEqual([MULTICALL3_ADDRESS.toLowerCase()]); // read in lower case
    expect(watch.getSnapshot()[0]?.data).toBe(`0x${'00'.repeat(31)}07`);
  });

  it('fails every call with ChainIdMismatchError when the node serves another chain', async () => {
    const node = plainNode({ chainId: 31337, code: '0x6080', empty: false });
    const watch = watchOne(node, 1);
    await vi.advanceTimersByTimeAsync(200);
    const [state] = watch.getSnapshot();
    expect(state?.error).toBe(true);
    expect(state?.fetchError).toBeInstanceOf(ChainIdMismatchError);
    expect(state?.fetchError?.message).toBe('The node serves chain 31337, not chain 1');
    expect(node.methods).not.toContain('eth_call'); // nothing is read from the wrong chain
  });

  it.each<[string, NodeOptions['chainIdAnswer']]>([
    ['fails', { error: new RpcError('internal error', -32603) }],
    ['is not implemented', { error: new RpcError('method not found', -32601) }],
    ['answers a decimal number', { result: 31337 }],
    ['answers something that is not hex', { result: 'mainnet' }],
  ])(
    'reads nothing while eth_chainId %s, and reads once it answers the chain',
    async (_label, chainIdAnswer) => {
      const node = plainNode({ chainId: 31337, code: '0x6080', empty: false, chainIdAnswer });
      const watch = watchOne(node, 31337);
      await vi.advanceTimersByTimeAsync(200);
      const [state] = watch.getSnapshot();
      expect(state?.data).toBeUndefined();
      expect(state?.error).toBe(true);
      expect(state?.fetchError).toBeInstanceOf(ChainIdUnverifiedError);
      expect(state?.fetchError?.message).toBe('Could not verify that the node serves chain 31337');
      expect(node.methods).not.toContain('eth_call');

      // The next poll asks again; now the node says which chain it serves.
      const checks = () => node.methods.filter((method) => method === 'eth_chainId').length;
      const checksBefore = checks();
      delete node.options.chainIdAnswer;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(checks()).toBeGreaterThan(checksBefore);
      expect(watch.getSnapshot()[0]?.data).toBe(`0x${'00'.repeat(31)}07`);
      expect(watch.getSnapshot()[0]?.fetchError).toBeUndefined();
    },
  );

  it('says plainly when there is no contract at the multicall address', async () => {
    const node = plainNode({ chainId: 31337, code: '0x', empty: true });
    const watch = watchOne(node, 31337);
    await vi.advanceTimersByTimeAsync(200);
    const [state] = watch.getSnapshot();
    expect(state?.fetchError).toBeInstanceOf(MissingMulticallContractError);
    expect(state?.fetchError?.message).toBe(`No contract at ${MULTICALL3_ADDRESS} on chain 31337`);
  });

  it('keeps the transport wording when a contract is there but answers nothing', async () => {
    const node = plainNode({ chainId: 31337, code: '0x6080', empty: true });
    const watch = watchOne(node, 31337, TOKEN_A);
    await vi.advanceTimersByTimeAsync(200);
    const [state] = watch.getSnapshot();
    expect(state?.fetchError).not.toBeInstanceOf(MissingMulticallContractError);
    expect(state?.fetchError?.message).toBe(
      'Received unexpected JSON-RPC response to eth_call request.',
    );
  });
});
