import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import { createTranslator } from '../i18n';
import { DISCONNECTED_WALLET } from '../state/wallet';
import { walletButtonState } from './walletStatus';

const t = createTranslator(en, en);
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('walletButtonState', () => {
  it('asks to connect when disconnected or still connecting', () => {
    expect(walletButtonState(DISCONNECTED_WALLET, t)).toEqual({
      status: 'disconnected',
      label: 'Connect to a wallet',
    });
    expect(walletButtonState({ ...DISCONNECTED_WALLET, status: 'connecting' }, t).status).toBe(
      'disconnected',
    );
  });

  it('names wrong networks and other errors', () => {
    expect(walletButtonState({ ...DISCONNECTED_WALLET, status: 'wrongNetwork' }, t)).toEqual({
      status: 'wrongNetwork',
      label: 'Wrong Network',
    });
    expect(walletButtonState({ ...DISCONNECTED_WALLET, status: 'error' }, t)).toEqual({
      status: 'error',
      label: 'Error',
    });
  });

  it('shows the account, its name, or the pending count', () => {
    const connected = { status: 'connected', account, chainId: 31337, pendingCount: 0 } as const;
    expect(walletButtonState(connected, t)).toEqual({ status: 'connected', address: account });
    expect(walletButtonState({ ...connected, name: 'alice.eth' }, t)).toEqual({
      status: 'connected',
      address: account,
      name: 'alice.eth',
    });
    expect(walletButtonState({ ...connected, pendingCount: 2 }, t)).toEqual({
      status: 'pending',
      label: '2 Pending',
    });
  });
});
