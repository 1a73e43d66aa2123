// Spec §2: the claim popup is offered once per account and session, when the connected account
// has something to claim and no other dialog is open (neither one of the app's modals nor a page's
// own review or transaction dialog), and only on screens wide enough for the card.

/** What the offer is decided on, at one moment. */
export interface ClaimPopupMoment {
  /** The connected account (null or undefined: none). */
  readonly account: string | null | undefined;
  /** Its unclaimed amount in raw token units (undefined while loading). */
  readonly unclaimed: bigint | undefined;
  /** Whether any dialog is on screen: an open one is never replaced. */
  readonly dialogOpen: boolean;
  /** On phones the card would sit over the page's main button; asked only when all else holds. */
  readonly wideScreen: () => boolean;
}

export interface ClaimPopupOffers {
  /** Whether to open the popup now; once it says yes, never again for that account. */
  offer(moment: ClaimPopupMoment): boolean;
}

/**
 * One session's offers: call `offer` whenever the account, its unclaimed amount or the open
 * dialogs change.
 * @spec 000 §2.25 A claim popup is shown only
 */
export function createClaimPopupOffers(): ClaimPopupOffers {
  /** Accounts the popup was offered to in this session (lower-case). */
  const offered = new Set<string>();
  return {
    offer({ account, unclaimed, dialogOpen, wideScreen }) {
      const key = account?.toLowerCase();
      if (!key || (unclaimed ?? 0n) === 0n || offered.has(key)) return false;
      if (dialogOpen || !wideScreen()) return false;
      offered.add(key);
      return true;
    },
  };
}
