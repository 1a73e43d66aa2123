import type { Meta, StoryObj } from '@storybook/react-vite';
import { PositionPlaceholder } from './PositionPlaceholder';

const meta = {
  title: 'Liquidity/PositionPlaceholder',
  component: PositionPlaceholder,
  args: {
    back: <a href="/pool">← Back to Pools Overview</a>,
    status: 'loading',
    labels: { loading: 'Loading position', notFound: 'This position does not exist.' },
  },
} satisfies Meta<typeof PositionPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const NotFound: Story = { args: { status: 'not-found' } };
