// A proposal's For and Against tallies as the proposal page shows them (spec 000: "Vote tallies
// have no decimals"): whole votes rounded half up, as the 2021 interface showed them, so 1,999.9
// votes read 2,000. What an account holds (its votes, its claim) is rounded down instead.
import { GOVERNANCE_TOKEN_DECIMALS } from '@dex/governance';
import { formatFixedAmount } from '@dex/primitives';

/** A tally (the governance token's smallest units) as whole votes, grouped for `language`. */
export function formatVoteTally(count: bigint, language: string): string {
  return formatFixedAmount(count, GOVERNANCE_TOKEN_DECIMALS, 0, language, 'halfUp');
}
