import { describe, expect, it } from 'vitest';
import { verifyChainIdResponse } from './chainIdCheck';
import {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  RpcError,
  UnexpectedResponseError,
} from './errors';

const URL = 'https://node.test';

describe('verifyChainIdResponse', () => {
  it('verifies a hex answer equal to the expected chain, whatever its case or leading zeros', () => {
    for (const result of ['0x7a69', '0x7A69', '0x007a69']) {
      expect(verifyChainIdResponse({ id: 0, result }, 31337, URL)).toEqual({ kind: 'verified' });
    }
  });

  it('reports another chain as a mismatch naming both chains', () => {
    const verdict = verifyChainIdResponse({ jsonrpc: '2.0', id: 0, result: '0x2a' }, 1, URL);
    expect(verdict.kind).toBe('mismatch');
    const error = (verdict as { error: ChainIdMismatchError }).error;
    expect(error).toBeInstanceOf(ChainIdMismatchError);
    expect(error).toMatchObject({
      message: `The node at ${URL} serves chain 42, not chain 1`,
      errorCode: 'multicall/chain-id-mismatch',
      expectedChainId: 1,
      actualChainId: 42,
    });
  });

  it('does not verify a node that answers with an error, and keeps the node error as the cause', () => {
    const verdict = verifyChainIdResponse(
      { id: 0, error: { code: -32603, message: 'internal error' } },
      31337,
      URL,
    );
    expect(verdict.kind).toBe('unverified');
    const error = (verdict as { error: ChainIdUnverifiedError }).error;
    expect(error).toBeInstanceOf(ChainIdUnverifiedError);
    expect(error).toMatchObject({
      message: `Could not verify that the node at ${URL} serves chain 31337`,
      errorCode: 'multicall/chain-id-unverified',
      expectedChainId: 31337,
    });
    expect(error.cause).toBeInstanceOf(RpcError);
    expect(error.cause).toMatchObject({ message: 'internal error', code: -32603 });
  });

  it.each<[string, unknown]>([
    ['no answer at all', undefined],
    ['an answer without result', { id: 0 }],
    ['a decimal string', { id: 0, result: '31337' }],
    ['a number', { id: 0, result: 31337 }],
    ['a bare 0x', { id: 0, result: '0x' }],
    ['hex with junk', { id: 0, result: '0x7a69<script>' }],
    ['a hex number too large to compare', { id: 0, result: `0x${'f'.repeat(20)}` }],
    ['null', { id: 0, result: null }],
    ['a string instead of an object', 'hello'],
  ])('does not verify %s', (_label, response) => {
    const verdict = verifyChainIdResponse(response, 31337);
    expect(verdict.kind).toBe('unverified');
    const error = (verdict as { error: ChainIdUnverifiedError }).error;
    expect(error.message).toBe('Could not verify that the node serves chain 31337');
    if (typeof response === 'object' && response !== null && 'result' in response) {
      expect(error.cause).toBeInstanceOf(UnexpectedResponseError);
    }
  });
});
