// An account's standing in governance as /vote shows it, and GovernorBravo's rules as its contract
// states them: the batched reads each needs, and their answers decoded (by the caller's `decode`,
// which reports what does not parse).
import { type ContractCall, sameAddress, shortenAddress } from '@dex/primitives';
import {
  type BravoVoteReceipt,
  bravoReceiptCall,
  decodeBravoReceipt,
  decodeProposalThreshold,
  decodeQuorumVotes,
  type GovernorVersion,
  proposalThresholdCall,
  quorumVotesCall,
} from './bravo';
import type { GovernanceContracts } from './contracts';
import type { DecodeAnswer } from './proposalsView';
import {
  balanceOfCall,
  currentVotesCall,
  decodeBalance,
  decodeDelegates,
  decodeReceipt,
  decodeVotes,
  delegateOrNone,
  delegatesCall,
  receiptCall,
  type VoteReceipt,
} from './votes';

export interface AccountVotes {
  readonly balance: bigint | undefined;
  /** The delegate's address; undefined while loading, null when not delegated (zero address). */
  readonly delegate: string | null | undefined;
  readonly currentVotes: bigint | undefined;
}

/** The reads of `account`'s votes on the governance `token`: balance, delegate, current votes. */
export function accountVotesCalls(token: string, account: string): ContractCall[] {
  return [
    balanceOfCall(token, account),
    delegatesCall(token, account),
    currentVotesCall(token, account),
  ];
}

/** The answers to `accountVotesCalls`, each undefined while unknown. */
export function decodeAccountVotes<A>(
  [balance, delegate, votes]: readonly (A | undefined)[],
  decode: DecodeAnswer<A>,
): AccountVotes {
  const delegateAddress = decode(delegate, decodeDelegates);
  return {
    balance: decode(balance, decodeBalance),
    delegate: delegateAddress === undefined ? undefined : delegateOrNone(delegateAddress),
    currentVotes: decode(votes, decodeVotes),
  };
}

/**
 * What the account may do about its delegation: no delegate yet, unlock voting; a delegate,
 * change it; still loading, neither.
 */
export function delegationAction(
  delegate: string | null | undefined,
): 'unlock' | 'change' | undefined {
  if (delegate === null) return 'unlock';
  return delegate ? 'change' : undefined;
}

/** How /vote names `account`'s delegate: undefined for the account itself, else shortened. */
export function delegateName(delegate: string, account: string): string | undefined {
  return sameAddress(delegate, account) ? undefined : shortenAddress(delegate);
}

/**
 * Who a delegation goes to: the account itself ("Self Delegate") or the typed delegate, with the
 * name the history gives it (its ENS name, else its shortened address; undefined for self); null
 * when there is no one to delegate to.
 */
export function chosenDelegate(
  target: 'self' | 'typed',
  account: string | null,
  typed: { readonly address: string; readonly name?: string | null | undefined } | null,
): { readonly delegatee: string; readonly name: string | undefined } | null {
  if (target === 'self') return account ? { delegatee: account, name: undefined } : null;
  return typed
    ? { delegatee: typed.address, name: typed.name ?? shortenAddress(typed.address) }
    : null;
}

/**
 * How `account`'s vote on a proposal of either governor is read (its getReceipt): the call and its
 * decoder; null for a Bravo proposal where the chain has no GovernorBravo.
 */
export function voteReceiptRead(
  contracts: GovernanceContracts,
  governor: GovernorVersion,
  proposalId: number,
  account: string,
): {
  readonly call: ContractCall;
  readonly decode: (data: string) => VoteReceipt | BravoVoteReceipt;
} | null {
  if (governor === 'alpha') {
    return { call: receiptCall(contracts.governor, proposalId, account), decode: decodeReceipt };
  }
  const bravo = contracts.governorBravo;
  return bravo
    ? { call: bravoReceiptCall(bravo, proposalId, account), decode: decodeBravoReceipt }
    : null;
}

/** GovernorBravo's rules: the votes to propose and the quorum. */
export interface BravoRules {
  readonly proposalThreshold: bigint;
  readonly quorumVotes: bigint;
}

export function bravoRulesCalls(governor: string): ContractCall[] {
  return [proposalThresholdCall(governor), quorumVotesCall(governor)];
}

/** The answers to `bravoRulesCalls`; undefined until both are in. */
export function decodeBravoRules<A>(
  [threshold, quorum]: readonly (A | undefined)[],
  decode: DecodeAnswer<A>,
): BravoRules | undefined {
  const proposalThreshold = decode(threshold, decodeProposalThreshold);
  const quorumVotes = decode(quorum, decodeQuorumVotes);
  return proposalThreshold === undefined || quorumVotes === undefined
    ? undefined
    : { proposalThreshold, quorumVotes };
}
