import type { WalletSnapshot } from '@dex/wallet';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { ApplicationModal, openModalAtom, walletModalScreenAtom } from '../state/modal';
import { connectionKey, walletModalView } from './walletModalView';

type State = Pick<WalletSnapshot, 'connection' | 'error' | 'pending'>;
const ACCOUNT = '0x1111111111111111111111111111111111111111';
const connection = {
  connectorId: 'injected',
  account: ACCOUNT,
  chainId: 31337,
} as unknown as NonNullable<WalletSnapshot['connection']>;
const none: State = { connection: undefined, error: undefined, pending: undefined };
const connected: State = { ...none, connection };

describe('walletModalView', () => {
  it('shows the account when connected and the options otherwise', () => {
    expect(walletModalView(connected, { screen: 'default' })).toBe('account');
    expect(walletModalView(none, { screen: 'default' })).toBe('options');
  });

  it('shows the wrong network whatever the navigation', () => {
    const wrong = { ...connected, error: { kind: 'wrong-network', chainId: 1 } } as State;
    expect(
      walletModalView(wrong, { screen: 'options', connection: connectionKey(connection) }),
    ).toBe('wrongNetwork');
  });

  it('shows the attempt the user started, also when it failed, but not an older one', () => {
    const failed = {
      ...none,
      pending: { connectorId: 'injected', error: new Error('x') },
    } as State;
    expect(walletModalView(failed, { screen: 'connecting', connectorId: 'injected' })).toBe(
      'pending',
    );
    // Reopened: the modal starts at its default view, so the old failure is not shown.
    expect(walletModalView(failed, { screen: 'default' })).toBe('options');
    // The attempt succeeded: the account.
    expect(walletModalView(connected, { screen: 'connecting', connectorId: 'injected' })).toBe(
      'account',
    );
  });

  it('says "Error connecting. Try refreshing the page." when no wallet is active and the network failed', () => {
    const failed = {
      ...none,
      error: { kind: 'network-failed', error: new Error('x') },
    } as unknown as State;
    expect(walletModalView(failed, { screen: 'default' })).toBe('error');
    // A wallet connected meanwhile wins.
    expect(walletModalView({ ...failed, connection }, { screen: 'default' })).toBe('account');
  });

  it('keeps "Change" for its connection only', () => {
    const change = { screen: 'options', connection: connectionKey(connection) } as const;
    expect(walletModalView(connected, change)).toBe('options');
    const other = { ...connection, account: '0x2222222222222222222222222222222222222222' };
    expect(walletModalView({ ...none, connection: other } as State, change)).toBe('account');
  });
});

describe('opening the wallet modal', () => {
  it('starts at the default view every time it opens, not while it stays open', () => {
    const store = createStore();
    store.set(walletModalScreenAtom, { screen: 'connecting', connectorId: 'injected' });
    store.set(openModalAtom, ApplicationModal.WALLET);
    expect(store.get(walletModalScreenAtom)).toEqual({ screen: 'default' });
    store.set(walletModalScreenAtom, { screen: 'connecting', connectorId: 'injected' });
    store.set(openModalAtom, ApplicationModal.WALLET);
    expect(store.get(walletModalScreenAtom)).toEqual({
      screen: 'connecting',
      connectorId: 'injected',
    });
  });
});
