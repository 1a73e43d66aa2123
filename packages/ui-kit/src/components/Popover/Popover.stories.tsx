import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    show: true,
    content: <Text variant="label">Popover content</Text>,
    children: <Button variant="outlined">Anchor</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '120px 40px' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bottom: Story = {};
export const Top: Story = { args: { placement: 'top' } };
export const Hidden: Story = { args: { show: false } };
export const Dismissable: Story = {
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <Popover {...args} show={open} onDismiss={() => setOpen(false)} role="dialog">
        <Button variant="outlined" onClick={() => setOpen(!open)}>
          Menu
        </Button>
      </Popover>
    );
  },
};
