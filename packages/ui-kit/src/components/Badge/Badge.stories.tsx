import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Pending' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'Canceled' } };
export const Info: Story = { args: { tone: 'info', children: 'Active' } };
export const Success: Story = { args: { tone: 'success', children: 'Executed' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Queued' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Defeated' } };
