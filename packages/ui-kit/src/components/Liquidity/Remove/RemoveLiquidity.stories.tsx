import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { amounts, removeProps } from './fixtures.testing';
import { RemoveLiquidity } from './RemoveLiquidity';

const meta = {
  title: 'Liquidity/RemoveLiquidity',
  component: RemoveLiquidity,
  args: removeProps,
} satisfies Meta<typeof RemoveLiquidity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Half: Story = {};
export const Interactive: Story = {
  render: (args) => {
    const [percent, setPercent] = useState(0);
    const [receiveNative, setReceiveNative] = useState(true);
    return (
      <RemoveLiquidity
        {...args}
        percent={percent}
        onPercentChange={setPercent}
        receive={{
          label: 'Collect as',
          symbols: ['ETH', 'WETH'],
          receiveNative,
          onToggle: () => setReceiveNative((value) => !value),
        }}
        action={{
          label: percent === 0 ? 'Enter a percent' : 'Remove',
          disabled: percent === 0,
          onClick: () => {},
        }}
      />
    );
  },
};
export const EnterAPercent: Story = {
  args: { percent: 0, action: { label: 'Enter a percent', disabled: true, onClick: () => {} } },
};
export const Inactive: Story = {
  args: {
    status: 'closed',
    percent: 0,
    amounts: amounts.map((entry) => ({ ...entry, amount: '0' })),
    action: { label: 'Inactive', disabled: true, onClick: () => {} },
  },
};
export const OutOfRange: Story = { args: { status: 'out-of-range' } };
export const NoNativeSide: Story = { args: { receive: undefined, pair: 'DAI / USDC' } };
export const Disconnected: Story = {
  args: { action: { label: 'Connect Wallet', disabled: false, onClick: () => {} } },
};
export const NotOwnerOrOperator: Story = {
  args: {
    notice:
      'You are not the owner or an approved operator of this position, so you cannot remove its liquidity.',
    action: { label: 'Remove', disabled: true, onClick: () => {} },
  },
};
