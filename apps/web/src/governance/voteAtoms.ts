// The connected account's governance figures (UNI balance, delegate, current votes, votes at a
// proposal's start, how it voted on either governor), the token's supply and GovernorBravo's
// threshold and quorum, through @dex/multicall.
import {
  type BravoVoteReceipt,
  balanceOfCall,
  bravoReceiptCall,
  circulatingSupply,
  currentVotesCall,
  decodeBalance,
  decodeBravoReceipt,
  decodeDelegates,
  decodeProposalThreshold,
  decodeQuorumVotes,
  decodeReceipt,
  decodeTotalSupply,
  decodeVotes,
  delegateOrNone,
  delegatesCall,
  priorVotesCall,
  proposalThreshold,
  proposalThresholdCall,
  quorumVotesCall,
  receiptCall,
  totalSupplyCall,
  UNI_CIRCULATION_SCHEDULE,
  type VoteReceipt,
} from '@dex/governance';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { governanceContractsAtom } from './contractsAtom';

export interface AccountVotes {
  readonly balance: bigint | undefined;
  /** The delegate's address; undefined while loading or when not delegated (zero address). */
  readonly delegate: string | null | undefined;
  readonly currentVotes: bigint | undefined;
}

export const accountVotesAtom = atom((get): AccountVotes | null => {
  const contracts = get(governanceContractsAtom);
  const account = get(connectedAccountAtom);
  if (!contracts || !account) return null;
  const [balance, delegate, votes] = get(
    callStatesAtom(get(activeChainIdAtom), [
      balanceOfCall(contracts.token, account),
      delegatesCall(contracts.token, account),
      currentVotesCall(contracts.token, account),
    ]),
  );
  const delegateAddress = decodeCallData(delegate, decodeDelegates);
  return {
    balance: decodeCallData(balance, decodeBalance),
    delegate: delegateAddress === undefined ? undefined : delegateOrNone(delegateAddress),
    currentVotes: decodeCallData(votes, decodeVotes),
  };
});

export const totalSupplyAtom = atom((get): bigint | undefined => {
  const contracts = get(governanceContractsAtom);
  if (!contracts) return undefined;
  const [state] = get(callStatesAtom(get(activeChainIdAtom), [totalSupplyCall(contracts.token)]));
  return decodeCallData(state, decodeTotalSupply);
});

/**
 * UNI in circulation at the latest block's time (spec §9 schedule); undefined until the block's
 * time is read, and on chains without governance.
 */
export const circulatingSupplyAtom = atom((get): bigint | undefined => {
  if (!get(governanceContractsAtom)) return undefined;
  const timestamp = get(chainTimestampAtom(get(activeChainIdAtom)));
  return timestamp === undefined
    ? undefined
    : circulatingSupply(UNI_CIRCULATION_SCHEDULE, timestamp);
});

/** The 1% proposal threshold, for the informational text. */
export const proposalThresholdAtom = atom((get) => {
  const supply = get(totalSupplyAtom);
  return supply === undefined ? undefined : proposalThreshold(supply);
});

/** The connected account's votes at a proposal's start block (what voting needs). */
export const priorVotesAtom = atomFamily((startBlock: number) =>
  atom((get): bigint | undefined => {
    const contracts = get(governanceContractsAtom);
    const account = get(connectedAccountAtom);
    if (!contracts || !account) return undefined;
    const [state] = get(
      callStatesAtom(get(activeChainIdAtom), [
        priorVotesCall(contracts.token, account, startBlock),
      ]),
    );
    return decodeCallData(state, decodeVotes);
  }),
);

/**
 * How the connected account voted on a proposal (the governor's getReceipt, read every block so a
 * vote just cast shows up); undefined while loading or without an account.
 */
export const voteReceiptAtom = atomFamily((proposalId: number) =>
  atom((get): VoteReceipt | undefined => {
    const contracts = get(governanceContractsAtom);
    const account = get(connectedAccountAtom);
    if (!contracts || !account) return undefined;
    const [state] = get(
      callStatesAtom(get(activeChainIdAtom), [
        receiptCall(contracts.governor, proposalId, account),
      ]),
    );
    return decodeCallData(state, decodeReceipt);
  }),
);

/**
 * How the connected account voted on a GovernorBravo proposal (For, Against or Abstain), read every
 * block; undefined while loading, without an account or where the chain has no Bravo.
 */
export const bravoVoteReceiptAtom = atomFamily((proposalId: number) =>
  atom((get): BravoVoteReceipt | undefined => {
    const governor = get(governanceContractsAtom)?.governorBravo;
    const account = get(connectedAccountAtom);
    if (!governor || !account) return undefined;
    const [state] = get(
      callStatesAtom(get(activeChainIdAtom), [bravoReceiptCall(governor, proposalId, account)]),
    );
    return decodeCallData(state, decodeBravoReceipt);
  }),
);

/** GovernorBravo's rules as its contract states them: the votes to propose and the quorum. */
export const bravoRulesAtom = atom(
  (get): { readonly proposalThreshold: bigint; readonly quorumVotes: bigint } | undefined => {
    const governor = get(governanceContractsAtom)?.governorBravo;
    if (!governor) return undefined;
    const [threshold, quorum] = get(
      callStatesAtom(get(activeChainIdAtom), [
        proposalThresholdCall(governor),
        quorumVotesCall(governor),
      ]),
    );
    const proposalThresholdVotes = decodeCallData(threshold, decodeProposalThreshold);
    const quorumVotes = decodeCallData(quorum, decodeQuorumVotes);
    return proposalThresholdVotes === undefined || quorumVotes === undefined
      ? undefined
      : { proposalThreshold: proposalThresholdVotes, quorumVotes };
  },
);
