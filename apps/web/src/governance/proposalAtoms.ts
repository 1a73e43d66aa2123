// The active chain's proposals: count, tallies and states through @dex/multicall (refreshed each
// block), joined with the ProposalCreated logs (one scanner per chain and governor: the history
// from the governor's deployment block once, then only new blocks, asked for when the count says
// a proposal is new) that carry each proposal's text and actions. A proposal whose log is not in
// is listed without its text; a scan the provider refused is an error with Retry, not "loading".
import { getChainInfo } from '@dex/chains';
import {
  createLogSpanMemory,
  createProposalLogScanner,
  decodeProposal,
  decodeProposalCount,
  decodeProposalState,
  type LogScanError,
  type LogSpanMemory,
  type Proposal,
  type ProposalCreatedLog,
  proposalCall,
  proposalCountCall,
  proposalStateCall,
  toProposal,
} from '@dex/governance';
import { browserStorage, type RequestFunction } from '@dex/primitives';
import { atom } from 'jotai';
import { selectAtom, unwrap } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { latestBlockNumberAtom } from '../state/blockNumber';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { activeChainIdAtom } from '../state/wallet';
import { governanceContractsAtom } from './contractsAtom';

export const proposalCountAtom = atom((get): number | undefined => {
  const contracts = get(governanceContractsAtom);
  if (!contracts) return undefined;
  const chainId = get(activeChainIdAtom);
  const [state] = get(callStatesAtom(chainId, [proposalCountCall(contracts.governor)]));
  return decodeCallData(state, decodeProposalCount);
});

const logScanners = new Map<string, ReturnType<typeof createProposalLogScanner>>();
const scannerKey = (chainId: number, governor: string) => `${chainId}:${governor}`;

/** What the scans learned about each endpoint's eth_getLogs limits, kept across visits. */
let spanMemory: LogSpanMemory | undefined;

function proposalLogScanner(
  chainId: number,
  governor: string,
  endpoint: string,
  request: RequestFunction,
) {
  const key = scannerKey(chainId, governor);
  let scanner = logScanners.get(key);
  if (!scanner) {
    const fromBlock = getChainInfo(chainId)?.deploymentBlocks?.governorAlpha ?? 0;
    spanMemory ??= createLogSpanMemory({ storage: browserStorage() });
    scanner = createProposalLogScanner({
      request,
      governor,
      fromBlock,
      spanMemory: { memory: spanMemory, endpoint, chainId },
    });
    logScanners.set(key, scanner);
  }
  return scanner;
}

/** The block the proposal logs must be scanned to, for the proposal count read at that block. */
interface ScanTarget {
  readonly chainId: number;
  readonly governor: string;
  readonly count: number;
  readonly block: number;
}

/**
 * Whether the scanner needs no new target for the same count: it holds a creation log for every
 * proposal up to `count`, or its last scan failed (then Retry asks again, not every block).
 */
function scanSettled(target: ScanTarget): boolean {
  const scanner = logScanners.get(scannerKey(target.chainId, target.governor));
  if (!scanner) return false;
  const { items, error } = scanner.getSnapshot();
  return items.length >= target.count || error !== undefined;
}

/**
 * A new target only when the proposal count (read each block in the block's one multicall request)
 * changes, or while a log is still missing: proposals are created rarely, so most blocks cost the
 * page no eth_getLogs of its own (issue #28 §2: one request per observed block). After a failed
 * scan only Retry (or a new proposal) scans again.
 */
const scanTargetAtom = selectAtom(
  atom((get): ScanTarget | null => {
    const contracts = get(governanceContractsAtom);
    const count = get(proposalCountAtom);
    const block = get(latestBlockNumberAtom);
    if (!contracts || count === undefined || block === undefined) return null;
    return { chainId: get(activeChainIdAtom), governor: contracts.governor, count, block };
  }),
  (target) => target,
  (previous, next) =>
    previous === next ||
    (previous !== null &&
      next !== null &&
      previous.chainId === next.chainId &&
      previous.governor === next.governor &&
      previous.count === next.count &&
      scanSettled(previous)),
);

/** Bumped by Retry: the failed scan is asked again (it resumes where it stopped). */
const scanAttemptAtom = atom(0);

/** Scans the proposal history again after a failure. */
export const retryProposalScanAtom = atom(null, (_get, set) => {
  set(scanAttemptAtom, (attempt) => attempt + 1);
});

interface LogsState {
  readonly logs: readonly ProposalCreatedLog[];
  /** Why the last scan stopped; the logs found before it are kept. */
  readonly error: LogScanError | undefined;
}

const logsLoadAtom = atom(async (get): Promise<LogsState | null> => {
  get(scanAttemptAtom);
  const target = get(scanTargetAtom);
  const provider = target ? chainReader(target.chainId)?.provider : undefined;
  if (!target || !provider) return null;
  const request: RequestFunction = (args) => provider.request(args);
  // One scan at a time; a later target only raises the running scan's end.
  const scanner = proposalLogScanner(target.chainId, target.governor, provider.url, request);
  try {
    return { logs: [...(await scanner.scanTo(target.block))], error: undefined };
  } catch {
    // The scanner keeps what it found and why it stopped (a LogScanError) in its snapshot.
    const { items, error } = scanner.getSnapshot();
    return { logs: [...items], error };
  }
});

/**
 * The last logs while a scan runs: a refresh never blanks the page, and a Retry shows the list
 * loading its descriptions again instead of the old error.
 */
const logsAtom = unwrap(logsLoadAtom, (previous) =>
  previous ? { logs: previous.logs, error: undefined } : null,
);

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
      /** Why the proposal history could not be read (show it with Retry); undefined if all is well. */
      readonly scanError: LogScanError | undefined;
    };

/**
 * Every proposal, newest first, once its on-chain reads are in: the count, votes and state. Its
 * text and actions come with its creation log; until then (or when the scan failed) it is listed
 * without them.
 */
export const proposalsAtom = atom((get): ProposalsView => {
  const contracts = get(governanceContractsAtom);
  if (!contracts) return { status: 'unsupported' };
  const count = get(proposalCountAtom);
  if (count === undefined) return { status: 'loading' };
  const scanned = get(logsAtom);
  const ids = Array.from({ length: count }, (_, index) => count - index);
  const chainId = get(activeChainIdAtom);
  const states = get(
    callStatesAtom(
      chainId,
      ids.flatMap((id) => [
        proposalCall(contracts.governor, id),
        proposalStateCall(contracts.governor, id),
      ]),
    ),
  );
  const proposals: Proposal[] = [];
  for (const [index, id] of ids.entries()) {
    const votes = decodeCallData(states[index * 2], decodeProposal);
    const status = decodeCallData(states[index * 2 + 1], decodeProposalState);
    if (!votes || status === undefined) return { status: 'loading' };
    const log = scanned?.logs.find((entry) => entry.id === id);
    proposals.push(toProposal(id, votes, status, log));
  }
  return { status: 'ready', proposals, scanError: scanned?.error };
});
