// Where a claim for one recipient stands (spec §4 claim dialog): claiming while the wallet or the
// chain works on it, claimed once mined, and back to idle when it reverts (failures reset the attempt).

export interface ClaimProgress {
  readonly status: 'idle' | 'claiming' | 'claimed';
  readonly explorerUrl?: string;
}

export interface ClaimProgressInput {
  /** This page's claim attempt is for this recipient. */
  readonly attempted: boolean;
  /** The transaction history holds an unmined claim for this recipient (e.g. from another tab). */
  readonly pending: boolean;
  /** The attempt's transaction once sent: its explorer link and its receipt once mined. */
  readonly sent?: {
    readonly explorerUrl?: string;
    /** No status (before Byzantium) counts as success. */
    readonly receipt: { readonly status?: number } | undefined;
  };
}

// @spec 000 §4.3 Claim
export function claimProgress({ attempted, pending, sent }: ClaimProgressInput): ClaimProgress {
  if (!attempted) return { status: pending ? 'claiming' : 'idle' };
  if (!sent) return { status: 'claiming' };
  const link = sent.explorerUrl ? { explorerUrl: sent.explorerUrl } : {};
  if (!sent.receipt) return { status: 'claiming', ...link };
  return sent.receipt.status === 0 ? { status: 'idle' } : { status: 'claimed', ...link };
}
