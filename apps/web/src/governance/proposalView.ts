// How a proposal reads on screen (spec §4 statuses and badge colours, §9 display rules): pure.
import {
  type Proposal,
  type ProposalDetail,
  type ProposalStatus,
  type ProposalStatusName,
  proposalStatusName,
  proposalStatusTone,
} from '@dex/governance';

/** Rounded shares of all votes; both 0 when nobody voted. */
export function tallyPercents(
  forCount: bigint,
  againstCount: bigint,
): { for: number; against: number } {
  const total = forCount + againstCount;
  if (total === 0n) return { for: 0, against: 0 };
  const forShare = Number((forCount * 10_000n) / total) / 100;
  return { for: Math.round(forShare), against: Math.round(100 - forShare) };
}

export interface StatusView {
  /** The status name, e.g. "Active" (a translation key suffix). */
  readonly name: ProposalStatusName;
  readonly tone: 'info' | 'success' | 'danger' | 'neutral';
}

export function statusView(status: ProposalStatus): StatusView {
  return { name: proposalStatusName(status), tone: proposalStatusTone(status) };
}

/** "transfer(0x…, 100)" from a decoded action; the raw call data when it did not decode. */
export function detailCall(detail: ProposalDetail): string {
  const name = detail.functionSig.split('(')[0] ?? '';
  if (!name) return detail.callData;
  return `${name}(${detail.args.length > 0 ? detail.args.join(', ') : ''})`;
}

/** Proposals newest first (the reader already returns them so; kept stable for any source). */
export function newestFirst(proposals: readonly Proposal[]): Proposal[] {
  return [...proposals].sort((a, b) => b.id - a.id);
}
