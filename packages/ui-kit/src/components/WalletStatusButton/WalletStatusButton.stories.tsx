import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletStatusButton } from './WalletStatusButton';

const meta = {
  title: 'Wallet/WalletStatusButton',
  component: WalletStatusButton,
  args: { onClick: () => {}, state: { status: 'disconnected', label: 'Connect to a wallet' } },
} satisfies Meta<typeof WalletStatusButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConnected: Story = {};
export const WrongNetwork: Story = {
  args: { state: { status: 'wrongNetwork', label: 'Wrong Network' } },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { state: { status: 'error', label: 'Error' } },
};
export const ConnectedAddress: Story = {
  args: { state: { status: 'connected', address: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B' } },
};
export const ConnectedName: Story = {
  args: {
    state: {
      status: 'connected',
      address: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
      name: 'dex-user.eth',
    },
  },
};
export const Pending: Story = { args: { state: { status: 'pending', label: '2 Pending' } } };
