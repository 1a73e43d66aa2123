import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { overviewLabels, overviewLinks, positions, promos, renderLink } from './fixtures.testing';
import { PositionsOverview } from './PositionsOverview';

const meta = {
  title: 'Liquidity/PositionsOverview',
  component: PositionsOverview,
  args: {
    state: { status: 'ready', positions },
    hideClosed: false,
    onToggleHideClosed: () => {},
    onConnect: () => {},
    links: overviewLinks,
    promos,
    labels: overviewLabels,
    renderLink,
  },
} satisfies Meta<typeof PositionsOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryBadge: Story = {};
export const ClosedHideable: Story = {
  render: (args) => {
    const [hideClosed, setHideClosed] = useState(true);
    return (
      <PositionsOverview
        {...args}
        hideClosed={hideClosed}
        onToggleHideClosed={() => setHideClosed((value) => !value)}
      />
    );
  },
};
/** Issue #28 §2: a page of the account's positions, more on request (focus moves to the new page). */
export const MoreToLoad: Story = {
  render: (args) => {
    const [shown, setShown] = useState(1);
    const total = positions.length;
    return (
      <PositionsOverview
        {...args}
        state={{ status: 'ready', positions: positions.slice(0, shown) }}
        {...(shown < total
          ? {
              loadMore: {
                label: 'Load more positions',
                status: `Showing ${shown} of ${total} positions`,
                onLoadMore: () => setShown((value) => Math.min(total, value + 1)),
              },
            }
          : {})}
      />
    );
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Disconnected: Story = { args: { state: { status: 'disconnected' } } };
export const Empty: Story = { args: { state: { status: 'ready', positions: [] } } };
export const WithoutPromos: Story = { args: { promos: [] } };
export const HostileSymbols: Story = {
  args: {
    state: {
      status: 'ready',
      positions: [
        {
          ...(positions[0] as (typeof positions)[number]),
          pair: '<img src=x onerror=alert(1)> / EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL',
        },
      ],
    },
  },
};
