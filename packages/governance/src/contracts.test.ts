import { describe, expect, it, vi } from 'vitest';
import { governanceContracts } from './contracts';

const GOVERNOR = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F';
const UNI = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const DISTRIBUTOR = '0x090D4613473dEE047c3f2706764f49E0821D256e';

describe('governanceContracts', () => {
  it('gives checksummed addresses for a chain with governance, undefined without', () => {
    const onInvalid = vi.fn();
    expect(
      governanceContracts(
        { governorAlpha: GOVERNOR.toLowerCase(), uni: UNI, merkleDistributor: DISTRIBUTOR },
        onInvalid,
      ),
    ).toEqual({ governor: GOVERNOR, token: UNI, distributor: DISTRIBUTOR });
    expect(governanceContracts({ uni: UNI }, onInvalid)).toBeUndefined();
    expect(governanceContracts(undefined, onInvalid)).toBeUndefined();
    expect(onInvalid).not.toHaveBeenCalled();
  });

  it('adds GovernorBravo where the registry has one, checksummed, and reports a bad one', () => {
    const bravo = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3';
    const onInvalid = vi.fn();
    expect(
      governanceContracts(
        { governorAlpha: GOVERNOR, governorBravo: bravo.toLowerCase(), uni: UNI },
        onInvalid,
      )?.governorBravo,
    ).toBe(bravo);
    expect(governanceContracts({ governorAlpha: GOVERNOR, uni: UNI }, onInvalid)).toHaveProperty(
      'governorBravo',
      undefined,
    );
    expect(onInvalid).not.toHaveBeenCalled();
    expect(
      governanceContracts({ governorAlpha: GOVERNOR, governorBravo: '0x12', uni: UNI }, onInvalid),
    ).toBeNull();
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it.each([
    ['a malformed address', '0x1234'],
    ['the zero address', `0x${'0'.repeat(40)}`],
  ])('gives null for %s and reports it', (_, bad) => {
    const onInvalid = vi.fn();
    expect(governanceContracts({ governorAlpha: bad, uni: UNI }, onInvalid)).toBeNull();
    expect(onInvalid).toHaveBeenCalledWith(expect.any(Error));
  });
});
