import type { Eip1193Provider } from '@dex/primitives';
import { AbiCoder, concat } from 'ethers';
import { describe, expect, it } from 'vitest';
import { replayFailedCall } from './swapExecution';

const TRANSACTION = {
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  data: '0x38ed1739',
};
const revertData = (reason: string) =>
  concat(['0x08c379a0', AbiCoder.defaultAbiCoder().encode(['string'], [reason])]);

const node = (answer: () => unknown): Eip1193Provider => ({
  async request({ method, params }) {
    expect(method).toBe('eth_call');
    expect(params).toEqual([TRANSACTION, 'latest']);
    return answer();
  },
});

describe('replayFailedCall', () => {
  it("names the replay's revert reason", async () => {
    const reverting = node(() => {
      throw { code: 3, message: 'execution reverted', data: revertData('UniswapV2: K') };
    });
    expect(await replayFailedCall(reverting, TRANSACTION)).toEqual({
      kind: 'reverted',
      reason: 'UniswapV2: K',
    });
  });

  it('says when the replay passes (the estimate failed for another reason)', async () => {
    expect(
      await replayFailedCall(
        node(() => '0x'),
        TRANSACTION,
      ),
    ).toEqual({
      kind: 'replaySucceeded',
    });
  });
});
