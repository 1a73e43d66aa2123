import { describe, expect, it } from 'vitest';
import { VOTES_TOKEN_INTERFACE } from './abi';
import {
  accountVotesCalls,
  bravoRulesCalls,
  chosenDelegate,
  decodeAccountVotes,
  decodeBravoRules,
  delegateName,
  delegationAction,
  voteReceiptRead,
} from './accountVotes';
import { GOVERNOR_BRAVO_INTERFACE, VoteSupport } from './bravo';
import type { DecodeAnswer } from './proposalsView';

const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ZERO = `0x${'0'.repeat(40)}`;
// The answers as raw data (undefined: not in yet), decoded as the app decodes them.
const decode: DecodeAnswer<string> = (answer, decoder) =>
  answer === undefined ? undefined : decoder(answer);
const token = (name: string, value: unknown) =>
  VOTES_TOKEN_INTERFACE.encodeFunctionResult(name, [value]);
const bravo = (name: string, value: bigint) =>
  GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult(name, [value]);

describe('account votes', () => {
  it('reads the balance, the delegate and the current votes', () => {
    expect(accountVotesCalls(TOKEN, ACCOUNT)).toHaveLength(3);
    expect(
      decodeAccountVotes(
        [token('balanceOf', 5n), token('delegates', ZERO), token('getCurrentVotes', 3n)],
        decode,
      ),
    ).toEqual({ balance: 5n, delegate: null, currentVotes: 3n });
    expect(decodeAccountVotes([undefined, token('delegates', ACCOUNT)], decode)).toEqual({
      balance: undefined,
      delegate: ACCOUNT,
      currentVotes: undefined,
    });
  });

  it('unlocks voting without a delegate, changes one, and offers neither while loading', () => {
    expect(delegationAction(null)).toBe('unlock');
    expect(delegationAction(ACCOUNT)).toBe('change');
    expect(delegationAction(undefined)).toBeUndefined();
  });
});

describe('delegates', () => {
  const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

  it('names the account itself as no one, others by their shortened address', () => {
    expect(delegateName(ACCOUNT.toLowerCase(), ACCOUNT)).toBeUndefined();
    expect(delegateName(OTHER, ACCOUNT)).toBe('0x7099...79C8');
  });

  it('delegates to the account itself, or to the typed delegate by its name', () => {
    expect(chosenDelegate('self', ACCOUNT, null)).toEqual({ delegatee: ACCOUNT, name: undefined });
    expect(chosenDelegate('self', null, null)).toBeNull();
    expect(chosenDelegate('typed', ACCOUNT, { address: OTHER, name: 'bob.eth' })).toEqual({
      delegatee: OTHER,
      name: 'bob.eth',
    });
    expect(chosenDelegate('typed', ACCOUNT, { address: OTHER })?.name).toBe('0x7099...79C8');
    expect(chosenDelegate('typed', ACCOUNT, null)).toBeNull();
  });
});

describe('vote receipts', () => {
  const GOVERNOR = '0x5e4be8Bc9637f0EAA1A755019e06A68ce081D58F';
  const BRAVO = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3';
  const contracts = {
    governor: GOVERNOR,
    governorBravo: undefined,
    token: TOKEN,
    distributor: undefined,
  };

  it("reads the receipt from the proposal's governor, with that governor's decoder", () => {
    expect(voteReceiptRead(contracts, 'alpha', 4, ACCOUNT)?.call.address).toBe(GOVERNOR);
    const bravo = voteReceiptRead({ ...contracts, governorBravo: BRAVO }, 'bravo', 9, ACCOUNT);
    expect(bravo?.call.address).toBe(BRAVO);
    const receipt = GOVERNOR_BRAVO_INTERFACE.encodeFunctionResult('getReceipt', [
      [true, VoteSupport.Abstain, 5n],
    ]);
    expect(bravo?.decode(receipt)).toEqual({
      hasVoted: true,
      support: VoteSupport.Abstain,
      votes: 5n,
    });
  });

  it('reads nothing for a Bravo proposal where the chain has no GovernorBravo', () => {
    expect(voteReceiptRead(contracts, 'bravo', 9, ACCOUNT)).toBeNull();
  });
});

describe("GovernorBravo's rules", () => {
  it('reads the threshold and the quorum, undefined until both are in', () => {
    expect(bravoRulesCalls(TOKEN)).toHaveLength(2);
    const threshold = bravo('proposalThreshold', 2n);
    expect(decodeBravoRules([threshold, bravo('quorumVotes', 7n)], decode)).toEqual({
      proposalThreshold: 2n,
      quorumVotes: 7n,
    });
    expect(decodeBravoRules([threshold, undefined], decode)).toBeUndefined();
  });
});
