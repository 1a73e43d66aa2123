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
  decodeGovernorNumbering,
  descriptionTargetKey,
  type GovernorLocation,
  type GovernorVersion,
  governorSearchFloor,
  numberingCalls,
  PROPOSAL_PAGE_SIZE,
  type ProposalLogsState,
  type ProposalsView,
  proposalsDescriptionTarget,
  proposalsView,
  shownProposalAnswers,
  shownProposalCalls,
  shownProposalIds,
} from '@dex/governance';
import { pageStorage } from '@dex/primitives';
import { type Atom, atom, type WritableAtom } from 'jotai';
import { selectAtom, unwrap } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { latestBlockNumberAtom } from '../state/blockNumber';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { activeChainIdAtom } from '../state/wallet';
import { governanceContractsAtom } from './contractsAtom';

/**
 * Every chain's and governor's creation-log reads, with what each endpoint's eth_getLogs allows
 * kept across visits (in the app's storage, opened on the first read).
 */
const logReads = createProposalLogReads({
  spanMemory: () => createLogSpanMemory({ storage: pageStorage() }),
});

/** The latest block and its time (for end-time estimates), from the block's multicall reads. */
export const latestGovernanceBlockAtom = atom((get) => {
  const number = get(latestBlockNumberAtom);
  const timestamp = get(chainTimestampAtom(get(activeChainIdAtom)));
  return number === undefined || timestamp === undefined ? undefined : { number, timestamp };
});

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
  const governorAtom = atom((get): GovernorLocation | undefined => {
    const contracts = get(governanceContractsAtom);
    const address = version === 'bravo' ? contracts?.governorBravo : contracts?.governor;
    return address ? { chainId: get(activeChainIdAtom), address } : undefined;
  });

  /** The count and the first id (1 on Alpha; after `initialProposalId` on Bravo). */
  const numberingAtom = atom((get) => {
    const governor = get(governorAtom);
    if (!governor) return undefined;
    const answers = get(
      callStatesAtom(governor.chainId, numberingCalls(version, governor.address)),
    );
    return decodeGovernorNumbering(version, answers, decodeCallData);
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
    atom((get) =>
      proposalsDescriptionTarget(version, get(governorAtom), get(shownReadsAtom), decodeCallData),
    ),
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
    // Nothing is read before the chain's head is known; the atom runs again with the first block.
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

  /** The shown proposals, newest first; listed without their text until their logs are in. */
  const proposalsAtom = atom(
    (get): ProposalsView =>
      proposalsView({
        version,
        supported: get(governorAtom) !== undefined,
        numbering: get(numberingAtom),
        reads: get(shownReadsAtom),
        logs: get(logsAtom),
        shown: get(shownProposalCountAtom),
        decode: decodeCallData,
      }),
  );

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
