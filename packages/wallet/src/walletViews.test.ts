import { describe, expect, it } from 'vitest';
import { ConnectionError } from './errors';
import type { WalletSnapshot } from './walletManager';
import {
  connectionGuardView,
  connectionKey,
  walletModalView,
  walletNetworkView,
} from './walletViews';

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

const NO_STATE = { connection: undefined, error: undefined };

describe('connectionGuardView', () => {
  it('waits while the guard looks for a wallet, with the spinner after its 600 ms delay', () => {
    expect(connectionGuardView({ ...NO_STATE, status: 'initializing', showLoader: false })).toBe(
      'waiting',
    );
    expect(connectionGuardView({ ...NO_STATE, status: 'initializing', showLoader: true })).toBe(
      'loader',
    );
    expect(connectionGuardView({ ...NO_STATE, status: 'ready', showLoader: false })).toBe('app');
    expect(connectionGuardView(NO_STATE)).toBe('app');
  });

  it('shows the unknown error only when no wallet is active and the network failed', () => {
    const failed = { kind: 'network-failed', error: new ConnectionError() } as const;
    expect(connectionGuardView({ ...NO_STATE, status: 'ready', error: failed })).toBe(
      'unknownError',
    );
    expect(connectionGuardView({ connection, error: failed })).toBe('app');
  });
});

describe('walletNetworkView', () => {
  const on = (chainId: number) => ({ connection: { ...connection, chainId }, error: undefined });

  it('has nothing to compare without a wallet, whatever chain the app is on', () => {
    expect(walletNetworkView(NO_STATE, 31338)).toEqual({ kind: 'no-wallet' });
  });

  it('agrees when the wallet is on the app chain', () => {
    expect(walletNetworkView(on(31337), 31337)).toEqual({ kind: 'same-chain', chainId: 31337 });
  });

  it("is the wrong network when the app chose another offered chain than the wallet's (a ?chain= link, a pick before connecting)", () => {
    expect(walletNetworkView(on(31337), 31338)).toEqual({
      kind: 'wrong-network',
      walletChainId: 31337,
      switchTo: 31338,
    });
  });

  it('is the wrong network for a wallet on a chain the app does not offer, switching to the app chain', () => {
    const unlisted = { ...on(8453), error: { kind: 'wrong-network', chainId: 8453 } } as const;
    expect(walletNetworkView(unlisted, 31337)).toEqual({
      kind: 'wrong-network',
      walletChainId: 8453,
      switchTo: 31337,
    });
  });

  it('never agrees on a chain the manager does not support, even one an app names', () => {
    const unsupported = { ...on(8453), error: { kind: 'wrong-network', chainId: 8453 } } as const;
    expect(walletNetworkView(unsupported, 8453)).toMatchObject({ kind: 'wrong-network' });
  });
});
