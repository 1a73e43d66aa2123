import { describe, expect, it } from 'vitest';
import {
  type ConfiguredWalletsOptions,
  configuredConnectors,
  smartWalletSwitch,
} from './appWalletManager';
import { COINBASE_SMART_WALLET_ID, COINBASE_WALLET_ID } from './coinbaseWallet';
import { MAGIC_ID } from './magic';
import { WALLET_CONNECT_ID } from './walletConnect';

const options: ConfiguredWalletsOptions = {
  window: {} as ConfiguredWalletsOptions['window'],
  storage: undefined,
  appName: 'Dex',
  chainIds: [1, 10],
  defaultChainId: 1,
  rpcUrlFor: (chainId) => (chainId === 1 ? 'https://rpc.example.org' : undefined),
  walletConnectProjectId: undefined,
  magicApiKey: undefined,
  smartWallet: false,
};

const ids = (overrides: Partial<ConfiguredWalletsOptions>) =>
  configuredConnectors({ ...options, ...overrides }).map((connector) => connector.id);

describe('configuredConnectors', () => {
  it('offers Coinbase Wallet always, the others only when configured', () => {
    expect(ids({})).toEqual([COINBASE_WALLET_ID]);
    expect(
      ids({ walletConnectProjectId: 'project', magicApiKey: 'pk_live_1', smartWallet: true }),
    ).toEqual([WALLET_CONNECT_ID, COINBASE_WALLET_ID, MAGIC_ID, COINBASE_SMART_WALLET_ID]);
  });

  it('offers Magic only where the default chain has an RPC URL', () => {
    expect(ids({ magicApiKey: 'pk_live_1', defaultChainId: 10 })).toEqual([COINBASE_WALLET_ID]);
  });
});

describe('smartWalletSwitch', () => {
  it('is on unless turned off', () => {
    expect(smartWalletSwitch(undefined)).toBe(true);
    expect(smartWalletSwitch('true')).toBe(true);
    for (const off of ['false', 'OFF', '0', ' off ']) expect(smartWalletSwitch(off)).toBe(false);
  });
});
