// The connected account's governance figures (UNI balance, delegate, current votes, votes at a
// proposal's start, how it voted on either governor), the token's supply and GovernorBravo's
// threshold and quorum, through @dex/multicall.
import {
  type AccountVotes,
  accountVotesCalls,
  type BravoRules,
  type BravoVoteReceipt,
  bravoRulesCalls,
  circulatingSupply,
  decodeAccountVotes,
  decodeBravoRules,
  decodeTotalSupply,
  decodeVotes,
  type GovernorVersion,
  priorVotesCall,
  totalSupplyCall,
  UNI_CIRCULATION_SCHEDULE,
  type VoteReceipt,
  voteReceiptRead,
} from '@dex/governance';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { decodeCallData } from '../state/callResults';
import { callStatesAtom } from '../state/chainCalls';
import { chainTimestampAtom } from '../state/chainTime';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { governanceContractsAtom } from './contractsAtom';

export const accountVotesAtom = atom((get): AccountVotes | null => {
  const contracts = get(governanceContractsAtom);
  const account = get(connectedAccountAtom);
  if (!contracts || !account) return null;
  const answers = get(
    callStatesAtom(get(activeChainIdAtom), accountVotesCalls(contracts.token, account)),
  );
  return decodeAccountVotes(answers, decodeCallData);
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
 * How the connected account voted on `governor`'s proposals (its getReceipt, read every block so a
 * vote just cast shows up); undefined while loading, without an account or where the chain has no
 * such governor.
 */
function voteReceiptFamily(governor: GovernorVersion) {
  return atomFamily((proposalId: number) =>
    atom((get): VoteReceipt | BravoVoteReceipt | undefined => {
      const contracts = get(governanceContractsAtom);
      const account = get(connectedAccountAtom);
      const read =
        contracts && account && voteReceiptRead(contracts, governor, proposalId, account);
      if (!read) return undefined;
      const [state] = get(callStatesAtom(get(activeChainIdAtom), [read.call]));
      return decodeCallData(state, read.decode);
    }),
  );
}

export const voteReceiptAtoms = {
  alpha: voteReceiptFamily('alpha'),
  bravo: voteReceiptFamily('bravo'),
};

/** GovernorBravo's rules as its contract states them: the votes to propose and the quorum. */
export const bravoRulesAtom = atom((get): BravoRules | undefined => {
  const governor = get(governanceContractsAtom)?.governorBravo;
  if (!governor) return undefined;
  const answers = get(callStatesAtom(get(activeChainIdAtom), bravoRulesCalls(governor)));
  return decodeBravoRules(answers, decodeCallData);
});
