import type { Meta, StoryObj } from '@storybook/react-vite';
import { DelegateDialog } from './DelegateDialog';
import { delegateLabels } from './fixtures.testing';

const meta = {
  title: 'Dialogs/DelegateDialog',
  component: DelegateDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onDelegate: () => {},
    onAddressChange: () => {},
    address: '',
    addressValid: false,
    canSelfDelegate: true,
    labels: delegateLabels,
    state: { status: 'form' },
  },
} satisfies Meta<typeof DelegateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};
export const Waiting: Story = { args: { state: { status: 'waiting' } } };
export const Submitted: Story = {
  args: { state: { status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x01' } },
};
