import { describe, expect, it } from 'vitest';
import { GOVERNOR_INTERFACE } from './abi';
import { decodeReceipt, receiptCall } from './votes';

const GOVERNOR = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F';
const VOTER = '0x00000000000000000000000000000000000000a1';

describe('vote receipts (getReceipt)', () => {
  it("asks the governor for one proposal's receipt of one voter", () => {
    const call = receiptCall(GOVERNOR, 7, VOTER);
    expect(call.address).toBe(GOVERNOR);
    const [proposalId, voter] = GOVERNOR_INTERFACE.decodeFunctionData('getReceipt', call.callData);
    expect(proposalId).toBe(7n);
    expect(String(voter).toLowerCase()).toBe(VOTER);
  });

  it.each([
    [true, true, 1_500n * 10n ** 18n],
    [true, false, 1n],
    [false, false, 0n],
  ])('decodes hasVoted %s, support %s, votes %s', (hasVoted, support, votes) => {
    const data = GOVERNOR_INTERFACE.encodeFunctionResult('getReceipt', [
      [hasVoted, support, votes],
    ]);
    expect(decodeReceipt(data)).toEqual({ hasVoted, support, votes });
  });

  it('throws on data that is not a receipt', () => {
    expect(() => decodeReceipt('0x')).toThrow();
  });
});
