// How a proposal reads on screen (spec 000 §4 statuses and badge colours, §9 display rules).
import { formatFixedAmount, formatRoundedPercent } from '@dex/primitives';
import type { GovernorVersion } from './bravo';
import { GOVERNANCE_TOKEN_DECIMALS } from './breakdown';
import { type ProposalDetail, signatureTypes } from './details';
import {
  type ProposalStatus,
  type ProposalStatusName,
  proposalStatusName,
  proposalStatusTone,
  type StatusTone,
} from './status';

/**
 * A proposal's For or Against tally (the governance token's smallest units) as whole votes, grouped
 * for `language` (spec 000: "Vote tallies have no decimals"): rounded half up, as the 2021
 * interface showed them, so 1,999.9 votes read 2,000. What an account holds (its votes, its claim)
 * is rounded down instead.
 */
export function formatVoteTally(count: bigint, language: string): string {
  return formatFixedAmount(count, GOVERNANCE_TOKEN_DECIMALS, 0, language, 'halfUp');
}

/** What an account holds (its votes, its claim) as whole tokens for `language`, rounded down. */
export function formatHeldAmount(amount: bigint, language: string): string {
  return formatFixedAmount(amount, GOVERNANCE_TOKEN_DECIMALS, 0, language);
}

/** Rounded shares of all votes; both 0 when nobody voted. */
export function tallyPercents(
  forCount: bigint,
  againstCount: bigint,
): { for: number; against: number } {
  const total = forCount + againstCount;
  if (total === 0n) return { for: 0, against: 0 };
  const forShare = Math.round(Number((forCount * 10_000n) / total) / 100);
  // Against is the rest, so the bars always add up to 100 (12.5/87.5 is 13/87, not 13/88).
  return { for: forShare, against: 100 - forShare };
}

/**
 * A GovernorBravo proposal's shares of all votes, For, Against and Abstain, in whole percents that
 * add up to 100 (largest remainders get the leftover points; a tie goes to For, then Against); all
 * 0 when nobody voted.
 */
export function bravoTallyPercents(
  forCount: bigint,
  againstCount: bigint,
  abstainCount: bigint,
): { for: number; against: number; abstain: number } {
  const counts = [forCount, againstCount, abstainCount];
  const total = forCount + againstCount + abstainCount;
  if (total === 0n) return { for: 0, against: 0, abstain: 0 };
  const whole = counts.map((count) => Number((count * 100n) / total));
  const remainders = counts.map((count) => (count * 100n) % total);
  let left = 100 - whole.reduce((sum, share) => sum + share, 0);
  const byRemainder = [0, 1, 2].sort((a, b) => {
    const [ra, rb] = [remainders[a] as bigint, remainders[b] as bigint];
    return ra === rb ? a - b : ra > rb ? -1 : 1;
  });
  for (const index of byRemainder) {
    if (left === 0) break;
    whole[index] = (whole[index] as number) + 1;
    left--;
  }
  const [forShare = 0, againstShare = 0, abstainShare = 0] = whole;
  return { for: forShare, against: againstShare, abstain: abstainShare };
}

export interface ProposalStatusView {
  /** The status name, e.g. "Active" (a translation key suffix). */
  readonly name: ProposalStatusName;
  readonly tone: StatusTone;
}

/** A status's badge: its name and colour. */
export function proposalStatusView(status: ProposalStatus): ProposalStatusView {
  return { name: proposalStatusName(status), tone: proposalStatusTone(status) };
}

/**
 * "transfer(0x…, 100)" from a decoded action; the raw call data when it did not decode (on its
 * own without a signature, "transfer(0x…raw)" when the arguments did not fit the signature).
 */
export function detailCall(detail: ProposalDetail): string {
  const name = detail.functionSig.split('(')[0] ?? '';
  if (!name) return detail.callData;
  if (detail.args.length > 0) return `${name}(${detail.args.join(', ')})`;
  // No arguments decoded although the signature has parameters: the data did not decode.
  const expected = signatureTypes(detail.functionSig);
  return expected && expected.length > 0 ? `${name}(${detail.callData})` : `${name}()`;
}

/** A proposal's tally percents on its governor: Alpha's abstain share is always 0. */
export function governorTallyPercents(
  governor: GovernorVersion,
  proposal: {
    readonly forCount: bigint;
    readonly againstCount: bigint;
    readonly abstainCount?: bigint | undefined;
  },
): { for: number; against: number; abstain: number } {
  return governor === 'bravo'
    ? bravoTallyPercents(proposal.forCount, proposal.againstCount, proposal.abstainCount ?? 0n)
    : { ...tallyPercents(proposal.forCount, proposal.againstCount), abstain: 0 };
}

/** One side's tally as the proposal page shows it: whole votes, its bar share and that share's text. */
export interface TallyDisplay {
  readonly votes: string;
  readonly percent: number;
  readonly percentText: string;
}

/**
 * A proposal's tallies for `language`: For and Against, and Abstain on GovernorBravo (Alpha has
 * none), each with its share of all votes (`governorTallyPercents`).
 */
export function proposalTallies(
  governor: GovernorVersion,
  proposal: {
    readonly forCount: bigint;
    readonly againstCount: bigint;
    readonly abstainCount?: bigint | undefined;
  },
  language: string,
): { for: TallyDisplay; against: TallyDisplay; abstain?: TallyDisplay } {
  const percents = governorTallyPercents(governor, proposal);
  const side = (count: bigint, percent: number): TallyDisplay => ({
    votes: formatVoteTally(count, language),
    percent,
    percentText: formatRoundedPercent(percent, language),
  });
  return {
    for: side(proposal.forCount, percents.for),
    against: side(proposal.againstCount, percents.against),
    ...(governor === 'bravo'
      ? { abstain: side(proposal.abstainCount ?? 0n, percents.abstain) }
      : {}),
  };
}
