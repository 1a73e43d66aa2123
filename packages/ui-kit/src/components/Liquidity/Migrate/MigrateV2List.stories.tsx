import type { Meta, StoryObj } from '@storybook/react-vite';
import { migrateLabels, migratePairs, renderLink } from './fixtures.testing';
import { type MigratePairItem, MigrateV2List } from './MigrateV2List';

const meta = {
  title: 'Liquidity/Migrate/V2List',
  component: MigrateV2List,
  args: {
    state: { status: 'ready', pairs: migratePairs },
    onConnect: () => {},
    importHref: '/find?origin=/migrate/v2',
    labels: migrateLabels,
    renderLink,
  },
} satisfies Meta<typeof MigrateV2List>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pairs: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Disconnected: Story = { args: { state: { status: 'disconnected' } } };
export const Empty: Story = { args: { state: { status: 'ready', pairs: [] } } };
export const HostileSymbols: Story = {
  args: {
    state: {
      status: 'ready',
      pairs: [
        {
          ...(migratePairs[0] as MigratePairItem),
          pair: '<img src=x onerror=alert(1)>/EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL',
          symbolB: 'EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL',
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
      pairs: migratePairs.map((pair) => ({ ...pair, accentColor: '#2775ca' })),
    },
  },
};
