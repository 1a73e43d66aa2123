import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Swap', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outlined', 'text'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Connect Wallet' } };
export const Outlined: Story = { args: { variant: 'outlined', children: 'Change' } };
export const TextButton: Story = { name: 'Text', args: { variant: 'text', children: 'Max' } };
export const Loading: Story = { args: { loading: true, children: 'Approving' } };
export const Disabled: Story = { args: { disabled: true, children: 'Enter an amount' } };
export const FullWidthLarge: Story = { args: { fullWidth: true, size: 'lg', children: 'Swap' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {(['primary', 'secondary', 'outlined', 'text'] as const).flatMap((variant) => [
        <Button key={`${variant}-idle`} variant={variant}>
          {variant}
        </Button>,
        <Button key={`${variant}-loading`} variant={variant} loading>
          {variant} loading
        </Button>,
        <Button key={`${variant}-disabled`} variant={variant} disabled>
          {variant} disabled
        </Button>,
      ])}
    </div>
  ),
};
