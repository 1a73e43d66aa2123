// Votes and delegation on the governance token, and the writes that change them.
import type { ContractCall } from '@dex/primitives';
import { ZeroAddress } from 'ethers';
import { contractCall, GOVERNOR_INTERFACE, VOTES_TOKEN_INTERFACE } from './abi';
import { ProposalStatus } from './status';

// @spec 000 §7.21 Token votes
export const delegatesCall = (token: string, account: string): ContractCall =>
  contractCall(token, VOTES_TOKEN_INTERFACE.encodeFunctionData('delegates', [account]));
export const currentVotesCall = (token: string, account: string): ContractCall =>
  contractCall(token, VOTES_TOKEN_INTERFACE.encodeFunctionData('getCurrentVotes', [account]));
export const priorVotesCall = (token: string, account: string, blockNumber: number): ContractCall =>
  contractCall(
    token,
    VOTES_TOKEN_INTERFACE.encodeFunctionData('getPriorVotes', [account, blockNumber]),
  );
// @spec 000 §7.18 Account native-coin balance, current block timestamp
export const totalSupplyCall = (token: string): ContractCall =>
  contractCall(token, VOTES_TOKEN_INTERFACE.encodeFunctionData('totalSupply'));

export function decodeDelegates(data: string): string {
  return String(VOTES_TOKEN_INTERFACE.decodeFunctionResult('delegates', data)[0]);
}
/** The delegate `decodeDelegates` read; null when the account has not delegated (zero address). */
export function delegateOrNone(delegate: string): string | null {
  return delegate === ZeroAddress ? null : delegate;
}
export function decodeVotes(data: string): bigint {
  // getCurrentVotes and getPriorVotes both return one uint96.
  return BigInt(VOTES_TOKEN_INTERFACE.decodeFunctionResult('getCurrentVotes', data)[0]);
}
export const balanceOfCall = (token: string, account: string): ContractCall =>
  contractCall(token, VOTES_TOKEN_INTERFACE.encodeFunctionData('balanceOf', [account]));

export function decodeBalance(data: string): bigint {
  return BigInt(VOTES_TOKEN_INTERFACE.decodeFunctionResult('balanceOf', data)[0]);
}

export function decodeTotalSupply(data: string): bigint {
  return BigInt(VOTES_TOKEN_INTERFACE.decodeFunctionResult('totalSupply', data)[0]);
}

// @spec 000 §4.15 Proposal status
/** Spec §4: voting is offered only while Active, to accounts with votes at the start block. */
export function canVote(status: ProposalStatus, priorVotes: bigint | undefined): boolean {
  return status === ProposalStatus.Active && priorVotes !== undefined && priorVotes > 0n;
}

// @spec 000 §5.19 Proposal submission
/** Spec §9: proposing needs 1% of the total supply. */
export function proposalThreshold(totalSupply: bigint): bigint {
  return totalSupply / 100n;
}

/** Spec §8: what is logged when delegating where the chain has no governance token. */
export const NO_UNI_CONTRACT_MESSAGE = 'No UNI Contract!';

// @spec 000 §7.30 Governance
export const delegateCall = (token: string, delegatee: string): ContractCall =>
  contractCall(token, VOTES_TOKEN_INTERFACE.encodeFunctionData('delegate', [delegatee]));

export const castVoteCall = (
  governor: string,
  proposalId: number,
  support: boolean,
): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('castVote', [proposalId, support]));

/** How one account voted on one proposal (the governor's `getReceipt`). */
export interface VoteReceipt {
  readonly hasVoted: boolean;
  /** true for For, false for Against; meaningless unless `hasVoted`. */
  readonly support: boolean;
  /** The votes cast (the account's votes at the proposal's start block). */
  readonly votes: bigint;
}

export const receiptCall = (governor: string, proposalId: number, voter: string): ContractCall =>
  contractCall(governor, GOVERNOR_INTERFACE.encodeFunctionData('getReceipt', [proposalId, voter]));

export function decodeReceipt(data: string): VoteReceipt {
  const [receipt] = GOVERNOR_INTERFACE.decodeFunctionResult('getReceipt', data);
  return {
    hasVoted: Boolean(receipt.hasVoted),
    support: Boolean(receipt.support),
    votes: BigInt(receipt.votes),
  };
}
