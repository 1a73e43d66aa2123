import { afterEach, describe, expect, it, vi } from 'vitest';
import { governanceContractsFor } from './governanceConfig';

afterEach(() => vi.restoreAllMocks());

const GOVERNOR = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F';
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';

describe('governanceContractsFor', () => {
  it('gives checksummed addresses for a chain with governance, undefined without', () => {
    expect(
      governanceContractsFor(1, { governorAlpha: GOVERNOR.toLowerCase(), uni: UNI } as never),
    ).toEqual({ governor: GOVERNOR, token: UNI, distributor: undefined });
    expect(governanceContractsFor(1, { uni: UNI } as never)).toBeUndefined();
  });

  it.each([
    ['a malformed address', '0x1234'],
    ['the zero address', `0x${'0'.repeat(40)}`],
  ])("gives null for %s and logs 'Failed to get contract' through the app's logger", (_, bad) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(governanceContractsFor(1, { governorAlpha: bad, uni: UNI } as never)).toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to get contract', expect.any(Error));
  });
});
