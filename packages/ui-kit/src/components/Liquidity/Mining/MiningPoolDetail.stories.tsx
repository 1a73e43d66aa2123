import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { poolActions, poolDetailLabels, poolView, renderLink } from './fixtures.testing';
import { MiningPoolDetail, type MiningPoolDetailProps } from './MiningPoolDetail';

const meta = {
  title: 'Liquidity/Mining/PoolDetail',
  component: MiningPoolDetail,
  args: { state: { status: 'ready', view: poolView }, labels: poolDetailLabels, renderLink },
} satisfies Meta<typeof MiningPoolDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeposit: Story = {};
export const WithActions: Story = { args: { actions: poolActions } };
/** The unclaimed rewards grow every 2 s; the counter moves to each new value over 1 s. */
export const RewardsCounting: Story = {
  args: { actions: poolActions },
  render: (args) => <CountingDetail {...args} />,
};

function CountingDetail(props: MiningPoolDetailProps) {
  const [earned, setEarned] = useState(1234.5678);
  useEffect(() => {
    const timer = setInterval(() => setEarned((value) => value + 12.3456), 2000);
    return () => clearInterval(timer);
  }, []);
  return (
    <MiningPoolDetail
      {...props}
      state={{ status: 'ready', view: { ...poolView, unclaimed: earned.toFixed(4) } }}
    />
  );
}
export const NoLiquidityTokens: Story = {
  args: {
    state: {
      status: 'ready',
      view: { ...poolView, yourDeposit: '0', unclaimed: '0.0000', addHref: '/add/DAI/ETH' },
    },
  },
};
export const Disconnected: Story = {
  args: {
    state: {
      status: 'ready',
      view: {
        title: poolView.title,
        totalDeposits: poolView.totalDeposits,
        poolRate: poolView.poolRate,
      },
    },
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NotFound: Story = { args: { state: { status: 'notFound' } } };
