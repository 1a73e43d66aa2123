import { describe, expect, it } from 'vitest';
import { ChainIdMismatchError, ChainIdUnverifiedError } from './errors';
import { nodeStatusOf } from './nodeStatus';

describe('nodeStatusOf', () => {
  it('tells a node serving another chain apart from one that is down', () => {
    expect(nodeStatusOf(undefined)).toEqual({ kind: 'ok' });
    expect(nodeStatusOf(new Error('Failed to send batch call'))).toEqual({ kind: 'unreachable' });
    expect(nodeStatusOf(new ChainIdMismatchError('http://node', 31337, 1))).toEqual({
      kind: 'wrong-chain',
      servedChainId: 1,
    });
    expect(nodeStatusOf(new ChainIdUnverifiedError('http://node', 31337))).toEqual({
      kind: 'unverified',
    });
  });
});
