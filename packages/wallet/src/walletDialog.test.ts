import { describe, expect, it, vi } from 'vitest';
import { UnsupportedNetworkIdError } from './errors';
import { walletDialogLabels, walletDialogView, walletOptionText } from './walletDialog';
import type { WalletSnapshot } from './walletManager';
import type { WalletOption } from './walletOptions';
import type { WalletModalScreen } from './walletViews';

// The translator echoes its key and values, so each text says where it came from.
const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const ACCOUNT = '0x1111111111111111111111111111111111111111';
const injected = {
  id: 'injected',
  name: 'MetaMask',
  icon: 'data:image/png;base64,',
  kind: 'injected',
};
const snapshotOf = (change: Partial<WalletSnapshot>) =>
  ({
    connectors: [injected],
    connection: undefined,
    error: undefined,
    pending: undefined,
    ...change,
  }) as unknown as WalletSnapshot;
const connection = {
  connectorId: 'injected',
  name: 'MetaMask',
  account: ACCOUNT,
  chainId: 31337,
  icon: undefined,
  supportsDisconnect: false,
} as unknown as NonNullable<WalletSnapshot['connection']>;

function managerFake() {
  return {
    connect: vi.fn(async () => {}),
    retry: vi.fn(async () => {}),
    disconnect: vi.fn(async () => {}),
    switchChain: vi.fn(async () => {}),
  };
}

function show(snapshot: WalletSnapshot, screen: WalletModalScreen = { screen: 'default' }) {
  const manager = managerFake();
  const actions = { setScreen: vi.fn(), setSwitching: vi.fn() };
  const view = walletDialogView(
    t,
    manager,
    {
      snapshot,
      screen,
      appChainId: 31337,
      switching: false,
      isMobile: false,
      dappUrl: undefined,
      unsupportedNetworkText: (error) => `unsupported ${error.chainId}`,
      writeText: async () => {},
      accountChildren: 'recent transactions',
    },
    actions,
  );
  return { view, manager, actions };
}

describe('walletDialogView', () => {
  it('offers the options without a wallet, and connects the chosen one on the app chain', () => {
    const { view, manager, actions } = show(snapshotOf({}));
    if (view.kind !== 'options') throw new Error(`expected the options, got ${view.kind}`);
    expect(view.failed).toBe(false);
    expect(view.onBack).toBeUndefined();
    const row = view.options.find((option) => option.id === 'injected');
    expect(row).toMatchObject({ name: 'MetaMask', connects: true, active: false });
    view.onSelect('injected');
    expect(actions.setScreen).toHaveBeenCalledWith({
      screen: 'connecting',
      connectorId: 'injected',
    });
    expect(manager.connect).toHaveBeenCalledWith('injected', { chainId: 31337 });
  });

  it('shows the account with its children, and Change opens the options for that connection', () => {
    const { view, actions } = show(snapshotOf({ connection }));
    if (view.kind !== 'account') throw new Error(`expected the account, got ${view.kind}`);
    expect(view.connectedWithText).toBe('walletModal.connectedWith {"name":"MetaMask"}');
    expect(view.children).toBe('recent transactions');
    // An injected wallet is disconnected from the wallet, not the page.
    expect('onDisconnect' in view).toBe(false);
    view.onChange();
    expect(actions.setScreen).toHaveBeenCalledWith({
      screen: 'options',
      connection: `injected:${ACCOUNT}`,
    });
  });

  it('says which chain a hosted wallet refused, and any other failure in general words', () => {
    const refused = snapshotOf({
      pending: { connectorId: 'injected', error: new UnsupportedNetworkIdError(5) },
    } as Partial<WalletSnapshot>);
    const connecting = { screen: 'connecting', connectorId: 'injected' } as const;
    const { view } = show(refused, connecting);
    expect(view).toMatchObject({ kind: 'pending', failed: true, errorText: 'unsupported 5' });
    const failed = snapshotOf({
      pending: { connectorId: 'injected', error: new Error('closed') },
    } as Partial<WalletSnapshot>);
    expect(show(failed, connecting).view).toMatchObject({
      errorText: 'walletModal.errorConnecting',
    });
  });

  it('on the wrong network switches the wallet to the app chain, switching until it settles', async () => {
    const wrong = snapshotOf({
      connection,
      error: { kind: 'wrong-network', chainId: 5 },
    } as Partial<WalletSnapshot>);
    const { view, manager, actions } = show(wrong);
    if (view.kind !== 'wrongNetwork')
      throw new Error(`expected the wrong network, got ${view.kind}`);
    view.onSwitch();
    expect(actions.setSwitching).toHaveBeenCalledWith(true);
    expect(manager.switchChain).toHaveBeenCalledWith(31337);
    await vi.waitFor(() => expect(actions.setSwitching).toHaveBeenLastCalledWith(false));
  });
});

describe('walletOptionText', () => {
  const option = (change: Partial<WalletOption>) =>
    ({ id: 'x', name: 'Brand', kind: 'injected', ...change }) as WalletOption;

  it('keeps brand names and translates the app’s own entries', () => {
    expect(walletOptionText(t, option({}))).toEqual({ name: 'Brand' });
    expect(walletOptionText(t, option({ kind: 'link' }))).toEqual({
      name: 'walletModal.openInCoinbase',
    });
    expect(walletOptionText(t, option({ kind: 'magic' }))).toEqual({
      name: 'Brand',
      description: 'walletModal.magicDescription',
    });
  });
});

it('walletDialogLabels translates every label', () => {
  const labels = walletDialogLabels(t);
  expect(Object.values(labels).every((text) => text.startsWith('walletModal.'))).toBe(true);
  expect(labels.optionsLabel).toBe('walletModal.optionsLabel');
});
