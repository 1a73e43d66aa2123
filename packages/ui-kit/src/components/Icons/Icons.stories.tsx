import type { Meta, StoryObj } from '@storybook/react-vite';
import { InfoIcon, SettingsIcon } from './Icons';

const meta = {
  title: 'Primitives/Icons',
  component: InfoIcon,
  args: { size: 24 },
} satisfies Meta<typeof InfoIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Settings: Story = { render: (args) => <SettingsIcon {...args} /> };
