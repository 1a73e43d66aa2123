import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Toggle } from './Toggle';

const meta = {
  title: 'Primitives/Toggle',
  component: Toggle,
  args: {
    'aria-label': 'Expert Mode',
    isActive: false,
    onToggle: () => {},
    activeText: 'On',
    inactiveText: 'Off',
  },
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { isActive: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: (args) => {
    const [active, setActive] = useState(false);
    return <Toggle {...args} isActive={active} onToggle={() => setActive(!active)} />;
  },
};
