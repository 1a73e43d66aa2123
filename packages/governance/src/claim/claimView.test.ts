import { describe, expect, it } from 'vitest';
import { claimStatusCall, claimView } from './claimView';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const DISTRIBUTOR = '0x090D4613473dEE047c3f2706764f49E0821D256e';
const data = { index: 3, amount: 400n * 10n ** 18n, proof: [] };

describe('claimView', () => {
  it('is loading until the data and then isClaimed are read', () => {
    expect(claimView(ACCOUNT, undefined, DISTRIBUTOR, undefined)).toEqual({
      account: ACCOUNT,
      data: undefined,
      unclaimed: undefined,
    });
    expect(claimView(ACCOUNT, data, DISTRIBUTOR, undefined).unclaimed).toBeUndefined();
  });

  it('has nothing to claim without a claim, a distributor, or once claimed', () => {
    expect(claimView(ACCOUNT, null, DISTRIBUTOR, undefined)).toEqual({
      account: ACCOUNT,
      data: null,
      unclaimed: 0n,
    });
    expect(claimView(ACCOUNT, data, undefined, false)).toEqual({
      account: ACCOUNT,
      data: null,
      unclaimed: 0n,
    });
    expect(claimView(ACCOUNT, data, DISTRIBUTOR, true).unclaimed).toBe(0n);
  });

  it('offers the amount while unclaimed', () => {
    expect(claimView(ACCOUNT, data, DISTRIBUTOR, false).unclaimed).toBe(data.amount);
  });

  it('reads isClaimed only for a claim on a chain with a distributor', () => {
    expect(claimStatusCall(data, DISTRIBUTOR)?.address).toBe(DISTRIBUTOR);
    expect(claimStatusCall(null, DISTRIBUTOR)).toBeUndefined();
    expect(claimStatusCall(undefined, DISTRIBUTOR)).toBeUndefined();
    expect(claimStatusCall(data, undefined)).toBeUndefined();
  });
});
