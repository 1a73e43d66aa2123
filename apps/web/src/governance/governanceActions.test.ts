// A vote from a proposal page through the app's one write flow, against a scripted wallet: what
// reaches the wallet for a GovernorAlpha vote and for GovernorBravo's three sides, with and
// without a reason.
import { getChainInfo } from '@dex/chains';
import {
  GOVERNOR_BRAVO_INTERFACE,
  GOVERNOR_INTERFACE,
  type VoteIntent,
  VoteSupport,
} from '@dex/governance';
import { describe, expect, it } from 'vitest';
import { hashOf } from '../transactions/fakeChain.testing';
import { fakeWallet, type Params, walletOn } from '../transactions/fakeWallet.testing';
import { writeTestStore } from '../transactions/writeStore.testing';
import { castVoteActionAtom, openVoteAtom, voteReasonAtom } from './governanceActions';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const contracts = getChainInfo(31337)?.contracts;

/** Votes as the page and its dialog would: opens the dialog, types `reason`, confirms. */
async function vote(intent: VoteIntent, reason = ''): Promise<Params | undefined> {
  const wallet = fakeWallet({
    ...walletOn(ACCOUNT),
    eth_estimateGas: () => '0x15f90',
    eth_sendTransaction: () => hashOf(0x0f),
  });
  const { store } = writeTestStore({ account: ACCOUNT, wallet });
  store.set(openVoteAtom, intent);
  store.set(voteReasonAtom, reason);
  await store.set(castVoteActionAtom, 'Vote');
  return wallet.calls.find((call) => call.method === 'eth_sendTransaction')?.params;
}

describe('votes through the write flow', () => {
  it('a GovernorAlpha vote is castVote(uint256,bool) to GovernorAlpha', async () => {
    const sent = await vote({ governor: 'alpha', proposalId: 6, support: true });
    expect(sent?.to?.toLowerCase()).toBe(contracts?.governorAlpha?.toLowerCase());
    const parsed = GOVERNOR_INTERFACE.parseTransaction({ data: sent?.data ?? '' });
    expect([parsed?.name, ...(parsed?.args.toArray() ?? [])]).toEqual(['castVote', 6n, true]);
  });

  it.each([
    [VoteSupport.For, 1n],
    [VoteSupport.Against, 0n],
    [VoteSupport.Abstain, 2n],
  ])(
    'a GovernorBravo vote %i without a reason is castVote(uint256,uint8) to GovernorBravo',
    async (support, value) => {
      const sent = await vote({ governor: 'bravo', proposalId: 16, support });
      expect(sent?.to?.toLowerCase()).toBe(contracts?.governorBravo?.toLowerCase());
      const parsed = GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: sent?.data ?? '' });
      expect([parsed?.signature, ...(parsed?.args.toArray() ?? [])]).toEqual([
        'castVote(uint256,uint8)',
        16n,
        value,
      ]);
    },
  );

  it('a GovernorBravo vote with a typed reason is castVoteWithReason', async () => {
    const sent = await vote(
      { governor: 'bravo', proposalId: 15, support: VoteSupport.Abstain },
      'Conflict of interest.',
    );
    const parsed = GOVERNOR_BRAVO_INTERFACE.parseTransaction({ data: sent?.data ?? '' });
    expect([parsed?.signature, ...(parsed?.args.toArray() ?? [])]).toEqual([
      'castVoteWithReason(uint256,uint8,string)',
      15n,
      2n,
      'Conflict of interest.',
    ]);
  });

  it('opening another vote forgets the reason typed for the last one', async () => {
    const wallet = fakeWallet({ ...walletOn(ACCOUNT) });
    const { store } = writeTestStore({ account: ACCOUNT, wallet });
    store.set(openVoteAtom, { governor: 'bravo', proposalId: 15, support: VoteSupport.For });
    store.set(voteReasonAtom, 'Typed for 15');
    store.set(openVoteAtom, { governor: 'bravo', proposalId: 16, support: VoteSupport.For });
    expect(store.get(voteReasonAtom)).toBe('');
  });
});
