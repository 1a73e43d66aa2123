// Spec §4 proposal status: the contract's state() value, its name and its badge colour.

// @spec 000 §4.16 table: Status / Value
export const ProposalStatus = {
  Undetermined: -1,
  Pending: 0,
  Active: 1,
  Canceled: 2,
  Defeated: 3,
  Succeeded: 4,
  Queued: 5,
  Expired: 6,
  Executed: 7,
} as const;
export type ProposalStatus = (typeof ProposalStatus)[keyof typeof ProposalStatus];

export type ProposalStatusName = keyof typeof ProposalStatus;

/** Badge colours: Pending and Active blue; Succeeded and Executed green; Defeated red; others grey. */
export type StatusTone = 'info' | 'success' | 'danger' | 'neutral';

const NAMES = Object.fromEntries(
  Object.entries(ProposalStatus).map(([name, value]) => [value, name]),
) as Record<ProposalStatus, ProposalStatusName>;

/** A state() answer to a status; anything outside 0..7 is Undetermined. */
export function toProposalStatus(value: number | bigint | undefined): ProposalStatus {
  const n = value === undefined ? -1 : Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 7
    ? (n as ProposalStatus)
    : ProposalStatus.Undetermined;
}

export function proposalStatusName(status: ProposalStatus): ProposalStatusName {
  return NAMES[status];
}

// @spec 000 §4.15 Proposal status
export function proposalStatusTone(status: ProposalStatus): StatusTone {
  switch (status) {
    case ProposalStatus.Pending:
    case ProposalStatus.Active:
      return 'info';
    case ProposalStatus.Succeeded:
    case ProposalStatus.Executed:
      return 'success';
    case ProposalStatus.Defeated:
      return 'danger';
    default:
      return 'neutral';
  }
}
