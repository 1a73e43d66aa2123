import { getWalletStatus, WalletError } from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import { connectedWallet, wrongNetworkWallet } from '../../test/wallet';
import { createTranslator } from '../i18n';
import { NO_WALLET } from '../state/wallet';
import { walletButtonState } from './walletStatus';

const t = createTranslator(en, en);
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('walletButtonState', () => {
  it('asks to connect when disconnected or still connecting', () => {
    expect(walletButtonState(getWalletStatus(NO_WALLET), t)).toEqual({
      status: 'disconnected',
      label: 'Connect to a wallet',
    });
    // An attempt in progress is no connection yet: the manager has none until it succeeds.
    const connecting = { ...NO_WALLET, pending: { connectorId: 'injected', error: undefined } };
    expect(walletButtonState(getWalletStatus(connecting), t).status).toBe('disconnected');
  });

  it('names wrong networks and other errors', () => {
    expect(walletButtonState(getWalletStatus(wrongNetworkWallet(account, 56)), t)).toEqual({
      status: 'wrongNetwork',
      label: 'Wrong Network',
    });
    const failed = { kind: 'network-failed', error: new WalletError('unreachable') } as const;
    expect(walletButtonState(getWalletStatus({ ...NO_WALLET, error: failed }), t)).toEqual({
      status: 'error',
      label: 'Error',
    });
  });

  it('shows the account, its name, or the pending count', () => {
    const connected = connectedWallet(account);
    expect(walletButtonState(getWalletStatus(connected), t)).toEqual({
      status: 'connected',
      address: account,
    });
    expect(walletButtonState(getWalletStatus(connected, { name: 'alice.eth' }), t)).toEqual({
      status: 'connected',
      address: account,
      name: 'alice.eth',
    });
    expect(walletButtonState(getWalletStatus(connected, { pendingCount: 2 }), t)).toEqual({
      status: 'pending',
      label: '2 Pending',
    });
  });
});
