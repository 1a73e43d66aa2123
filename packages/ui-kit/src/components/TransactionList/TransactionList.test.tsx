import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionList, type TransactionListItem } from './TransactionList';

const labels = {
  title: 'Recent Transactions',
  clearAll: '(clear all)',
  empty: 'Your transactions will appear here...',
};
const item = (n: number, overrides: Partial<TransactionListItem> = {}): TransactionListItem => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  summary: `Swap ${n}`,
  status: 'confirmed',
  statusLabel: 'Confirmed',
  ...overrides,
});

describe('TransactionList', () => {
  it('shows the empty text and no clear-all button without transactions', () => {
    render(<TransactionList items={[]} labels={labels} onClearAll={() => {}} />);
    expect(screen.getByText('Your transactions will appear here...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '(clear all)' })).toBeNull();
  });

  it('lists the transactions in the given order with their status', () => {
    render(
      <TransactionList
        items={[
          item(1, { status: 'pending', statusLabel: 'Pending' }),
          item(2),
          item(3, { status: 'failed', statusLabel: 'Failed' }),
        ]}
        labels={labels}
        onClearAll={() => {}}
      />,
    );
    const rows = within(screen.getByRole('region', { name: 'Recent Transactions' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Swap 1Pending',
      'Swap 2Confirmed',
      'Swap 3Failed',
    ]);
  });

  it('links a transaction to its explorer page when there is one', () => {
    render(
      <TransactionList
        items={[item(1, { href: 'https://etherscan.io/tx/0x1' }), item(2)]}
        labels={labels}
        onClearAll={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: /Swap 1/ }).getAttribute('href')).toBe(
      'https://etherscan.io/tx/0x1',
    );
    expect(screen.queryByRole('link', { name: /Swap 2/ })).toBeNull();
  });

  it('calls onClearAll from "(clear all)"', () => {
    const onClearAll = vi.fn();
    render(<TransactionList items={[item(1)]} labels={labels} onClearAll={onClearAll} />);
    fireEvent.click(screen.getByRole('button', { name: '(clear all)' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('renders a hostile summary as text, never as markup', () => {
    const { container } = render(
      <TransactionList
        items={[item(1, { summary: 'Swap <img src=x onerror=alert(1)>' })]}
        labels={labels}
        onClearAll={() => {}}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Swap <img src=x onerror=alert(1)>')).toBeTruthy();
  });
});
