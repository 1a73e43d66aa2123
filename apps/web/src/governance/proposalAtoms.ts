// The active chain's proposals a page at a time, newest first: count, voting delay, tallies and
// states through @dex/multicall (refreshed each block) for the proposals shown, and each one's
// creation log (its text and actions) read once from the few blocks before its start block
// (@dex/governance's createProposalDescriptions): no history scan, so the first screen costs the
// same on a chain of any length. More pages as the user asks. A proposal whose log is not in is
// listed without its text; a refused read is an error with Retry, not "loading". One set of atoms
// per governor: GovernorAlpha's (the spec's) and GovernorBravo's (today's, where the chain has it),
// the same reads but Bravo's own numbering (after its initialProposalId) and Abstain tally.
import { getChainInfo } from '@dex/chains';
import {
  createLogSpanMemory,
  createMovedProposalSearch,
  createProposalDescriptions,
  decodeInitialProposalId,
  decodeProposalCount,
  decodeProposalState,
  decodeVotingDelay,
  type GovernorVersion,
  initialProposalIdCall,
  type LogScanError,
  type LogSpanMemory,
  type MovedProposalSearch,
  newestProposalIds,
  PROPOSAL_PAGE_SIZE,
  type Proposal,
  type ProposalCreatedLog,
  type ProposalDescriptions,
  type ProposalLocation,
  proposalCall,
  proposalCountCall,
  proposalDecoder,
  proposalStateCall,
  toProposal,
  votingDelayCall,
} from '@dex/governance';
import type { RequestFunction } from '@dex/primitives';
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

const loaders = new Map<string, ProposalDescriptions>();
const loaderKey = (chainId: number, governor: string) => `${chainId}:${governor}`;

/** What the reads learned about each endpoint's eth_getLogs limits, kept across visits. */
let spanMemory: LogSpanMemory | undefined;

function descriptionLoader(
  chainId: number,
  governor: string,
  endpoint: string,
  request: RequestFunction,
): ProposalDescriptions {
  const key = loaderKey(chainId, governor);
  let loader = loaders.get(key);
  if (!loader) {
    spanMemory ??= createLogSpanMemory({ storage: appStorage() });
    loader = createProposalDescriptions({
      request,
      governor,
      spanMemory: { memory: spanMemory, endpoint, chainId },
    });
    loaders.set(key, loader);
  }
  return loader;
}

/** Per chain and governor: the search for creation logs not at their start blocks. */
const movedSearches = new Map<string, MovedProposalSearch>();

/**
 * Nothing is proposed on a governor before it was deployed; GovernorBravo replaced GovernorAlpha,
 * so where Bravo's own block is not recorded, Alpha's is still a floor.
 */
function searchFloor(chainId: number, version: GovernorVersion): number {
  const blocks = getChainInfo(chainId)?.deploymentBlocks;
  return (
    (version === 'bravo'
      ? (blocks?.governorBravo ?? blocks?.governorAlpha)
      : blocks?.governorAlpha) ?? 0
  );
}

