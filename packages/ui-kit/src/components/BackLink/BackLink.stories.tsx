import type { Meta, StoryObj } from '@storybook/react-vite';
import { BackLink } from './BackLink';

const meta = {
  title: 'Primitives/BackLink',
  component: BackLink,
  args: { to: '/pool', children: 'Back to Pools Overview' },
} satisfies Meta<typeof BackLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheOverview: Story = {};
export const ToThePosition: Story = { args: { to: '/pool/12', children: 'Back to the position' } };
export const LongLabel: Story = {
  args: { children: 'Zurück zur Übersicht aller Pools und Positionen dieses Kontos' },
};
