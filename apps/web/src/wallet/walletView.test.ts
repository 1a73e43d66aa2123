import type { WalletSnapshot } from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { toWalletView } from './walletView';

const base: WalletSnapshot = {
  status: 'ready',
  showLoader: false,
  connectors: [],
  connection: undefined,
  network: { chainId: 31337 },
  error: undefined,
  blocked: false,
  view: 'options',
  pending: undefined,
};

const connection = {
  connectorId: 'org.dex.devnet-wallet',
  kind: 'injected' as const,
  name: 'Devnet Wallet',
  icon: undefined,
  supportsDisconnect: false,
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const,
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const],
  chainId: 31337,
};

describe('toWalletView', () => {
  it('is disconnected on the read-only fallback', () => {
    expect(toWalletView(base).status).toBe('disconnected');
  });

  it('shows the connected account and its chain, with the pending count', () => {
    expect(toWalletView({ ...base, connection }, 2)).toEqual({
      status: 'connected',
      account: connection.account,
      chainId: 31337,
      name: null,
      pendingCount: 2,
    });
  });

  it('reports a wallet on an unsupported chain as the wrong network', () => {
    const view = toWalletView({
      ...base,
      connection: { ...connection, chainId: 56 },
      error: { kind: 'wrong-network', chainId: 56 },
    });
    expect(view.status).toBe('wrongNetwork');
    expect(view.chainId).toBe(56);
  });

  it('is connecting while a wallet is being activated, and back to disconnected on failure', () => {
    expect(toWalletView({ ...base, pending: { connectorId: 'x', error: undefined } }).status).toBe(
      'connecting',
    );
    const failed = { connectorId: 'x', error: new Error('no') } as never;
    expect(toWalletView({ ...base, pending: failed }).status).toBe('disconnected');
  });
});
