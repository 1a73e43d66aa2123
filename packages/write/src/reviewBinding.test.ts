import { describe, expect, it } from 'vitest';
import { type ReviewBinding, reviewChanges, reviewStillValid } from './reviewBinding';

const ALICE = '0x52908400098527886E0F7030069857D2E4169EE7';
const BOB = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';

interface Reviewed extends ReviewBinding {
  readonly out: bigint;
}
const reviewed: Reviewed = { chainId: 31337, account: ALICE, recipient: null, out: 100n };
const quoteMoved = (a: Reviewed, b: Reviewed) => a.out !== b.out;

describe('reviewChanges', () => {
  it('keeps a review whose live write is the same', () => {
    expect(reviewChanges(reviewed, { ...reviewed }, quoteMoved)).toEqual([]);
    expect(reviewStillValid(reviewed, { ...reviewed }, quoteMoved)).toBe(true);
  });

  it('refuses while the live write is not known (a quote still loading after a change)', () => {
    expect(reviewChanges(reviewed, null, quoteMoved)).toEqual(['missing']);
    expect(reviewStillValid(reviewed, undefined, quoteMoved)).toBe(false);
  });

  it('counts another chain, account, position or quote', () => {
    expect(reviewChanges(reviewed, { ...reviewed, chainId: 31338 })).toEqual(['chain']);
    // Another account with no recipient also sends the output elsewhere.
    expect(reviewChanges(reviewed, { ...reviewed, account: BOB })).toEqual([
      'account',
      'recipient',
    ]);
    expect(reviewChanges(reviewed, { ...reviewed, out: 99n }, quoteMoved)).toEqual(['quote']);
    expect(reviewChanges({ ...reviewed, positionId: 5n }, { ...reviewed, positionId: 6n })).toEqual(
      ['position'],
    );
    expect(reviewChanges({ ...reviewed, positionId: 5n }, reviewed)).toEqual(['position']);
  });

  it('takes an account or recipient in any case as the same one', () => {
    expect(reviewChanges(reviewed, { ...reviewed, account: ALICE.toLowerCase() })).toEqual([]);
    expect(
      reviewChanges({ ...reviewed, recipient: BOB }, { ...reviewed, recipient: BOB.toLowerCase() }),
    ).toEqual([]);
  });

  it("counts no recipient and the account's own address as the same place", () => {
    expect(reviewChanges(reviewed, { ...reviewed, recipient: ALICE.toLowerCase() })).toEqual([]);
  });

  it('takes a recipient reviewed as a name resolved to an address, then typed as that address, as the same', () => {
    // The review holds what the typed name resolved to; the live write the address itself.
    const viaName = { ...reviewed, recipient: BOB };
    expect(reviewChanges(viaName, { ...reviewed, recipient: BOB.toLowerCase() })).toEqual([]);
  });

  it('counts a recipient that is not resolved yet (a name) as changed', () => {
    expect(
      reviewChanges({ ...reviewed, recipient: BOB }, { ...reviewed, recipient: 'bob.eth' }),
    ).toEqual(['recipient']);
  });

  it('counts a wallet that disconnected as another account', () => {
    expect(reviewChanges(reviewed, { ...reviewed, account: null })).toContain('account');
  });

  it('reads a position id as a number whatever its spelling', () => {
    expect(
      reviewChanges({ ...reviewed, positionId: 12n }, { ...reviewed, positionId: '012' }),
    ).toEqual([]);
    expect(
      reviewChanges({ ...reviewed, positionId: '12' }, { ...reviewed, positionId: '12x' }),
    ).toEqual(['position']);
  });

  it('lists every change at once', () => {
    expect(
      reviewChanges(
        { ...reviewed, positionId: 1n },
        { chainId: 1, account: BOB, recipient: `0x${'1'.repeat(40)}`, positionId: 2n, out: 1n },
        quoteMoved,
      ),
    ).toEqual(['chain', 'account', 'recipient', 'position', 'quote']);
  });
});
