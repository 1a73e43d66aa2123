import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { BlockIndicator, type BlockIndicatorProps } from './BlockIndicator';

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

/** A new block every 250 ms: the dot pulses once a second for half a second, not all the time. */
function TickingBlocks(props: BlockIndicatorProps) {
  const [blockNumber, setBlockNumber] = useState(props.blockNumber);
  useEffect(() => {
    const timer = setInterval(() => setBlockNumber((block) => block + 1), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <BlockIndicator {...props} blockNumber={blockNumber} label={`Latest block: ${blockNumber}`} />
  );
}

export const FastChain: Story = {
  args: { averageBlockTimeSeconds: 0.25, href: undefined },
  render: (args) => <TickingBlocks {...args} />,
};
