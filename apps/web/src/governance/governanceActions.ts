// Delegation and voting as jotai write atoms: sent through the connected wallet, tracked by
// src/transactions. Spec §8: delegation and vote failures stop the loading state and are only logged
// (a wallet on another chain than the app's opens the wrong-network view instead).
import { castVoteCall, delegateCall } from '@dex/governance';
import type { DelegateDialogState, VoteDialogState } from '@dex/ui-kit';
import { atom } from 'jotai';
import { ApplicationModal, openModalWriteAtom } from '../state/modal';
import { activeChainIdAtom } from '../state/wallet';
import {
  addTransactionAtom,
  logWriteFailure,
  sendTransactionAtom,
  transactionExplorerUrl,
  writeFailedAtom,
} from '../transactions';
import { governanceContractsAtom } from './proposalAtoms';
import { governanceAccountAtom } from './voteAtoms';

/** Spec §8: delegating where the chain has no governance token. */
export const NO_UNI_CONTRACT_MESSAGE = 'No UNI Contract!';

export interface VoteIntent {
  readonly proposalId: number;
  readonly support: boolean;
}

export const voteIntentAtom = atom<VoteIntent | null>(null);
export const voteDialogStateAtom = atom<VoteDialogState>({ status: 'confirm' });
export const delegateDialogStateAtom = atom<DelegateDialogState>({ status: 'form' });

function submitted(chainId: number, hash: string) {
  const explorerUrl = transactionExplorerUrl(chainId, hash);
  return { status: 'submitted' as const, ...(explorerUrl ? { explorerUrl } : {}) };
}

/** Opens the vote dialog for a proposal and a side. */
export const openVoteAtom = atom(null, (_get, set, intent: VoteIntent) => {
  set(voteIntentAtom, intent);
  set(voteDialogStateAtom, { status: 'confirm' });
  set(openModalWriteAtom, ApplicationModal.VOTE);
});

export const openDelegateAtom = atom(null, (_get, set) => {
  set(delegateDialogStateAtom, { status: 'form' });
  set(openModalWriteAtom, ApplicationModal.DELEGATE);
});

/** Casts the intended vote; `summary` is the translated history text. */
export const castVoteActionAtom = atom(null, async (get, set, summary: string) => {
  const intent = get(voteIntentAtom);
  const contracts = get(governanceContractsAtom);
  const account = get(governanceAccountAtom);
  if (!intent || !contracts || !account) return;
  const chainId = get(activeChainIdAtom);
  set(voteDialogStateAtom, { status: 'waiting' });
  try {
    const call = castVoteCall(contracts.governor, intent.proposalId, intent.support);
    const hash = await set(sendTransactionAtom, {
      from: account,
      to: call.address,
      data: call.callData,
    });
    await set(addTransactionAtom, { hash, from: account, summary });
    set(voteDialogStateAtom, submitted(chainId, hash));
  } catch (error) {
    logWriteFailure('Vote', error);
    set(voteDialogStateAtom, { status: 'confirm' });
    set(writeFailedAtom, error);
  }
});

/** Delegates the connected account's votes to `delegatee` (itself for "Self Delegate"). */
export const delegateActionAtom = atom(
  null,
  async (get, set, { delegatee, summary }: { delegatee: string; summary: string }) => {
    const contracts = get(governanceContractsAtom);
    const account = get(governanceAccountAtom);
    if (!account) return;
    if (!contracts) {
      console.error(NO_UNI_CONTRACT_MESSAGE);
      return;
    }
    const chainId = get(activeChainIdAtom);
    set(delegateDialogStateAtom, { status: 'waiting' });
    try {
      const call = delegateCall(contracts.token, delegatee);
      const hash = await set(sendTransactionAtom, {
        from: account,
        to: call.address,
        data: call.callData,
      });
      await set(addTransactionAtom, { hash, from: account, summary });
      set(delegateDialogStateAtom, submitted(chainId, hash));
    } catch (error) {
      logWriteFailure('Delegation', error);
      set(delegateDialogStateAtom, { status: 'form' });
      set(writeFailedAtom, error);
    }
  },
);
