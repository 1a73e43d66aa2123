import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBanner } from './StatusBanner';

const meta = {
  title: 'Primitives/StatusBanner',
  component: StatusBanner,
  args: { title: "Can't reach the network node." },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NodeUnreachable: Story = {
  args: {
    tone: 'warning',
    children: 'Retrying… The values shown are from block 14,302,118 and may be out of date.',
  },
};
export const WrongChain: Story = {
  args: {
    tone: 'danger',
    title: 'The network node serves another chain (1).',
    children: 'Nothing is read from it. Check the RPC URL.',
  },
};
export const Unverified: Story = {
  args: {
    tone: 'warning',
    title: "Can't verify which chain the network node serves.",
    children:
      'Retrying… Nothing is read from it until then; balances and prices will appear once its chain is verified.',
  },
};
export const TitleOnly: Story = { args: { tone: 'warning' } };
export const Dismissible: Story = {
  args: {
    tone: 'warning',
    title: 'Phishing warning:',
    children: "please make sure you're visiting https://app.example.org - check the URL carefully.",
    onDismiss: () => {},
    dismissLabel: 'Dismiss the phishing warning',
  },
};
