// The active chain's proposals: count, tallies and states through @dex/multicall (refreshed each
// block), joined with the ProposalCreated logs (one scanner per chain and governor: the history
// from the governor's deployment block once, then only new blocks) that carry each proposal's text
// and actions.
import { getChainInfo } from '@dex/chains';
import {
  createProposalLogScanner,
  decodeProposal,
  decodeProposalCount,
  decodeProposalState,
  latestBlock,
  type Proposal,
  type ProposalCreatedLog,
  proposalCall,
  proposalCountCall,
  proposalStateCall,
  toProposal,
} from '@dex/governance';
import type { RequestFunction } from '@dex/primitives';
import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { chainReader } from '../chain/chainReaders';
import { latestBlockNumberAtom } from '../state/blockNumber';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
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

function proposalLogScanner(chainId: number, governor: string, request: RequestFunction) {
  const key = `${chainId}:${governor}`;
  let scanner = logScanners.get(key);
  if (!scanner) {
    const fromBlock = getChainInfo(chainId)?.deploymentBlocks?.governorAlpha ?? 0;
    scanner = createProposalLogScanner({ request, governor, fromBlock });
    logScanners.set(key, scanner);
  }
  return scanner;
}

interface LogsSnapshot {
  readonly logs: readonly ProposalCreatedLog[];
  /** The latest block when the logs were read (for end-time estimates). */
  readonly latest: { readonly number: number; readonly timestamp: number };
}

const logsLoadAtom = atom(async (get): Promise<LogsSnapshot | null> => {
  const contracts = get(governanceContractsAtom);
  const blockNumber = get(latestBlockNumberAtom);
  const chainId = get(activeChainIdAtom);
  const provider = chainReader(chainId)?.provider;
  if (!contracts || blockNumber === undefined || !provider) return null;
  const request: RequestFunction = (args) => provider.request(args);
  // Each new block only raises the scan's target: one scan at a time, never a range twice.
  const scanner = proposalLogScanner(chainId, contracts.governor, request);
  try {
    const [logs, latest] = await Promise.all([scanner.scanTo(blockNumber), latestBlock(request)]);
    return { logs: [...logs], latest };
  } catch (error) {
    console.warn('Could not read the proposal logs', error);
    return null;
  }
});

/** The last good logs snapshot: a new block's refresh never blanks the page while it loads. */
const logsAtom = unwrap(logsLoadAtom, (previous) => previous ?? null);

export const latestGovernanceBlockAtom = atom((get) => get(logsAtom)?.latest);

export type ProposalsView =
  | { readonly status: 'unsupported' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly proposals: readonly Proposal[] };

/** Every proposal, newest first, once its on-chain reads and creation log are in. */
export const proposalsAtom = atom((get): ProposalsView => {
  const contracts = get(governanceContractsAtom);
  if (!contracts) return { status: 'unsupported' };
  const count = get(proposalCountAtom);
  const snapshot = get(logsAtom);
  if (count === undefined || !snapshot) return { status: 'loading' };
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
    const log = snapshot.logs.find((entry) => entry.id === id);
    if (!votes || status === undefined || !log) return { status: 'loading' };
    proposals.push(toProposal(id, votes, status, log));
  }
  return { status: 'ready', proposals };
});
