import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { claimForm, depositForm, txLabels, withdrawForm } from './fixtures.testing';
import { MiningDialog } from './MiningDialog';

const meta = {
  title: 'Liquidity/Mining/Dialog',
  component: MiningDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    title: 'Deposit',
    state: { status: 'form' },
    form: depositForm,
    labels: txLabels,
  },
} satisfies Meta<typeof MiningDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const approvedDeposit = {
  ...depositForm,
  approval: { label: 'Approved', status: 'approved' as const, onClick: () => {} },
  action: { label: 'Deposit', disabled: false, onClick: () => {} },
};

export const DepositNotApproved: Story = {};
export const DepositApproving: Story = {
  args: {
    form: {
      ...depositForm,
      approval: { label: 'Approving', status: 'approving', onClick: () => {} },
    },
  },
};
export const DepositApproved: Story = { args: { form: approvedDeposit } };
export const DepositConnectWallet: Story = {
  args: {
    form: {
      ...depositForm,
      value: '',
      facts: [],
      action: { label: 'Connect Wallet', disabled: false, onClick: () => {} },
    },
  },
};
export const DepositEnterAmount: Story = {
  args: {
    form: {
      ...depositForm,
      value: '5',
      action: { label: 'Enter an amount', disabled: true, onClick: () => {} },
    },
  },
};
export const DepositWaiting: Story = {
  args: {
    form: approvedDeposit,
    state: { status: 'waiting', description: 'Deposit 0.5 UNI-V2 DAI/ETH' },
  },
};
export const DepositSubmitted: Story = {
  args: {
    form: approvedDeposit,
    state: {
      status: 'submitted',
      hashText: `Hash: 0x${'5c50'.repeat(16)}`,
      explorerUrl: 'https://etherscan.io/tx/0xabc',
    },
  },
};
export const WithdrawForm: Story = { args: { title: 'Withdraw', form: withdrawForm } };
export const WithdrawWithNetworkCost: Story = {
  args: {
    title: 'Withdraw',
    form: withdrawForm,
    networkCost: {
      state: { status: 'ready', native: '0.0004 ETH', usd: '$0.80' },
      labels: networkCostLabels,
    },
  },
};
export const DepositNetworkCostLoading: Story = {
  args: { networkCost: { state: { status: 'loading' }, labels: networkCostLabels } },
};
export const WithdrawWaiting: Story = {
  args: {
    title: 'Withdraw',
    form: withdrawForm,
    state: { status: 'waiting', description: 'Withdraw deposited liquidity' },
  },
};
export const WithdrawSubmitted: Story = {
  args: { title: 'Withdraw', form: withdrawForm, state: { status: 'submitted' } },
};
export const WithdrawNoStake: Story = {
  args: {
    title: 'Withdraw',
    form: {
      ...withdrawForm,
      action: { label: 'Enter an amount', disabled: true, onClick: () => {} },
    },
  },
};
export const ClaimForm: Story = { args: { title: 'Claim', form: claimForm } };
export const ClaimWaiting: Story = {
  args: {
    title: 'Claim',
    form: claimForm,
    state: { status: 'waiting', description: 'Claim accumulated UNI rewards' },
  },
};
export const ClaimSubmitted: Story = {
  args: {
    title: 'Claim',
    form: claimForm,
    state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0xabc' },
  },
};
export const ClaimConnectWallet: Story = {
  args: {
    title: 'Claim',
    form: {
      ...claimForm,
      action: { label: 'Connect Wallet', disabled: false, onClick: () => {} },
    },
  },
};
