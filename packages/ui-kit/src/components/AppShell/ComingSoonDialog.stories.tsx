import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoonDialog } from './ComingSoonDialog';

const meta = {
  title: 'Dialogs/ComingSoonDialog',
  component: ComingSoonDialog,
  args: {
    title: 'Vote',
    body: 'Vote is coming soon.',
    closeLabel: 'Close',
    onClose: () => {},
  },
} satisfies Meta<typeof ComingSoonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
