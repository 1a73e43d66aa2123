import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { AddressInput } from './AddressInput';

const meta = {
  title: 'Primitives/AddressInput',
  component: AddressInput,
  args: {
    label: 'Recipient',
    placeholder: 'Wallet Address or ENS name',
    value: '',
    onChange: () => {},
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof AddressInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Resolved: Story = {
  args: {
    value: '0x7F367cC41522cE07553e823bf3be79A889DEbe1B',
    accessory: (
      <ExternalLink href="https://etherscan.io/address/0x7F367cC41522cE07553e823bf3be79A889DEbe1B">
        View on Etherscan
      </ExternalLink>
    ),
  },
};
export const Invalid: Story = { args: { value: 'not-an-address', invalid: true } };
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return <AddressInput {...args} value={value} onChange={setValue} />;
  },
};
