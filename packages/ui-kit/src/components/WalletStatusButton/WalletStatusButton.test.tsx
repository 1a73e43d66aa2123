import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WalletStatusButton, type WalletStatusButtonState } from './WalletStatusButton';

const ADDRESS = '0xd882cFc20F52f2599D84b8e8D58C7FB62cfE344b';

function renderStatus(state: WalletStatusButtonState) {
  const onClick = vi.fn();
  render(<WalletStatusButton state={state} onClick={onClick} />);
  return onClick;
}

describe('WalletStatusButton', () => {
  it('not connected: shows its label and opens the modal when pressed', async () => {
    const onClick = renderStatus({ status: 'disconnected', label: 'Connect to a wallet' });
    await userEvent.click(screen.getByRole('button', { name: 'Connect to a wallet' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['wrongNetwork', 'Wrong Network'],
    ['error', 'Error'],
  ] as const)('%s: shows %s', (status, label) => {
    renderStatus({ status, label });
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('connected: shows the address shortened to 4 characters each end', () => {
    renderStatus({ status: 'connected', address: ADDRESS });
    expect(screen.getByRole('button', { name: '0xd882...344b' })).toBeInTheDocument();
  });

  it('connected with a name: shows the name instead', () => {
    renderStatus({ status: 'connected', address: ADDRESS, name: 'vitalik.eth' });
    expect(screen.getByRole('button', { name: 'vitalik.eth' })).toBeInTheDocument();
    expect(screen.queryByText('0xd882...344b')).not.toBeInTheDocument();
  });

  it('pending: shows the count label with a spinner', () => {
    renderStatus({ status: 'pending', label: '2 Pending' });
    const button = screen.getByRole('button', { name: '2 Pending' });
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
