import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Search', placeholder: 'Search name or paste address' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'USDC' } };
export const Invalid: Story = { args: { defaultValue: 'not-a-token', invalid: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Large: Story = { args: { size: 'lg' } };
