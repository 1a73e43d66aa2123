import { describe, expect, it } from 'vitest';
import { claimProgress } from './progress';

const link = 'https://etherscan.io/tx/0x1';

describe('claimProgress', () => {
  it('without an attempt here, claims only while one is pending in the history', () => {
    expect(claimProgress({ attempted: false, pending: false })).toEqual({ status: 'idle' });
    expect(claimProgress({ attempted: false, pending: true })).toEqual({ status: 'claiming' });
  });

  it('claims while the wallet works, then with the link until mined', () => {
    expect(claimProgress({ attempted: true, pending: false })).toEqual({ status: 'claiming' });
    expect(
      claimProgress({
        attempted: true,
        pending: true,
        sent: { explorerUrl: link, receipt: undefined },
      }),
    ).toEqual({ status: 'claiming', explorerUrl: link });
    expect(claimProgress({ attempted: true, pending: true, sent: { receipt: undefined } })).toEqual(
      { status: 'claiming' },
    );
  });

  it('is claimed once mined, and idle again when the claim reverted', () => {
    expect(
      claimProgress({
        attempted: true,
        pending: false,
        sent: { explorerUrl: link, receipt: { status: 1 } },
      }),
    ).toEqual({ status: 'claimed', explorerUrl: link });
    expect(
      claimProgress({
        attempted: true,
        pending: false,
        sent: { explorerUrl: link, receipt: { status: 0 } },
      }),
    ).toEqual({ status: 'idle' });
    // A receipt without a status (before Byzantium) is a success.
    expect(claimProgress({ attempted: true, pending: false, sent: { receipt: {} } })).toEqual({
      status: 'claimed',
    });
  });
});
