import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: <Text>Card content</Text>, style: { maxWidth: 420 } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {};
export const Raised: Story = { args: { variant: 'raised' } };
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Warning: Story = {
  args: { variant: 'warning', children: <Text tone="warning">Price impact warning</Text> },
};
export const ErrorCard: Story = {
  name: 'Error',
  args: { variant: 'error', children: <Text tone="danger">Something went wrong</Text> },
};
export const NoPadding: Story = { args: { padding: 'none' } };
