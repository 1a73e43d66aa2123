import type { Meta, StoryObj } from '@storybook/react-vite';
import { poolDetailLabels, poolView, renderLink } from './fixtures.testing';
import { MiningPoolDetail } from './MiningPoolDetail';

const meta = {
  title: 'Liquidity/Mining/PoolDetail',
  component: MiningPoolDetail,
  args: { state: { status: 'ready', view: poolView }, labels: poolDetailLabels, renderLink },
} satisfies Meta<typeof MiningPoolDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDeposit: Story = {};
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
