import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionList, type TransactionListItem } from './TransactionList';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const href = (n: number) => `https://etherscan.io/tx/${hash(n)}`;
const labels = {
  title: 'Recent Transactions',
  clearAll: '(clear all)',
  empty: 'Your transactions will appear here...',
};

const pending: TransactionListItem = {
  hash: hash(1),
  summary: 'Swap 1 ETH for 3,012.55 USDC',
  status: 'pending',
  statusLabel: 'Pending',
  href: href(1),
};
const confirmed: TransactionListItem = {
  hash: hash(2),
  summary: 'Approve DAI',
  status: 'confirmed',
  statusLabel: 'Confirmed',
  href: href(2),
};
const failed: TransactionListItem = {
  hash: hash(3),
  summary: 'Swap 500 USDC for 0.16 ETH',
  status: 'failed',
  statusLabel: 'Failed',
  href: href(3),
};

const meta = {
  title: 'Wallet/TransactionList',
  component: TransactionList,
  args: { labels, onClearAll: () => {}, items: [] },
} satisfies Meta<typeof TransactionList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Pending: Story = { args: { items: [pending] } };

export const Mixed: Story = {
  args: {
    items: [
      pending,
      confirmed,
      failed,
      { hash: hash(4), summary: 'Wrap 1 ETH', status: 'replaced', statusLabel: 'Sped up' },
      { hash: hash(5), summary: 'Claim 400 UNI', status: 'cancelled', statusLabel: 'Cancelled' },
      { hash: hash(6), summary: 'Delegate votes', status: 'dropped', statusLabel: 'Dropped' },
    ],
  },
};

export const Failed: Story = { args: { items: [failed] } };

export const Many: Story = {
  args: {
    items: Array.from({ length: 40 }, (_, i) => ({
      hash: hash(100 + i),
      summary: `Swap ${i + 1} ETH for ${(i + 1) * 3000} USDC`,
      status: i < 2 ? ('pending' as const) : ('confirmed' as const),
      statusLabel: i < 2 ? 'Pending' : 'Confirmed',
      href: href(100 + i),
    })),
  },
};

/** A hostile token symbol in the summary stays text and is clipped to the row. */
export const UntrustedLongSummary: Story = {
  args: {
    items: [
      {
        hash: hash(7),
        summary: `Swap 1 ETH for 10 <img src=x onerror=alert(1)>${'W'.repeat(80)}`,
        status: 'confirmed',
        statusLabel: 'Confirmed',
      },
    ],
  },
};
