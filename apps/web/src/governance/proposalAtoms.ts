// The active chain's proposals: count, tallies and states through @dex/multicall (refreshed each
// block), joined with the ProposalCreated logs (one scanner per chain and governor: the history
// from the governor's deployment block once, then only new blocks, asked for when the count says
// a proposal is new) that carry each proposal's text and actions.
import { getChainInfo } from '@dex/chains';
import {
  createProposalLogScanner,
  decodeProposal,
  decodeProposalCount,
  decodeProposalState,
  type Proposal,
  type ProposalCreatedLog,
  proposalCall,
  proposalCountCall,
  proposalStateCall,
  toProposal,
} from '@dex/governance';
import type { RequestFunction } from '@dex/primitives';
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

function proposalLogScanner(chainId: number, governor: string, request: RequestFunction) {
  const key = scannerKey(chainId, governor);
  let scanner = logScanners.get(key);
  if (!scanner) {
    const fromBlock = getChainInfo(chainId)?.deploymentBlocks?.governorAlpha ?? 0;
    scanner = createProposalLogScanner({ request, governor, fromBlock });
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

/** Whether the scanner already holds a creation log for every proposal up to `count`. */
function holdsEveryLog(target: ScanTarget): boolean {
  const scanner = logScanners.get(scannerKey(target.chainId, target.governor));
  return scanner !== undefined && scanner.getSnapshot().items.length >= target.count;
}

/**
 * A new target only when the proposal count (read each block in the block's one multicall request)
 * changes, or while a log is still missing: proposals are created rarely, so most blocks cost the
 * page no eth_getLogs of its own (issue #28 §2: one request per observed block).
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
      holdsEveryLog(previous)),
);

const logsLoadAtom = atom(async (get): Promise<readonly ProposalCreatedLog[] | null> => {
  const target = get(scanTargetAtom);
  const provider = target ? chainReader(target.chainId)?.provider : undefined;
  if (!target || !provider) return null;
  const request: RequestFunction = (args) => provider.request(args);
  // One scan at a time; a later target only raises the running scan's end.
  const scanner = proposalLogScanner(target.chainId, target.governor, request);
  try {
    return [...(await scanner.scanTo(target.block))];
  } catch (error) {
    console.warn('Could not read the proposal logs', error);
    return null;
  }
});

/** The last good logs: a refresh never blanks the page while it loads. */
const logsAtom = unwrap(logsLoadAtom, (previous) => previous ?? null);

/** The latest block and its time (for end-time estimates), from the block's multicall reads. */
export const latestGovernanceBlockAtom = atom((get) => {
  const number = get(latestBlockNumberAtom);
  const timestamp = get(chainTimestampAtom(get(activeChainIdAtom)));
  return number === undefined || timestamp === undefined ? undefined : { number, timestamp };
});

export type ProposalsView =
  | { readonly status: 'unsupported' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly proposals: readonly Proposal[] };

/** Every proposal, newest first, once its on-chain reads and creation log are in. */
export const proposalsAtom = atom((get): ProposalsView => {
  const contracts = get(governanceContractsAtom);
  if (!contracts) return { status: 'unsupported' };
  const count = get(proposalCountAtom);
  const logs = get(logsAtom);
  if (count === undefined || !logs) return { status: 'loading' };
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
    const log = logs.find((entry) => entry.id === id);
    if (!votes || status === undefined || !log) return { status: 'loading' };
    proposals.push(toProposal(id, votes, status, log));
  }
  return { status: 'ready', proposals };
});
