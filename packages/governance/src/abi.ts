// The contract surfaces the reader uses: GovernorAlpha, the UNI token's votes, the distributor.
import type { ContractCall } from '@dex/primitives';
import { Interface } from 'ethers';

export const GOVERNOR_INTERFACE = new Interface([
  'function proposalCount() view returns (uint256)',
  'function votingDelay() view returns (uint256)',
  'function proposals(uint256) view returns (uint256 id, address proposer, uint256 eta, uint256 startBlock, uint256 endBlock, uint256 forVotes, uint256 againstVotes, bool canceled, bool executed)',
  'function state(uint256 proposalId) view returns (uint8)',
  'function castVote(uint256 proposalId, bool support)',
  'function getReceipt(uint256 proposalId, address voter) view returns (tuple(bool hasVoted, bool support, uint96 votes))',
  'event ProposalCreated(uint256 id, address proposer, address[] targets, uint256[] values, string[] signatures, bytes[] calldatas, uint256 startBlock, uint256 endBlock, string description)',
]);

export const VOTES_TOKEN_INTERFACE = new Interface([
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
  'function delegates(address) view returns (address)',
  'function getCurrentVotes(address account) view returns (uint96)',
  'function getPriorVotes(address account, uint256 blockNumber) view returns (uint96)',
  'function delegate(address delegatee)',
]);

export const DISTRIBUTOR_INTERFACE = new Interface([
  'function isClaimed(uint256 index) view returns (bool)',
  'function claim(uint256 index, address account, uint256 amount, bytes32[] merkleProof)',
]);

/** A `ContractCall` with lower-case call data (what @dex/multicall accepts). */
export function contractCall(address: string, callData: string): ContractCall {
  return { address, callData: callData.toLowerCase() };
}
