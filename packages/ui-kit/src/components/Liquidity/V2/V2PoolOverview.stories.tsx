import type { Meta, StoryObj } from '@storybook/react-vite';
import { pairs, poolLabels, poolLinks, renderLink } from './fixtures.testing';
import { V2PoolOverview } from './V2PoolOverview';

const meta = {
  title: 'Liquidity/V2/PoolOverview',
  component: V2PoolOverview,
  args: {
    state: { status: 'ready', pairs },
    onConnect: () => {},
    links: poolLinks,
    labels: poolLabels,
    renderLink,
  },
} satisfies Meta<typeof V2PoolOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pairs: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Disconnected: Story = {
  args: { state: { status: 'disconnected' }, links: { ...poolLinks, analytics: undefined } },
};
export const Empty: Story = { args: { state: { status: 'ready', pairs: [] } } };
export const HostileSymbols: Story = {
  args: {
    state: {
      status: 'ready',
      pairs: [
        {
          ...(pairs[0] as (typeof pairs)[number]),
          pair: '<img src=x onerror=alert(1)>/EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL',
          symbolB: 'EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL',
        },
      ],
    },
  },
};
/** Each card tinted by its token's logo colour; the second has none and keeps the default. */
export const LogoColours: Story = {
  args: {
    state: {
      status: 'ready',
      pairs: [
        { ...(pairs[0] as (typeof pairs)[number]), accentColor: '#2775ca' },
        ...pairs.slice(1),
      ],
    },
  },
};
