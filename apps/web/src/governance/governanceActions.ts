// Delegation and voting as jotai write atoms, through the app's one write flow
// (src/transactions/writeAtoms.ts). Spec §8: delegation and vote failures stop the loading state and
// are only logged (a wallet on another chain than the app's opens the wrong-network view instead).
// A GovernorBravo vote is For, Against or Abstain, sent with castVoteWithReason when the voter typed
// a reason in the dialog, else castVote (@dex/governance's voteIntentCall).
import {
  delegateCall,
  governanceWriteProgress,
  NO_UNI_CONTRACT_MESSAGE,
  type VoteIntent,
  type VoteReview,
  voteIntentCall,
  voteReview,
} from '@dex/governance';
import type { DelegateDialogState, VoteDialogState } from '@dex/ui-kit';
import { WalletNotConnectedError } from '@dex/wallet';
import { atom, type Getter } from 'jotai';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { connectedAccountAtom } from '../state/wallet';
import { writeSession } from '../transactions';
import { estimateWriteCostAtom } from '../transactions/networkCostAtoms';
import { governanceContractsAtom } from './contractsAtom';

export const voteIntentAtom = atom<VoteIntent | null>(null);

/** The reason typed in a Bravo vote's dialog ('' for none); cleared when a vote dialog opens. */
export const voteReasonAtom = atom('');
const voteSession = writeSession();
const delegateSession = writeSession();

export const voteDialogStateAtom = atom(
  (get): VoteDialogState =>
    governanceWriteProgress(get(voteSession.dialog)) ?? { status: 'confirm' },
);
export const delegateDialogStateAtom = atom(
  (get): DelegateDialogState =>
    governanceWriteProgress(get(delegateSession.dialog)) ?? { status: 'form' },
);

/** Opens the vote dialog for a proposal and a side. */
export const openVoteAtom = atom(null, (_get, set, intent: VoteIntent) => {
  set(voteIntentAtom, intent);
  set(voteReasonAtom, '');
  set(voteSession.dismiss);
  set(openModalWriteAtom, ApplicationModal.VOTE);
});

export const openDelegateAtom = atom(null, (_get, set) => {
  set(delegateSession.dismiss);
  set(openModalWriteAtom, ApplicationModal.DELEGATE);
});

/** The vote's write: the one request its dialog's network cost and its send both use. */
function voteWrite(get: Getter, { intent, reason }: VoteReview) {
  const contracts = get(governanceContractsAtom);
  const account = get(connectedAccountAtom);
  if (!contracts || !account) return null;
  const call = voteIntentCall(contracts, intent, reason);
  return call ? { account, calls: () => [call] } : null;
}

/** The vote dialog's network cost: the intended vote estimated as its send would estimate it. */
export const estimateVoteCostAtom = atom(null, (get, set, review: VoteReview) => {
  const write = voteWrite(get, review);
  // Without an account (or governance on this chain) there is nothing to estimate.
  return write ? set(estimateWriteCostAtom, write) : Promise.reject(new WalletNotConnectedError());
});

/** Casts the intended vote; `summary` is the translated history text. */
export const castVoteActionAtom = atom(null, async (get, set, summary: string) => {
  const intent = get(voteIntentAtom);
  const write = intent ? voteWrite(get, voteReview(intent, get(voteReasonAtom))) : null;
  if (!write) return;
  await set(voteSession.write, { logAs: 'Vote', request: { summary, ...write } });
});

/** Delegates the connected account's votes to `delegatee` (itself for "Self Delegate"). */
export const delegateActionAtom = atom(
  null,
  async (get, set, { delegatee, summary }: { delegatee: string; summary: string }) => {
    const contracts = get(governanceContractsAtom);
    const account = get(connectedAccountAtom);
    if (!account) return;
    if (!contracts) {
      console.error(NO_UNI_CONTRACT_MESSAGE);
      return;
    }
    await set(delegateSession.write, {
      logAs: 'Delegation',
      request: { account, summary, calls: () => [delegateCall(contracts.token, delegatee)] },
    });
  },
);
