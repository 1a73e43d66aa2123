// The active chain's proposals a page at a time, newest first: count, voting delay, tallies and
// states through @dex/multicall (refreshed each block) for the proposals shown, and each one's
// creation log (its text and actions) read once from the few blocks before its start block
// (@dex/governance's createProposalLogReads): no history scan, so the first screen costs the
// same on a chain of any length. More pages as the user asks. A proposal whose log is not in is
// listed without its text; a refused read is an error with Retry, not "loading". One set of atoms
// per governor: GovernorAlpha's (the spec's) and GovernorBravo's (today's, where the chain has it),
// the same reads but Bravo's own numbering (after its initialProposalId) and Abstain tally.
import { getChainInfo } from '@dex/chains';
import {
  createLogSpanMemory,
  createProposalLogReads,
  type DescriptionTarget,
  decodeInitialProposalId,
  decodeProposalCount,
  decodeProposalState,
  decodeVotingDelay,
  descriptionTargetKey,
  type GovernorVersion,
  governorNumbering,
  governorSearchFloor,
  hasMoreProposals,
  type LogScanError,
  listedProposals,
  numberingCalls,
  PROPOSAL_PAGE_SIZE,
  type Proposal,
  type ProposalLogsState,
  proposalDecoder,
  proposalLocations,
  shownProposalAnswers,
  shownProposalCalls,
  shownProposalIds,
} from '@dex/governance';
import { type Atom, atom, type WritableAtom } from 'jotai';
import { selectAtom, unwrap } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { latestBlockNumberAtom } from '../state/blockNumber';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { appStorage } from '../state/storage';
import { activeChainIdAtom } from '../state/wallet';
import { governanceContractsAtom } from './contractsAtom';

/** Where one governor lives: the active chain's GovernorAlpha or GovernorBravo. */
interface GovernorLocation {
  readonly chainId: number;
  readonly address: string;
}

/**
 * Every chain's and governor's creation-log reads, with what each endpoint's eth_getLogs allows
 * kept across visits (in the app's storage, opened on the first read).
 */
const logReads = createProposalLogReads({
  spanMemory: () => createLogSpanMemory({ storage: appStorage() }),
});

/** The latest block and its time (for end-time estimates), from the block's multicall reads. */
export const latestGovernanceBlockAtom = atom((get) => {
  const number = get(latestBlockNumberAtom);
  const timestamp = get(chainTimestampAtom(get(activeChainIdAtom)));
  return number === undefined || timestamp === undefined ? undefined : { number, timestamp };
});

export type ProposalsView =
  | { readonly status: 'unsupported' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      /** Newest first; a proposal whose creation log is not in has `descriptionLoaded: false`. */
      readonly proposals: readonly Proposal[];
      /** Why some descriptions could not be read (show it with Retry); undefined if all is well. */
      readonly scanError: LogScanError | undefined;
      /** Whether older proposals are left to show (`loadMoreProposalsAtom`). */
      readonly hasMore?: boolean;
    };

/** One governor's proposal atoms (`alphaProposalAtoms`, `bravoProposalAtoms`). */
export interface GovernorProposalAtoms {
  /** The shown proposals, newest first; 'unsupported' where the chain has no such governor. */
  readonly proposalsAtom: Atom<ProposalsView>;
  /** Shows the next page of older proposals. */
  readonly loadMoreProposalsAtom: WritableAtom<null, [], void>;
  /** Reads the refused descriptions again. */
  readonly retryProposalScanAtom: WritableAtom<null, [], void>;
  /** A proposal opened at its own page: read too, on whichever page it is. */
  readonly focusedProposalIdAtom: WritableAtom<number | undefined, [number | undefined], void>;
  /** The governor's proposal count (undefined while loading or without the governor). */
  readonly proposalCountAtom: Atom<number | undefined>;
}

