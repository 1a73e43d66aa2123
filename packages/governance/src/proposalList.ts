// The rules of a page of proposals read through a block's batched reads (the web app's /vote): how
// a governor numbers its proposals, which ids are shown, the batch that reads them and where each
// answer sits in it, and the proposals once every read is in. GovernorAlpha numbers from 1;
// GovernorBravo after its `initialProposalId` (the ids Alpha used).
import type { ContractCall } from '@dex/primitives';
import { type GovernorVersion, initialProposalIdCall } from './bravo';
import { newestProposalIds, type ProposalLocation, votingDelayCall } from './proposalPages';
import {
  type Proposal,
  type ProposalCreatedLog,
  type ProposalVotes,
  proposalCall,
  proposalCountCall,
  proposalStateCall,
  toProposal,
} from './proposals';
import type { ProposalStatus } from './status';

/** A governor's proposal count and its first id. */
export interface GovernorNumbering {
  readonly count: number;
  readonly firstId: number;
}

/** The reads that number a governor's proposals: its count, and Bravo's initialProposalId. */
export function numberingCalls(version: GovernorVersion, governor: string): ContractCall[] {
  return [
    proposalCountCall(governor),
    ...(version === 'bravo' ? [initialProposalIdCall(governor)] : []),
  ];
}

/**
 * The numbering from the decoded answers to `numberingCalls`: the first id is 1 on Alpha, the one
 * after `initialProposalId` on Bravo; undefined while a needed answer is missing.
 */
export function governorNumbering(
  version: GovernorVersion,
  count: number | undefined,
  initialProposalId: number | undefined,
): GovernorNumbering | undefined {
  if (count === undefined) return undefined;
  if (version === 'alpha') return { count, firstId: 1 };
  return initialProposalId === undefined ? undefined : { count, firstId: initialProposalId + 1 };
}

/**
 * The ids to read, newest first: the `shown` newest, then `focused` (a proposal opened at its own
 * page) when the governor has it and it is not among them.
 */
export function shownProposalIds(
  numbering: GovernorNumbering | undefined,
  shown: number,
  focused: number | undefined,
): number[] {
  if (!numbering) return [];
  const { count, firstId } = numbering;
  const ids = newestProposalIds(count, shown, firstId);
  if (focused !== undefined && focused >= firstId && focused <= count && !ids.includes(focused)) {
    ids.push(focused);
  }
  return ids;
}

/** Whether older proposals are left beyond the `shown` newest. */
export function hasMoreProposals(numbering: GovernorNumbering, shown: number): boolean {
  return shown < numbering.count - numbering.firstId + 1;
}

/** One batch: the voting delay, then each id's proposals(id) and state(id). */
export function shownProposalCalls(governor: string, ids: readonly number[]): ContractCall[] {
  return [
    votingDelayCall(governor),
    ...ids.flatMap((id) => [proposalCall(governor, id), proposalStateCall(governor, id)]),
  ];
}

/** The answers to `shownProposalCalls`, by what they answer (any answer type: raw or decoded). */
export interface ShownProposalAnswers<T> {
  readonly votingDelay: T | undefined;
  readonly proposals: readonly {
    readonly id: number;
    readonly votes: T | undefined;
    readonly state: T | undefined;
  }[];
}

export function shownProposalAnswers<T>(
  ids: readonly number[],
  answers: readonly T[],
): ShownProposalAnswers<T> {
  return {
    votingDelay: answers[0],
    proposals: ids.map((id, index) => ({
      id,
      votes: answers[1 + index * 2],
      state: answers[2 + index * 2],
    })),
  };
}

/** Where the shown proposals' creation logs are: each one read has its start block. */
export function proposalLocations(
  proposals: readonly { readonly id: number; readonly votes: ProposalVotes | undefined }[],
): ProposalLocation[] {
  return proposals.flatMap(({ id, votes }) =>
    votes ? [{ id, startBlock: votes.startBlock }] : [],
  );
}

/** What the creation-log reads are asked for; it changes only when a proposal is added. */
export interface DescriptionTarget {
  readonly chainId: number;
  readonly governor: string;
  readonly votingDelay: number;
  readonly locations: readonly ProposalLocation[];
}

/** A key equal for equal targets (null for none: ''). */
export function descriptionTargetKey(target: DescriptionTarget | null): string {
  return target
    ? `${target.chainId}:${target.governor}:${target.votingDelay}:${target.locations
        .map(({ id, startBlock }) => `${id}@${startBlock}`)
        .join(',')}`
    : '';
}

/**
 * The shown proposals, newest first, once every one's votes and state are read (undefined until
 * then), each with its creation log when that is in.
 */
export function listedProposals(
  proposals: readonly {
    readonly id: number;
    readonly votes: ProposalVotes | undefined;
    readonly status: ProposalStatus | undefined;
  }[],
  logs: ReadonlyMap<number, ProposalCreatedLog> | undefined,
): Proposal[] | undefined {
  const listed: Proposal[] = [];
  for (const { id, votes, status } of proposals) {
    if (!votes || status === undefined) return undefined;
    listed.push(toProposal(id, votes, status, logs?.get(id)));
  }
  return listed;
}

/** The deployment blocks a governor's proposal search may start from (e.g. @dex/chains'). */
export interface GovernorDeploymentBlocks {
  readonly governorAlpha?: number | undefined;
  readonly governorBravo?: number | undefined;
}

/**
 * Nothing is proposed on a governor before it was deployed; GovernorBravo replaced GovernorAlpha,
 * so where Bravo's own block is not recorded, Alpha's is still a floor (0 without either).
 */
export function governorSearchFloor(
  version: GovernorVersion,
  blocks: GovernorDeploymentBlocks | undefined,
): number {
  return (
    (version === 'bravo'
      ? (blocks?.governorBravo ?? blocks?.governorAlpha)
      : blocks?.governorAlpha) ?? 0
  );
}
