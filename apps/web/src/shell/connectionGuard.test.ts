import { ConnectionError } from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { connectedWallet } from '../../test/wallet';
import { NO_WALLET } from '../state/wallet';
import { connectionGuardView } from './connectionGuard';

describe('connectionGuardView', () => {
  it('waits while the guard looks for a wallet, with the spinner after its 600 ms delay', () => {
    expect(connectionGuardView({ ...NO_WALLET, status: 'initializing', showLoader: false })).toBe(
      'waiting',
    );
    expect(connectionGuardView({ ...NO_WALLET, status: 'initializing', showLoader: true })).toBe(
      'loader',
    );
    expect(connectionGuardView({ ...NO_WALLET, status: 'ready', showLoader: false })).toBe('app');
    expect(connectionGuardView(NO_WALLET)).toBe('app');
  });

  it('shows the unknown error only when no wallet is active and the network failed', () => {
    const failed = { kind: 'network-failed', error: new ConnectionError() } as const;
    expect(connectionGuardView({ ...NO_WALLET, status: 'ready', error: failed })).toBe(
      'unknownError',
    );
    expect(
      connectionGuardView({
        ...connectedWallet('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
        error: failed,
      }),
    ).toBe('app');
  });
});