function movedSearch(
  chainId: number,
  governor: string,
  version: GovernorVersion,
  endpoint: string,
  request: RequestFunction,
): MovedProposalSearch {
  const key = loaderKey(chainId, governor);
  let search = movedSearches.get(key);
  if (!search) {
    spanMemory ??= createLogSpanMemory({ storage: appStorage() });
    search = createMovedProposalSearch({
      request,
      governor,
      floor: searchFloor(chainId, version),
      spanMemory: { memory: spanMemory, endpoint, chainId },
    });
    movedSearches.set(key, search);
  }
  return search;
}

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
  const numberingAtom = atom((get): { count: number; firstId: number } | undefined => {
    const governor = get(governorAtom);
    if (!governor) return undefined;
    const [count, initial] = get(
      callStatesAtom(governor.chainId, [
        proposalCountCall(governor.address),
        ...(version === 'bravo' ? [initialProposalIdCall(governor.address)] : []),
      ]),
    );
    const total = decodeCallData(count, decodeProposalCount);
    if (total === undefined) return undefined;
    if (version === 'alpha') return { count: total, firstId: 1 };
    const skipped = decodeCallData(initial, decodeInitialProposalId);
    return skipped === undefined ? undefined : { count: total, firstId: skipped + 1 };
  });

  const proposalCountAtom = atom((get) => get(numberingAtom)?.count);

  /** How many of the newest proposals are shown: a page more each time the user asks. */
  const shownProposalCountAtom = atom(PROPOSAL_PAGE_SIZE);

  const loadMoreProposalsAtom = atom(null, (_get, set) => {
    set(shownProposalCountAtom, (shown) => shown + PROPOSAL_PAGE_SIZE);
  });

  const focusedProposalIdAtom = atom<number | undefined>(undefined);

  /** The proposals to read: the shown pages' ids, newest first, and the one opened. */
  const shownIdsAtom = atom((get): number[] => {
    const numbering = get(numberingAtom);
    if (!numbering) return [];
    const { count, firstId } = numbering;
    const ids = newestProposalIds(count, get(shownProposalCountAtom), firstId);
    const focused = get(focusedProposalIdAtom);
    if (focused !== undefined && focused >= firstId && focused <= count && !ids.includes(focused)) {
      ids.push(focused);
    }
    return ids;
  });

  /** The voting delay, then each shown proposal's proposals(id) and state(id), in the block's multicall. */
  const shownReadsAtom = atom((get) => {
    const governor = get(governorAtom);
    if (!governor) return undefined;
    const ids = get(shownIdsAtom);
    const states = get(
      callStatesAtom(governor.chainId, [
        votingDelayCall(governor.address),
        ...ids.flatMap((id) => [
          proposalCall(governor.address, id),
          proposalStateCall(governor.address, id),
        ]),
      ]),
    );
    return { ids, states };
  });

  const descriptionTargetAtom = selectAtom(
    atom((get): DescriptionTarget | null => {
      const governor = get(governorAtom);
      const reads = get(shownReadsAtom);
      if (!governor || !reads) return null;
      const votingDelay = decodeCallData(reads.states[0], decodeVotingDelay);
      if (votingDelay === undefined) return null;
      const locations: ProposalLocation[] = [];
      for (const [index, id] of reads.ids.entries()) {
        const votes = decodeCallData(reads.states[1 + index * 2], decodeVotes);
        if (votes) locations.push({ id, startBlock: votes.startBlock });
      }
      return {
        chainId: governor.chainId,
        governor: governor.address,
        votingDelay,
        locations,
      };
    }),
    (target) => target,
    (previous, next) => targetKey(previous) === targetKey(next),
  );

  /** Bumped by Retry: the refused reads are asked again. */
  const retryAttemptAtom = atom(0);

  const retryProposalScanAtom = atom(null, (get, set) => {
    const target = get(descriptionTargetAtom);
    if (target) {
      loaders.get(loaderKey(target.chainId, target.governor))?.retry();
      movedSearches.get(loaderKey(target.chainId, target.governor))?.retry();
    }
    set(retryAttemptAtom, (attempt) => attempt + 1);
  });

  const logsLoadAtom = atom(async (get): Promise<LogsState | null> => {
    get(retryAttemptAtom);
    const target = get(descriptionTargetAtom);
    const provider = target ? chainReader(target.chainId)?.provider : undefined;
    if (!target || !provider) return null;
    // Nothing is read before the chain's head is known: a proposal whose start block the governor
    // moved past the head would be asked for a block the node refuses, and stay failed instead of
    // searched. The atom runs again with the first block.
    const head = get(latestBlockNumberAtom);
    if (head === undefined) return null;
    const request: RequestFunction = (args) => provider.request(args);
    const loader = descriptionLoader(target.chainId, target.governor, provider.url, request);
    // Known proposals cost nothing; the new ones are read at once (one batch through the transport).
    await loader.load(target.locations, target.votingDelay, head);
    const { logs, error, missing } = loader.getSnapshot();
    const moved = target.locations.map(({ id }) => id).filter((id) => missing.has(id));
    const block = get(latestBlockNumberAtom);
    if (!moved.length || block === undefined) return { logs, error };
    const found = new Map(logs);
    const failure = await movedSearch(
      target.chainId,
      target.governor,
      version,
      provider.url,
      request,
    ).add(moved, found, block);
    return { logs: found, error: error ?? failure };
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
    const count = get(proposalCountAtom);
    const reads = get(shownReadsAtom);
    if (count === undefined || !reads) return { status: 'loading' };
    const loaded = get(logsAtom);
    const proposals: Proposal[] = [];
    for (const [index, id] of reads.ids.entries()) {
      const votes = decodeCallData(reads.states[1 + index * 2], decodeVotes);
      const status = decodeCallData(reads.states[2 + index * 2], decodeProposalState);
      if (!votes || status === undefined) return { status: 'loading' };
      proposals.push(toProposal(id, votes, status, loaded?.logs.get(id)));
    }
    const firstId = get(numberingAtom)?.firstId ?? 1;
    return {
      status: 'ready',
      proposals,
      scanError: loaded?.error,
      hasMore: get(shownProposalCountAtom) < count - firstId + 1,
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

/** Where the shown proposals' creation logs are; changes only when a proposal is added. */
interface DescriptionTarget {
  readonly chainId: number;
  readonly governor: string;
  readonly votingDelay: number;
  readonly locations: readonly ProposalLocation[];
}

const targetKey = (target: DescriptionTarget | null) =>
  target
    ? `${target.chainId}:${target.governor}:${target.votingDelay}:${target.locations
        .map(({ id, startBlock }) => `${id}@${startBlock}`)
        .join(',')}`
    : '';

interface LogsState {
  readonly logs: ReadonlyMap<number, ProposalCreatedLog>;
  /** Why a read failed; the logs found are kept. */
  readonly error: LogScanError | undefined;
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
