import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Primitives/CopyButton',
  component: CopyButton,
  args: {
    text: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
    writeText: (text: string) => navigator.clipboard.writeText(text),
    label: 'Copy Address',
    copiedLabel: 'Copied',
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SlowConfirmation: Story = {
  name: 'Confirmation held for 3 s (to review the copied state)',
  args: { writeText: async () => {}, confirmationMs: 3000 },
};
