import { describe, expect, it } from 'vitest';
import { createClaimPopupOffers } from './popupOffer';

const ALICE = '0x1111111111111111111111111111111111111111';
const BOB = '0x2222222222222222222222222222222222222222';
const moment = { account: ALICE, unclaimed: 400n, dialogOpen: false, wideScreen: () => true };

describe('the claim popup offer (spec §2)', () => {
  it('offers a claim to the connected account, once per account and session', () => {
    const offers = createClaimPopupOffers();
    expect(offers.offer(moment)).toBe(true);
    expect(offers.offer({ ...moment, unclaimed: 401n })).toBe(false);
    expect(offers.offer({ ...moment, account: ALICE.toUpperCase().replace('0X', '0x') })).toBe(
      false,
    );
    expect(offers.offer({ ...moment, account: BOB })).toBe(true);
  });

  it('offers nothing without an account or a claim, while loading, or over another dialog', () => {
    const offers = createClaimPopupOffers();
    expect(offers.offer({ ...moment, account: null })).toBe(false);
    expect(offers.offer({ ...moment, unclaimed: undefined })).toBe(false);
    expect(offers.offer({ ...moment, unclaimed: 0n })).toBe(false);
    expect(offers.offer({ ...moment, dialogOpen: true })).toBe(false);
    // None of these used up the offer.
    expect(offers.offer(moment)).toBe(true);
  });

  it('asks about the screen last, and offers nothing on a narrow one', () => {
    const offers = createClaimPopupOffers();
    let asked = 0;
    const narrow = () => {
      asked++;
      return false;
    };
    expect(offers.offer({ ...moment, unclaimed: 0n, wideScreen: narrow })).toBe(false);
    expect(asked).toBe(0);
    expect(offers.offer({ ...moment, wideScreen: narrow })).toBe(false);
    expect(asked).toBe(1);
  });
});
