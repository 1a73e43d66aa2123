import type { Meta, StoryObj } from '@storybook/react-vite';
import { TransactionDialog, type TransactionDialogLabels } from './TransactionDialog';

const labels: TransactionDialogLabels = {
  waitingTitle: 'Waiting For Confirmation',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
  errorTitle: 'Error',
  dismiss: 'Dismiss',
};

const explorerUrl =
  'https://etherscan.io/tx/0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';

const meta = {
  title: 'Dialogs/TransactionDialog',
  component: TransactionDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    labels,
    state: { status: 'waiting', description: 'Swapping 1 ETH for 2,000.5 USDC' },
  },
} satisfies Meta<typeof TransactionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Submitted: Story = { args: { state: { status: 'submitted', explorerUrl } } };
export const SubmittedWithAddToken: Story = {
  name: 'Submitted with "Add token to wallet"',
  args: {
    state: {
      status: 'submitted',
      explorerUrl,
      addToken: {
        label: 'Add UNI to MetaMask',
        addedLabel: 'Added UNI',
        status: 'idle',
        onAdd: () => {},
      },
    },
  },
};
export const SubmittedAddingToken: Story = {
  args: {
    state: {
      status: 'submitted',
      explorerUrl,
      addToken: {
        label: 'Add UNI to MetaMask',
        addedLabel: 'Added UNI',
        status: 'adding',
        onAdd: () => {},
      },
    },
  },
};
export const SubmittedTokenAdded: Story = {
  args: {
    state: {
      status: 'submitted',
      explorerUrl,
      addToken: {
        label: 'Add UNI to MetaMask',
        addedLabel: 'Added UNI',
        status: 'added',
        onAdd: () => {},
      },
    },
  },
};
export const SubmittedTokenNotAdded: Story = {
  args: {
    state: {
      status: 'submitted',
      explorerUrl,
      addToken: {
        label: 'Add UNI to wallet',
        addedLabel: 'Added UNI',
        status: 'failed',
        failedNote: 'UNI was not added to your wallet.',
        onAdd: () => {},
      },
    },
  },
};
export const SubmittedWithoutExplorer: Story = { args: { state: { status: 'submitted' } } };
export const SubmittedWithHash: Story = {
  args: {
    state: {
      status: 'submitted',
      hashText: `Hash: 0x${'5c50'.repeat(16)}`,
      explorerUrl,
    },
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'Transaction rejected.' } },
};
export const ErrorLongMessage: Story = {
  args: {
    state: {
      status: 'error',
      message:
        'Swap failed: This transaction will not succeed either due to price movement or fee on transfer. Try increasing your slippage tolerance.',
    },
  },
};
