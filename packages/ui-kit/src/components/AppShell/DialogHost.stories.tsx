import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal } from '../Modal/Modal';
import { DialogHost } from './DialogHost';

const meta = {
  title: 'Dialogs/DialogHost',
  component: DialogHost,
  args: {
    openId: 'wallet',
    onClose: () => {},
    errorLabels: {
      title: 'Something went wrong',
      message: 'This dialog could not be shown. The page under it still works.',
      retry: 'Try again',
      close: 'Close',
    },
  },
} satisfies Meta<typeof DialogHost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rendered: Story = {
  args: {
    render: () => (
      <Modal isOpen onDismiss={() => {}} aria-label="Wallet">
        <p>The wallet dialog</p>
      </Modal>
    ),
  },
};

export const ComingSoon: Story = {
  args: { comingSoon: { title: 'Vote', body: 'Vote is coming soon.', closeLabel: 'Close' } },
};

export const RenderFailed: Story = {
  args: {
    render: () => {
      throw new Error('invalid BigNumber value');
    },
  },
};

export const NothingOpen: Story = { args: { openId: null } };
