import { AbiCoder, concat } from 'ethers';
import { describe, expect, it } from 'vitest';
import { extractRevertReason } from './revertReason';

const revertData = (reason: string) =>
  concat(['0x08c379a0', AbiCoder.defaultAbiCoder().encode(['string'], [reason])]);

describe('extractRevertReason', () => {
  it('reads reasons from the shapes providers use', () => {
    expect(extractRevertReason({ reason: 'STF' })).toBe('STF');
    expect(extractRevertReason({ error: { data: revertData('UniswapV2: K') } })).toBe(
      'UniswapV2: K',
    );
    expect(
      extractRevertReason({
        info: { error: { data: { data: revertData('Too little received') } } },
      }),
    ).toBe('Too little received');
    expect(extractRevertReason(new Error('execution reverted: UniswapV2: K'))).toBe('UniswapV2: K');
    expect(extractRevertReason(new Error('out of gas'))).toBeUndefined();
  });
});
