import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { LockedForm } from './LockedForm';

const meta = {
  title: 'Primitives/LockedForm',
  component: LockedForm,
  args: {
    locked: true,
    reason: 'Checking token lists…',
    children: <Button fullWidth>Swap</Button>,
  },
} satisfies Meta<typeof LockedForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingTokenLists: Story = {};
export const Unlocked: Story = { args: { locked: false } };
