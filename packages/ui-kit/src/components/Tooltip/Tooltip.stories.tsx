import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content:
      'Your transaction will revert if the price changes unfavorably by more than this percentage.',
    children: <Button variant="outlined">Hover or focus me</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '120px 40px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHover: Story = {};
export const Open: Story = { args: { show: true } };
export const Below: Story = { args: { show: true, placement: 'bottom' } };
export const LiveContent: Story = {
  name: 'Content refreshed every 100 ms',
  args: { show: true, content: () => `Now: ${new Date().toISOString().slice(11, 22)}` },
};
