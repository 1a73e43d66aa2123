// An address's claim as the claim dialogs show it: its data from the lookup service, then what is
// still claimable once the distributor says whether it was claimed.
import type { ContractCall } from '@dex/primitives';
import { claimableAmount, isClaimedCall } from './distributor';
import type { ClaimData } from './types';

export interface ClaimView {
  /** The address the claim is for (checksummed). */
  readonly account: string;
  /** null when the address has no claim; undefined while loading. */
  readonly data: ClaimData | null | undefined;
  /** Raw token units still claimable; undefined while loading. */
  readonly unclaimed: bigint | undefined;
}

/** The distributor read a claim needs (isClaimed); undefined without a claim or a distributor. */
export function claimStatusCall(
  data: ClaimData | null | undefined,
  distributor: string | undefined,
): ContractCall | undefined {
  return data && distributor ? isClaimedCall(distributor, data.index) : undefined;
}

/**
 * The view of `account`'s claim: loading until the data is in, nothing to claim without a claim
 * or a distributor, then loading until `isClaimed` is read.
 */
export function claimView(
  account: string,
  data: ClaimData | null | undefined,
  distributor: string | undefined,
  isClaimed: boolean | undefined,
): ClaimView {
  if (data === undefined) return { account, data, unclaimed: undefined };
  if (data === null || !distributor) return { account, data: null, unclaimed: 0n };
  if (isClaimed === undefined) return { account, data, unclaimed: undefined };
  return { account, data, unclaimed: claimableAmount(data, isClaimed) };
}
