import { errorCodeOf } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import { depositCall, StakeWithoutApprovalError } from './deposit';
import { STAKING_GAS_LIMITS, STAKING_REWARDS_INTERFACE } from './staking';

const POOL = '0x1111111111111111111111111111111111111111';
const PERMIT = {
  deadline: 1_700_000_000n,
  v: 27,
  r: `0x${'ab'.repeat(32)}`,
  s: `0x${'cd'.repeat(32)}`,
};

const decoded = (callData: string) =>
  STAKING_REWARDS_INTERFACE.parseTransaction({ data: callData });

describe('depositCall', () => {
  it('stakes with the permit when one is signed, even if also approved', () => {
    const call = depositCall(POOL, 5n, { approved: true, permit: PERMIT });
    const tx = decoded(call.callData);
    expect(tx?.name).toBe('stakeWithPermit');
    expect(tx?.args.map(String)).toEqual(['5', '1700000000', '27', PERMIT.r, PERMIT.s]);
    expect(call.gasLimit).toBe(STAKING_GAS_LIMITS.stake);
  });

  it('stakes the approved amount without a permit, with the stake gas limit', () => {
    const call = depositCall(POOL, 7n, { approved: true, permit: null });
    expect(decoded(call.callData)?.name).toBe('stake');
    expect(decoded(call.callData)?.args.map(String)).toEqual(['7']);
    expect(call.address.toLowerCase()).toBe(POOL);
    expect(call.gasLimit).toBe(350_000n);
  });

  it("throws the spec's error with neither an approval nor a signature", () => {
    const attempt = () => depositCall(POOL, 1n, { approved: false });
    expect(attempt).toThrow(StakeWithoutApprovalError);
    expect(attempt).toThrow(
      'Attempting to stake without approval or a signature. Please contact support.',
    );
    try {
      attempt();
    } catch (error) {
      expect(errorCodeOf(error)).toBe('liquidity/stake-without-approval');
    }
  });
});
