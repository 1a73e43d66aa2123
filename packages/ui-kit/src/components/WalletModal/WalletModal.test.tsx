import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WalletAccountView } from './WalletAccountView';
import { WalletModal } from './WalletModal';
import { WalletOptionList } from './WalletOptionList';
import { WalletPendingView } from './WalletPendingView';
import { WrongNetworkView } from './WrongNetworkView';

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
const ADDRESS = '0x901bb9583b24D97e995513C6778dc6888AB6870e';

describe('WalletModal frame', () => {
  it('is a dialog named by its title, with close and an optional back control', async () => {
    const onDismiss = vi.fn();
    const onBack = vi.fn();
    render(
      <WalletModal
        isOpen
        onDismiss={onDismiss}
        title="Connect to a wallet"
        closeLabel="Close"
        onBack={onBack}
        backLabel="Back"
      >
        <p>body</p>
      </WalletModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Connect to a wallet' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

describe('WalletOptionList', () => {
  it('lists each wallet with its name, description and icon, and reports the choice', async () => {
    const onSelect = vi.fn();
    render(
      <WalletOptionList
        label="Wallets"
        onSelect={onSelect}
        options={[
          { id: 'io.metamask', name: 'MetaMask', iconUrl: ICON, active: true },
          {
            id: 'walletconnect',
            name: 'WalletConnect',
            iconUrl: ICON,
            description: 'Connect to Trust Wallet, Rainbow Wallet and more...',
          },
          {
            id: 'coinbase-app',
            name: 'Open in Coinbase Wallet',
            iconUrl: ICON,
            href: 'https://go.cb-w.com/mtUDhEZPy1',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Wallets' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'MetaMask' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(
      screen.getByText('Connect to Trust Wallet, Rainbow Wallet and more...'),
    ).toBeInTheDocument();
    expect(list.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: /WalletConnect/ }));
    expect(onSelect).toHaveBeenCalledWith('walletconnect');
    expect(screen.getByRole('link', { name: 'Open in Coinbase Wallet' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

describe('WalletAccountView', () => {
  const copy = { writeText: async () => {}, label: 'Copy Address', copiedLabel: 'Copied' };

  it('shows the connector, the shortened address and the actions', async () => {
    const onChange = vi.fn();
    render(
      <WalletAccountView
        connectedWithText="Connected with WalletConnect"
        address={ADDRESS}
        changeLabel="Change"
        onChange={onChange}
        disconnect={{ label: 'Disconnect', onDisconnect: () => {} }}
        copy={copy}
        explorer={{ href: `https://etherscan.io/address/${ADDRESS}`, label: 'View on Etherscan' }}
      />,
    );
    expect(screen.getByText('Connected with WalletConnect')).toBeInTheDocument();
    expect(screen.getByText('0x901b...870e')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on Etherscan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers no Disconnect when the connector cannot disconnect', () => {
    render(
      <WalletAccountView
        connectedWithText="Connected with MetaMask"
        address={ADDRESS}
        name="dex.eth"
        changeLabel="Change"
        onChange={() => {}}
        copy={copy}
      />,
    );
    expect(screen.getByText('dex.eth')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
  });
});

describe('WalletPendingView', () => {
  const wallet = { name: 'MetaMask', iconUrl: ICON, description: 'Easy-to-use browser extension.' };

  it('connecting: shows the wallet and, after 600 ms, a spinner', () => {
    vi.useFakeTimers();
    try {
      render(
        <WalletPendingView
          wallet={wallet}
          status="connecting"
          connectingText="Initializing..."
          errorText="Error connecting."
          retryLabel="Try Again"
          onRetry={() => {}}
        />,
      );
      expect(screen.getByText('Initializing...')).toBeInTheDocument();
      expect(screen.getByText('MetaMask')).toBeInTheDocument();
      expect(screen.queryByText('Error connecting.')).not.toBeInTheDocument();
      const spinnerCount = () => document.querySelectorAll('span[aria-hidden="true"]').length;
      const before = spinnerCount();
      act(() => {
        vi.advanceTimersByTime(600);
      });
      expect(spinnerCount()).toBe(before + 1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('error: "Error connecting." with a Try Again button', async () => {
    const onRetry = vi.fn();
    render(
      <WalletPendingView
        wallet={wallet}
        status="error"
        connectingText="Initializing..."
        errorText="Error connecting."
        retryLabel="Try Again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error connecting.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('WrongNetworkView', () => {
  it('explains the problem and offers a switch when possible', async () => {
    const onSwitch = vi.fn();
    render(
      <WalletModal isOpen onDismiss={() => {}} title="Wrong Network" closeLabel="Close">
        <WrongNetworkView
          message="Please connect to the appropriate Ethereum network."
          switchLabel="Switch to Ethereum"
          onSwitch={onSwitch}
        />
      </WalletModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Wrong Network' });
    expect(
      within(dialog).getByText('Please connect to the appropriate Ethereum network.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to Ethereum' }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it('has no switch button when the wallet cannot switch', () => {
    render(<WrongNetworkView message="Please connect to the appropriate Ethereum network." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
