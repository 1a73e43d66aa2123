import { describe, expect, it } from 'vitest';
import { WalletError } from './errors';
import type { WalletConnectionState } from './walletManager';
import { getWalletStatus, NO_WALLET, walletButtonView, walletChainIdOf } from './walletStatus';

const connection: WalletConnectionState = {
  connectorId: 'eip6963:io.metamask',
  kind: 'injected',
  name: 'MetaMask',
  icon: undefined,
  supportsDisconnect: false,
  account: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
  accounts: ['0x7F367cC41522cE07553e823bf3be79A889DEbe1B'],
  chainId: 1,
};

it('asks to connect without a wallet', () => {
  expect(getWalletStatus({ connection: undefined, error: undefined })).toEqual({ kind: 'connect' });
});

it('shows wrong network or error', () => {
  expect(getWalletStatus({ connection, error: { kind: 'wrong-network', chainId: 5 } })).toEqual({
    kind: 'wrong-network',
  });
  expect(
    getWalletStatus({
      connection: undefined,
      error: { kind: 'network-failed', error: new WalletError('x') },
    }),
  ).toEqual({ kind: 'error' });
});

it('shows the shortened address, or the name when known', () => {
  expect(getWalletStatus({ connection, error: undefined })).toMatchObject({
    kind: 'connected',
    label: '0x7F36...be1B',
  });
  expect(getWalletStatus({ connection, error: undefined }, { name: 'vitalik.eth' })).toMatchObject({
    label: 'vitalik.eth',
  });
});

it('names the account apart from the label only when the name is known', () => {
  expect(getWalletStatus({ connection, error: undefined }, { name: 'vitalik.eth' })).toEqual({
    kind: 'connected',
    account: connection.account,
    connectorId: connection.connectorId,
    label: 'vitalik.eth',
    name: 'vitalik.eth',
  });
  for (const name of [undefined, null, '']) {
    expect(getWalletStatus({ connection, error: undefined }, { name })).not.toHaveProperty('name');
  }
});

it('shows the pending count', () => {
  expect(getWalletStatus({ connection, error: undefined }, { pendingCount: 2 })).toEqual({
    kind: 'pending',
    account: connection.account,
    count: 2,
  });
});

it("tells the wallet's chain: a wrong-network wallet's too, none without a wallet", () => {
  expect(walletChainIdOf(NO_WALLET)).toBeUndefined();
  expect(walletChainIdOf({ connection, error: undefined })).toBe(1);
  expect(walletChainIdOf({ connection, error: { kind: 'wrong-network', chainId: 56 } })).toBe(56);
});

describe('walletButtonView', () => {
  // The translator echoes its key and values.
  const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const account = connection.account;

  it('asks to connect when disconnected or still connecting', () => {
    expect(walletButtonView(t, getWalletStatus(NO_WALLET))).toEqual({
      status: 'disconnected',
      label: 'wallet.connect',
    });
  });

  it('names wrong networks and other errors', () => {
    const wrong = { connection, error: { kind: 'wrong-network', chainId: 56 } } as const;
    expect(walletButtonView(t, getWalletStatus(wrong))).toEqual({
      status: 'wrongNetwork',
      label: 'wallet.wrongNetwork',
    });
    const failed = { kind: 'network-failed', error: new WalletError('unreachable') } as const;
    expect(walletButtonView(t, getWalletStatus({ ...NO_WALLET, error: failed }))).toEqual({
      status: 'error',
      label: 'wallet.error',
    });
  });

  it('shows the account, its name, or the pending count', () => {
    const connected = { connection, error: undefined };
    expect(walletButtonView(t, getWalletStatus(connected))).toEqual({
      status: 'connected',
      address: account,
    });
    expect(walletButtonView(t, getWalletStatus(connected, { name: 'alice.eth' }))).toEqual({
      status: 'connected',
      address: account,
      name: 'alice.eth',
    });
    expect(walletButtonView(t, getWalletStatus(connected, { pendingCount: 2 }))).toEqual({
      status: 'pending',
      label: 'wallet.pending {"count":2}',
    });
  });
});
