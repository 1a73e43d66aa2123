import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" tone="accent" />
      <Spinner size="xl" tone="muted" />
    </div>
  ),
};
export const Delayed: Story = {
  name: 'Delayed (appears after 600 ms)',
  args: { delayed: true, size: 'lg', tone: 'accent' },
};
