// A vote on a proposal page, whichever governor it goes to: the intent a vote button makes, the side
// it takes, the call that casts it (GovernorAlpha's castVote, Bravo's castVote or
// castVoteWithReason), the vote a receipt records and the votes in whole units, as the proposal page
// and the vote dialog show them.
import type { ContractCall } from '@dex/primitives';
import {
  type BravoVoteReceipt,
  castBravoVoteCall,
  type GovernorVersion,
  VoteSupport,
} from './bravo';
import { GOVERNANCE_TOKEN_DECIMALS } from './breakdown';
import type { GovernanceContracts } from './contracts';
import { castVoteCall, type VoteReceipt } from './votes';

/** GovernorAlpha's For/Against, or Bravo's three sides. */
export type VoteIntent =
  | { readonly governor: 'alpha'; readonly proposalId: number; readonly support: boolean }
  | { readonly governor: 'bravo'; readonly proposalId: number; readonly support: VoteSupport };

export type VoteSide = 'for' | 'against' | 'abstain';

/** The intent of a vote button: GovernorAlpha has no Abstain (only 'for' supports there). */
export function proposalVoteIntent(
  governor: GovernorVersion,
  proposalId: number,
  side: VoteSide,
): VoteIntent {
  if (governor === 'alpha') return { governor, proposalId, support: side === 'for' };
  const support =
    side === 'for'
      ? VoteSupport.For
      : side === 'against'
        ? VoteSupport.Against
        : VoteSupport.Abstain;
  return { governor, proposalId, support };
}

/** The side a vote takes, whichever governor it goes to. */
export function voteSide(intent: VoteIntent): VoteSide {
  if (intent.governor === 'alpha') return intent.support ? 'for' : 'against';
  return intent.support === VoteSupport.For
    ? 'for'
    : intent.support === VoteSupport.Against
      ? 'against'
      : 'abstain';
}

/**
 * The call that casts `intent` with `reason` (Bravo only; '' for none); null where the chain has
 * no GovernorBravo for a Bravo vote.
 */
export function voteIntentCall(
  contracts: GovernanceContracts,
  intent: VoteIntent,
  reason: string,
): ContractCall | null {
  if (intent.governor === 'alpha') {
    return castVoteCall(contracts.governor, intent.proposalId, intent.support);
  }
  const bravo = contracts.governorBravo;
  return bravo ? castBravoVoteCall(bravo, intent.proposalId, intent.support, reason) : null;
}

/** A vote under review: the intent and the reason sent with it. */
export interface VoteReview {
  readonly intent: VoteIntent;
  /** As typed on GovernorBravo; always '' on GovernorAlpha, which records no reason. */
  readonly reason: string;
}

export function voteReview(intent: VoteIntent, reason: string): VoteReview {
  return { intent, reason: intent.governor === 'bravo' ? reason : '' };
}

/** Raw token units as whole votes (rounded down): the number a plural message writes. */
export function wholeVotes(votes: bigint): number {
  return Number(votes / 10n ** BigInt(GOVERNANCE_TOKEN_DECIMALS));
}

/** How an account voted by its receipt (either governor's), in whole votes; undefined if it did not. */
export function receiptVote(
  receipt: VoteReceipt | BravoVoteReceipt | undefined,
): { readonly side: VoteSide; readonly votes: number } | undefined {
  if (!receipt?.hasVoted) return undefined;
  const side =
    typeof receipt.support === 'boolean'
      ? voteSide({ governor: 'alpha', proposalId: 0, support: receipt.support })
      : voteSide({ governor: 'bravo', proposalId: 0, support: receipt.support });
  return { side, votes: wholeVotes(receipt.votes) };
}

/** A proposal id as a URL gives it: 1 to 999,999,999 without leading zeros; else undefined. */
export function parseProposalId(text: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}
