import type { Meta, StoryObj } from '@storybook/react-vite';
import { miningLabels, miningPools, renderLink } from './fixtures.testing';
import { MiningOverview } from './MiningOverview';

const meta = {
  title: 'Liquidity/Mining/Overview',
  component: MiningOverview,
  args: {
    state: { status: 'ready', pools: miningPools },
    labels: miningLabels,
    renderLink,
  },
} satisfies Meta<typeof MiningOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pools: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const NoActivePools: Story = { args: { state: { status: 'ready', pools: [] } } };
export const Upcoming: Story = {
  args: {
    state: {
      status: 'ready',
      pools: [
        {
          ...(miningPools[0] as (typeof miningPools)[0]),
          countdown: 'Rewards begin in 2 days, 0 hr, 0 min, 5 sec',
          hasStake: false,
        },
      ],
    },
  },
};
export const HostileSymbols: Story = {
  args: {
    state: {
      status: 'ready',
      pools: [
        {
          ...(miningPools[1] as (typeof miningPools)[0]),
          pair: '<script>alert(1)</script>/AVERYVERYVERYVERYVERYLONGTOKENSYMBOLTHATWRAPS',
        },
      ],
    },
  },
};
/** Each card tinted by its token's logo colour. */
export const LogoColours: Story = {
  args: {
    state: {
      status: 'ready',
      pools: miningPools.map((pool, index) => ({
        ...pool,
        accentColor: index === 0 ? '#f5ac37' : '#ff007a',
      })),
    },
  },
};
