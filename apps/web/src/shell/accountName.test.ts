import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { connectedWallet } from '../../test/wallet';
import { updateBlockNumberAtom } from '../state/blockNumber';
import { walletStateAtom } from '../state/wallet';
import { type AccountNameLookup, accountNameAtom, accountNameLookupAtom } from './accountName';

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const chainId = 31337;

/** A store whose name lookup answers from `answers` in turn (an Error rejects), counting calls. */
function storeAnswering(...answers: (string | null | Error)[]) {
  const store = createStore();
  let calls = 0;
  const lookup: AccountNameLookup = async () => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer ?? null;
  };
  store.set(accountNameLookupAtom, { lookup });
  store.set(walletStateAtom, connectedWallet(account, chainId));
  const unsubscribe = store.sub(accountNameAtom, () => {});
  return { store, calls: () => calls, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('accountNameAtom', () => {
  it('shows the verified name once the lookup answers, and asks once across new blocks', async () => {
    const { store, calls } = storeAnswering('bob.eth');
    expect(store.get(accountNameAtom)).toBeNull();
    await settle();
    expect(store.get(accountNameAtom)).toBe('bob.eth');
    store.set(updateBlockNumberAtom, { chainId, blockNumber: 10 });
    store.set(updateBlockNumberAtom, { chainId, blockNumber: 11 });
    await settle();
    expect(store.get(accountNameAtom)).toBe('bob.eth');
    expect(calls()).toBe(1);
  });

  it('tries a failed lookup again with the next block instead of until a reload', async () => {
    const { store, calls } = storeAnswering(new Error('node hiccup'), 'bob.eth');
    await settle();
    expect(store.get(accountNameAtom)).toBeNull();
    store.set(updateBlockNumberAtom, { chainId, blockNumber: 12 });
    await settle();
    expect(store.get(accountNameAtom)).toBe('bob.eth');
    expect(calls()).toBe(2);
  });
});
