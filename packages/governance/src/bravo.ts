// GovernorBravo, Uniswap's governor since 2021 (the delegator at 0x408E…24C3 on mainnet): the same
// proposalCount / votingDelay / state(id) / ProposalCreated as GovernorAlpha, plus an Abstain side
// (proposals(id) carries abstainVotes, getReceipt a uint8 support), votes with a reason, and its
// quorum and proposal threshold read from the contract instead of fixed by the interface.

import type { ContractCall } from '@dex/primitives';
import { MalformedDataError } from '@dex/primitives';
import { Interface } from 'ethers';
import { contractCall } from './abi';
import { decodeProposal, type ProposalVotes } from './proposals';

export const GOVERNOR_BRAVO_INTERFACE = new Interface([
  'function proposalCount() view returns (uint256)',
  'function initialProposalId() view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function quorumVotes() view returns (uint256)',
  'function proposalThreshold() view returns (uint256)',
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, uint256 abstainVotes, bool canceled, bool executed)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function getReceipt(uint256 proposalId, address voter) view returns (tuple(bool hasVoted, uint8 support, uint96 votes))',
  'function castVote(uint256 proposalId, uint8 support)',
  'function castVoteWithReason(uint256 proposalId, uint8 support, string reason)',
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
  'event VoteCast(address indexed voter, uint256 proposalId, uint8 support, uint256 votes, string reason)',
]);

/** GovernorBravo's `support` values: 0 Against, 1 For, 2 Abstain. */
export const VoteSupport = { Against: 0, For: 1, Abstain: 2 } as const;
export type VoteSupport = (typeof VoteSupport)[keyof typeof VoteSupport];

/** A `support` answer as a VoteSupport; undefined for anything Bravo does not define. */
export function toVoteSupport(value: number | bigint): VoteSupport | undefined {
  const n = Number(value);
  return n === VoteSupport.Against || n === VoteSupport.For || n === VoteSupport.Abstain
    ? n
    : undefined;
}

/** Which governor a proposal lives on; they number their proposals apart. */
export type GovernorVersion = 'alpha' | 'bravo';

const bravoCall = (governor: string, name: string, args: readonly unknown[] = []) =>
  contractCall(governor, GOVERNOR_BRAVO_INTERFACE.encodeFunctionData(name, args));

const decodeUint = (name: string, data: string): bigint =>
  BigInt(GOVERNOR_BRAVO_INTERFACE.decodeFunctionResult(name, data)[0]);

/**
 * Bravo's first id less one: it continues GovernorAlpha's numbering, so ids up to this one were
 * never Bravo's (its state(id) reverts for them).
 */
export const initialProposalIdCall = (governor: string): ContractCall =>
  bravoCall(governor, 'initialProposalId');
export function decodeInitialProposalId(data: string): number {
  return Number(decodeUint('initialProposalId', data));
}

/** For votes a proposal needs to pass (18-decimal votes). */
export const quorumVotesCall = (governor: string): ContractCall =>
  bravoCall(governor, 'quorumVotes');
export function decodeQuorumVotes(data: string): bigint {
  return decodeUint('quorumVotes', data);
}

/** Votes a proposer must hold above to propose (18-decimal votes). */
export const proposalThresholdCall = (governor: string): ContractCall =>
  bravoCall(governor, 'proposalThreshold');
export function decodeProposalThreshold(data: string): bigint {
  return decodeUint('proposalThreshold', data);
}

/** Bravo's `proposals(id)` (the same call as Alpha's; the answer has abstainVotes). */
export function decodeBravoProposal(data: string): ProposalVotes {
  const result = GOVERNOR_BRAVO_INTERFACE.decodeFunctionResult('proposals', data);
  return {
    proposer: String(result.proposer),
    forVotes: BigInt(result.forVotes),
    againstVotes: BigInt(result.againstVotes),
    abstainVotes: BigInt(result.abstainVotes),
    startBlock: Number(result.startBlock),
    endBlock: Number(result.endBlock),
  };
}

/** The `proposals(id)` decoder of a governor version (Bravo's answer is one word longer). */
export function proposalDecoder(version: GovernorVersion): (data: string) => ProposalVotes {
  return version === 'bravo' ? decodeBravoProposal : decodeProposal;
}

/** How one account voted on one Bravo proposal. */
export interface BravoVoteReceipt {
  readonly hasVoted: boolean;
  /** Meaningless unless `hasVoted`. */
  readonly support: VoteSupport;
  readonly votes: bigint;
}

export const bravoReceiptCall = (
  governor: string,
  proposalId: number,
  voter: string,
): ContractCall => bravoCall(governor, 'getReceipt', [proposalId, voter]);

/** Throws on a support value Bravo does not define (not a Bravo answer). */
export function decodeBravoReceipt(data: string): BravoVoteReceipt {
  const [receipt] = GOVERNOR_BRAVO_INTERFACE.decodeFunctionResult('getReceipt', data);
  const support = toVoteSupport(receipt.support);
  if (support === undefined)
    throw new MalformedDataError(`Unknown vote support ${receipt.support}`);
  return { hasVoted: Boolean(receipt.hasVoted), support, votes: BigInt(receipt.votes) };
}

/**
 * A Bravo vote: `castVoteWithReason` when the voter typed a reason (its ends trimmed), otherwise
 * `castVote`, which costs less gas. A reason of only spaces is no reason.
 */
export function castBravoVoteCall(
  governor: string,
  proposalId: number,
  support: VoteSupport,
  reason = '',
): ContractCall {
  const trimmed = reason.trim();
  return trimmed
    ? bravoCall(governor, 'castVoteWithReason', [proposalId, support, trimmed])
    : bravoCall(governor, 'castVote', [proposalId, support]);
}
