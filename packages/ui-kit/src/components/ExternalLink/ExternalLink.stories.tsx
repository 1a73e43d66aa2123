import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink } from './ExternalLink';

const meta = {
  title: 'Primitives/ExternalLink',
  component: ExternalLink,
  args: { href: 'https://etherscan.io', children: 'View on Etherscan' },
} satisfies Meta<typeof ExternalLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const UnsafeHref: Story = {
  name: 'Unsafe href (rendered as text)',
  args: { href: 'data:text/html,<p>not a web page</p>', children: 'Token website' },
};
