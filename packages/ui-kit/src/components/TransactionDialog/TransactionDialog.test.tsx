import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  TransactionDialog,
  type TransactionDialogLabels,
  type TransactionDialogState,
} from './TransactionDialog';

const labels: TransactionDialogLabels = {
  waitingTitle: 'Waiting For Confirmation',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
  errorTitle: 'Error',
  dismiss: 'Dismiss',
};

function renderDialog(state: TransactionDialogState, onDismiss = vi.fn()) {
  render(<TransactionDialog isOpen onDismiss={onDismiss} state={state} labels={labels} />);
  return onDismiss;
}

describe('TransactionDialog', () => {
  it('renders nothing when closed', () => {
    render(
      <TransactionDialog
        isOpen={false}
        onDismiss={() => {}}
        state={{ status: 'error', message: 'x' }}
        labels={labels}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waiting: names what is being confirmed and asks to confirm in the wallet', () => {
    renderDialog({ status: 'waiting', description: 'Swapping 1 ETH for 2000 USDC' });
    const dialog = screen.getByRole('dialog', { name: 'Waiting For Confirmation' });
    expect(within(dialog).getByText('Swapping 1 ETH for 2000 USDC')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm this transaction in your wallet')).toBeInTheDocument();
  });

  it('submitted: links to the explorer and closes', async () => {
    const onDismiss = renderDialog({
      status: 'submitted',
      explorerUrl: 'https://etherscan.io/tx/0x123',
    });
    const dialog = screen.getByRole('dialog', { name: 'Transaction Submitted' });
    expect(within(dialog).getByRole('link', { name: 'View on Explorer' })).toHaveAttribute(
      'href',
      'https://etherscan.io/tx/0x123',
    );
    expect(within(dialog).queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1] as HTMLElement);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('submitted: shows the hash line when given, and none otherwise', () => {
    const hash = `0x${'5c'.repeat(32)}`;
    renderDialog({ status: 'submitted', hashText: `Hash: ${hash}` });
    const dialog = screen.getByRole('dialog', { name: 'Transaction Submitted' });
    expect(within(dialog).getByText(`Hash: ${hash}`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('submitted with add-token: offers the button, then shows it as added', async () => {
    const onAdd = vi.fn();
    const addToken = { label: 'Add UNI to MetaMask', addedLabel: 'Added UNI', onAdd };
    const { rerender } = render(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        labels={labels}
        state={{ status: 'submitted', addToken: { ...addToken, status: 'idle' } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add UNI to MetaMask' }));
    expect(onAdd).toHaveBeenCalledTimes(1);

    rerender(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        labels={labels}
        state={{ status: 'submitted', addToken: { ...addToken, status: 'added' } }}
      />,
    );
    expect(screen.getByText(/Added UNI/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add UNI to MetaMask' })).not.toBeInTheDocument();

    // A failed add counts as not added: the button comes back.
    rerender(
      <TransactionDialog
        isOpen
        onDismiss={() => {}}
        labels={labels}
        state={{
          status: 'submitted',
          addToken: { ...addToken, status: 'failed', failedNote: 'UNI was not added.' },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add UNI to MetaMask' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('UNI was not added.');
  });

  it('error: titled Error, shows the message as text and dismisses', async () => {
    const hostile = '<img src=x onerror=alert(1)>Transaction rejected.';
    const onDismiss = renderDialog({ status: 'error', message: hostile });
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(hostile)).toBeInTheDocument();
    expect(dialog.querySelector('img')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
