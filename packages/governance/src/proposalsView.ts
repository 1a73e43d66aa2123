// What a page shows of one governor's proposals, from the block's batched reads (any answer type,
// decoded by the caller's `decode`, which reports what does not parse) and the creation logs read
// so far: loading until the numbering, the votes and the states are in; then the list, newest
// first, each proposal with its text once its creation log is in, and why a read failed.
import { decodeInitialProposalId, type GovernorVersion, proposalDecoder } from './bravo';
import type { LogScanError } from './logScanner';
import {
  type DescriptionTarget,
  type GovernorNumbering,
  governorNumbering,
  hasMoreProposals,
  listedProposals,
  proposalLocations,
  type ShownProposalAnswers,
} from './proposalList';
import type { ProposalLogsState } from './proposalLogReads';
import { decodeVotingDelay } from './proposalPages';
import { decodeProposalCount, decodeProposalState, type Proposal } from './proposals';

/** One read's answer decoded: undefined while loading, after a failure, or when it does not parse. */
export type DecodeAnswer<A> = <T>(
  answer: A | undefined,
  decode: (data: string) => T,
) => T | undefined;

/** Where one governor lives: a chain's GovernorAlpha or GovernorBravo. */
export interface GovernorLocation {
  readonly chainId: number;
  readonly address: string;
}

export type ProposalsView =
  | { readonly status: 'unsupported' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** Newest first; a proposal whose creation log is not in has `descriptionLoaded: false`. */
      readonly proposals: readonly Proposal[];
      /** Why some descriptions could not be read (show it with Retry); undefined if all is well. */
      readonly scanError: LogScanError | undefined;
      /** Whether older proposals are left to show. */
      readonly hasMore?: boolean;
    };

/** The numbering from the answers to `numberingCalls` (count, then Bravo's initialProposalId). */
export function decodeGovernorNumbering<A>(
  version: GovernorVersion,
  [count, initialProposalId]: readonly (A | undefined)[],
  decode: DecodeAnswer<A>,
): GovernorNumbering | undefined {
  return governorNumbering(
    version,
    decode(count, decodeProposalCount),
    decode(initialProposalId, decodeInitialProposalId),
  );
}

/** Where the shown proposals' creation logs are, once the voting delay is read; else null. */
export function proposalsDescriptionTarget<A>(
  version: GovernorVersion,
  governor: GovernorLocation | undefined,
  reads: ShownProposalAnswers<A> | undefined,
  decode: DecodeAnswer<A>,
): DescriptionTarget | null {
  if (!governor || !reads) return null;
  const votingDelay = decode(reads.votingDelay, decodeVotingDelay);
  if (votingDelay === undefined) return null;
  const decodeVotes = proposalDecoder(version);
  return {
    chainId: governor.chainId,
    governor: governor.address,
    votingDelay,
    locations: proposalLocations(
      reads.proposals.map(({ id, votes }) => ({ id, votes: decode(votes, decodeVotes) })),
    ),
  };
}

export interface ProposalsViewInput<A> {
  readonly version: GovernorVersion;
  /** False where the chain has no such governor. */
  readonly supported: boolean;
  readonly numbering: GovernorNumbering | undefined;
  readonly reads: ShownProposalAnswers<A> | undefined;
  /** The creation logs read so far (`createProposalLogReads`), if any. */
  readonly logs: ProposalLogsState | null | undefined;
  /** How many of the newest proposals are shown. */
  readonly shown: number;
  readonly decode: DecodeAnswer<A>;
}

/**
 * The shown proposals, newest first, once their on-chain reads are in: the count, votes and
 * state. Their text and actions come with their creation logs; until then (or when a read failed)
 * they are listed without them.
 */
export function proposalsView<A>(input: ProposalsViewInput<A>): ProposalsView {
  const { version, numbering, reads, logs, decode } = input;
  if (!input.supported) return { status: 'unsupported' };
  if (!numbering || !reads) return { status: 'loading' };
  const decodeVotes = proposalDecoder(version);
  const proposals = listedProposals(
    reads.proposals.map(({ id, votes, state }) => ({
      id,
      votes: decode(votes, decodeVotes),
      status: decode(state, decodeProposalState),
    })),
    logs?.logs,
  );
  if (!proposals) return { status: 'loading' };
  return {
    status: 'ready',
    proposals,
    scanError: logs?.error,
    hasMore: hasMoreProposals(numbering, input.shown),
  };
}

/** The listed proposal with `id` (e.g. a URL's or a vote's), once the list is ready. */
export function shownProposal(view: ProposalsView, id: number | undefined): Proposal | undefined {
  if (view.status !== 'ready' || id === undefined) return undefined;
  return view.proposals.find((proposal) => proposal.id === id);
}
