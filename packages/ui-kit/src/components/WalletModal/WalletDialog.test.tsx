import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletDialog, type WalletDialogView } from './WalletDialog';
import { GENERIC_WALLET_ICON } from './WalletIcon';

const labels = {
  close: 'Close',
  back: 'Back',
  connectTitle: 'Connect to a wallet',
  errorTitle: 'Error connecting',
  accountTitle: 'Account',
  wrongNetworkTitle: 'Wrong Network',
  wrongNetworkBody: 'Please connect to the appropriate Ethereum network.',
  connecting: 'Initializing...',
  tryAgain: 'Try Again',
  change: 'Change',
  disconnect: 'Disconnect',
  copyAddress: 'Copy Address',
  copied: 'Copied',
  viewOnExplorer: 'View on Explorer',
  errorConnectingRefresh: 'Error connecting. Try refreshing the page.',
  noWallets: 'No wallet found in this browser.',
  optionsLabel: 'Wallets',
};

const show = (view: WalletDialogView) =>
  render(<WalletDialog isOpen onDismiss={() => {}} view={view} labels={labels} />);

describe('WalletDialog', () => {
  it('lists the options, with the generic icon for a wallet without one, and hands back the choice', async () => {
    const onSelect = vi.fn();
    show({
      kind: 'options',
      failed: false,
      options: [{ id: 'walletconnect', name: 'WalletConnect', connects: true }],
      onSelect,
    });
    const dialog = screen.getByRole('dialog', { name: 'Connect to a wallet' });
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(GENERIC_WALLET_ICON);
    await userEvent.click(within(dialog).getByText('WalletConnect'));
    expect(onSelect).toHaveBeenCalledWith('walletconnect');
  });

  it('after a failure says so, and says when no option can connect', () => {
    show({
      kind: 'options',
      failed: true,
      options: [
        { id: 'install', name: 'Install MetaMask', href: 'https://metamask.io/', connects: false },
      ],
      onSelect: () => {},
      onBack: () => {},
    });
    const dialog = screen.getByRole('dialog', { name: 'Error connecting' });
    expect(within(dialog).getByRole('alert').textContent).toBe(labels.errorConnectingRefresh);
    expect(within(dialog).getByText(labels.noWallets)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('shows a failed attempt with Try Again and Back', async () => {
    const onRetry = vi.fn();
    const onBack = vi.fn();
    show({
      kind: 'pending',
      wallet: { name: 'MetaMask' },
      failed: true,
      errorText: 'Unsupported network ID',
      onRetry,
      onBack,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Unsupported network ID')).toBeTruthy();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the account with Disconnect only when the wallet can, and the wrong network with its switch', async () => {
    const account = {
      kind: 'account',
      connectedWithText: 'Connected with MetaMask',
      address: '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C',
      onChange: () => {},
      writeText: () => Promise.resolve(),
      explorerHref: null,
    } as const;
    const { unmount } = show(account);
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View on Explorer' })).toBeNull();
    unmount();
    const onSwitch = vi.fn();
    show({ kind: 'wrongNetwork', switchLabel: 'Switch to Ethereum', switching: false, onSwitch });
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Ethereum' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });
});