function createGovernorProposalAtoms(version: GovernorVersion): GovernorProposalAtoms {
  const decodeVotes = proposalDecoder(version);

  const governorAtom = atom((get): GovernorLocation | undefined => {
    const contracts = get(governanceContractsAtom);
    const address = version === 'bravo' ? contracts?.governorBravo : contracts?.governor;
    return address ? { chainId: get(activeChainIdAtom), address } : undefined;
  });

  /** The count and the first id (1 on Alpha; after `initialProposalId` on Bravo). */
  const numberingAtom = atom((get) => {
    const governor = get(governorAtom);
    if (!governor) return undefined;
    const [count, initial] = get(
      callStatesAtom(governor.chainId, numberingCalls(version, governor.address)),
    );
    return governorNumbering(
      version,
      decodeCallData(count, decodeProposalCount),
      decodeCallData(initial, decodeInitialProposalId),
    );
  });

  const proposalCountAtom = atom((get) => get(numberingAtom)?.count);

  /** How many of the newest proposals are shown: a page more each time the user asks. */
  const shownProposalCountAtom = atom(PROPOSAL_PAGE_SIZE);

  const loadMoreProposalsAtom = atom(null, (_get, set) => {
    set(shownProposalCountAtom, (shown) => shown + PROPOSAL_PAGE_SIZE);
  });

  const focusedProposalIdAtom = atom<number | undefined>(undefined);

  /** The proposals to read: the shown pages' ids, newest first, and the one opened. */
  const shownIdsAtom = atom((get) =>
    shownProposalIds(get(numberingAtom), get(shownProposalCountAtom), get(focusedProposalIdAtom)),
  );

  /** The voting delay, then each shown proposal's proposals(id) and state(id), in the block's multicall. */
  const shownReadsAtom = atom((get) => {
    const governor = get(governorAtom);
    if (!governor) return undefined;
    const ids = get(shownIdsAtom);
    return shownProposalAnswers(
      ids,
      get(callStatesAtom(governor.chainId, shownProposalCalls(governor.address, ids))),
    );
  });

  const descriptionTargetAtom = selectAtom(
    atom((get): DescriptionTarget | null => {
      const governor = get(governorAtom);
      const reads = get(shownReadsAtom);
      if (!governor || !reads) return null;
      const votingDelay = decodeCallData(reads.votingDelay, decodeVotingDelay);
      if (votingDelay === undefined) return null;
      return {
        chainId: governor.chainId,
        governor: governor.address,
        votingDelay,
        locations: proposalLocations(
          reads.proposals.map(({ id, votes }) => ({
            id,
            votes: decodeCallData(votes, decodeVotes),
          })),
        ),
      };
    }),
    (target) => target,
    (previous, next) => descriptionTargetKey(previous) === descriptionTargetKey(next),
  );

  /** Bumped by Retry: the refused reads are asked again. */
  const retryAttemptAtom = atom(0);

  const retryProposalScanAtom = atom(null, (get, set) => {
    const target = get(descriptionTargetAtom);
    if (target) logReads.retry(target.chainId, target.governor);
    set(retryAttemptAtom, (attempt) => attempt + 1);
  });

  const logsLoadAtom = atom(async (get): Promise<ProposalLogsState | null> => {
    get(retryAttemptAtom);
    const target = get(descriptionTargetAtom);
    const provider = target ? chainReader(target.chainId)?.provider : undefined;
    if (!target || !provider) return null;
    // Nothing is read before the chain's head is known: a proposal whose start block the governor
    // moved past the head would be asked for a block the node refuses, and stay failed instead of
    // searched. The atom runs again with the first block.
    if (get(latestBlockNumberAtom) === undefined) return null;
    return logReads.load(
      target,
      governorSearchFloor(version, getChainInfo(target.chainId)?.deploymentBlocks),
      { url: provider.url, request: (args) => provider.request(args) },
      () => get(latestBlockNumberAtom),
    );
  });

  /**
   * The last logs while new ones load: a new page never blanks the page, and a Retry shows the list
   * loading its descriptions again instead of the old error.
   */
  const logsAtom = unwrap(logsLoadAtom, (previous) =>
    previous ? { logs: previous.logs, error: undefined } : null,
  );

  /**
   * The shown proposals, newest first, once their on-chain reads are in: the count, votes and
   * state. Their text and actions come with their creation logs; until then (or when a read
   * failed) they are listed without them.
   */
  const proposalsAtom = atom((get): ProposalsView => {
    if (!get(governorAtom)) return { status: 'unsupported' };
    const numbering = get(numberingAtom);
    const reads = get(shownReadsAtom);
    if (!numbering || !reads) return { status: 'loading' };
    const loaded = get(logsAtom);
    const proposals = listedProposals(
      reads.proposals.map(({ id, votes, state }) => ({
        id,
        votes: decodeCallData(votes, decodeVotes),
        status: decodeCallData(state, decodeProposalState),
      })),
      loaded?.logs,
    );
    if (!proposals) return { status: 'loading' };
    return {
      status: 'ready',
      proposals,
      scanError: loaded?.error,
      hasMore: hasMoreProposals(numbering, get(shownProposalCountAtom)),
    };
  });

  return {
    proposalsAtom,
    loadMoreProposalsAtom,
    retryProposalScanAtom,
    focusedProposalIdAtom,
    proposalCountAtom,
  };
}

/** GovernorAlpha's proposals (spec 000 §4): /vote's list and /vote/{id}. */
export const alphaProposalAtoms = createGovernorProposalAtoms('alpha');

/** GovernorBravo's proposals (today's governance): /vote's first list and /vote/bravo/{id}. */
export const bravoProposalAtoms = createGovernorProposalAtoms('bravo');

export const {
  proposalsAtom,
  loadMoreProposalsAtom,
  retryProposalScanAtom,
  focusedProposalIdAtom,
  proposalCountAtom,
} = alphaProposalAtoms;
