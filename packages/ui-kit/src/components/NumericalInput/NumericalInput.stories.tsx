import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NumericalInput } from './NumericalInput';

const meta = {
  title: 'Primitives/NumericalInput',
  component: NumericalInput,
  args: { 'aria-label': 'Amount', value: '', onUserInput: () => {} },
} satisfies Meta<typeof NumericalInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { value: '1234.5678' } };
export const RightAligned: Story = { args: { value: '0.5', align: 'right', size: 'md' } };
export const Disabled: Story = { args: { value: '42', disabled: true } };
export const Interactive: Story = {
  name: 'Interactive (try commas, letters, a second dot)',
  render: (args) => {
    const [value, setValue] = useState('');
    return <NumericalInput {...args} value={value} onUserInput={setValue} />;
  },
};
