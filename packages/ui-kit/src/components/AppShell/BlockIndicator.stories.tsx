import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockIndicator } from './BlockIndicator';

// The indicator shows from 960 px up; view these stories in a wide canvas.
const meta = {
  title: 'Shell/BlockIndicator',
  component: BlockIndicator,
  args: {
    blockNumber: 14302118,
    href: 'https://etherscan.io/block/14302118',
    stale: false,
    label: 'Latest block: 14302118',
  },
} satisfies Meta<typeof BlockIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest: Story = {};
export const Stale: Story = {
  args: {
    stale: true,
    label: 'Latest block: 14302118 (out of date: the network node is not answering)',
  },
};
export const WithoutExplorer: Story = { args: { href: undefined } };
