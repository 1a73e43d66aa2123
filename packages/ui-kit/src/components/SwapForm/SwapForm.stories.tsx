import type { Meta, StoryObj } from '@storybook/react-vite';
import { SwapForm } from './SwapForm';
import { SwapRecipientField } from './SwapRecipientField';

const panel = (label: string, value: string, currencySymbol: string | null) => ({
  label,
  value,
  onUserInput: () => {},
  currencySymbol,
  selectLabel: 'Select a token',
  onCurrencyClick: () => {},
  fiatValueLabel: 'Value in US dollars',
});

const recipientLabels = {
  add: '+ Add a send (optional)',
  recipient: 'Recipient',
  placeholder: 'Wallet Address or ENS name',
  remove: '- Remove send',
};

const meta = {
  title: 'Swap/SwapForm',
  component: SwapForm,
  args: {
    title: 'Swap',
    badge: 'V3',
    input: panel('From', '', 'ETH'),
    switchLabel: 'Switch input and output',
    onSwitch: () => {},
    output: panel('To', '', null),
    recipient: (
      <SwapRecipientField
        recipient={null}
        onChange={() => {}}
        invalid={false}
        labels={recipientLabels}
      />
    ),
    buttons: [{ key: 'selectToken', label: 'Select a token', disabled: true, onClick: () => {} }],
  },
} satisfies Meta<typeof SwapForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty form: the native coin in, no output picked. */
export const Empty: Story = {};

/** A priced trade with Max, dollar values, the price line and the swap button. */
export const Priced: Story = {
  args: {
    input: {
      ...panel('From', '1.5', 'ETH'),
      balanceText: 'Balance: 10',
      fiatValue: '$3,000.00',
      max: { label: 'MAX', onMax: () => {} },
    },
    output: { ...panel('To (at least)', '2990.1', 'USDC'), fiatValue: '$2,990.10' },
    price: {
      label: 'Price',
      price: '1,993.4 USDC per ETH',
      invertLabel: 'Invert price',
      onInvert: () => {},
    },
    buttons: [{ key: 'swap', label: 'Swap', disabled: false, onClick: () => {} }],
  },
};

/** Approving: the approve button pending beside the disabled swap, and "Use V2" offered. */
export const Approving: Story = {
  args: {
    input: panel('From', '100', 'USDC'),
    output: panel('To (at least)', '0.05', 'ETH'),
    versionSwitch: { label: 'Use V2', onClick: () => {} },
    buttons: [
      { key: 'approving', label: 'Approving', disabled: true, pending: true, onClick: () => {} },
      { key: 'swap', label: 'Swap', disabled: true, onClick: () => {} },
    ],
  },
};

/** A failed swap's message under the button. */
export const WithError: Story = {
  args: { error: 'Error: Swap failed: insufficient output amount' },
};

/** The recipient field open with a name resolved to its address. */
export const WithRecipient: Story = {
  args: {
    recipient: (
      <SwapRecipientField
        recipient="bob.eth"
        onChange={() => {}}
        invalid={false}
        note={{
          text: 'Resolved to 0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          title: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        }}
        labels={recipientLabels}
      />
    ),
  },
};

/** A typed recipient that does not resolve. */
export const InvalidRecipient: Story = {
  args: {
    recipient: (
      <SwapRecipientField recipient="nobody" onChange={() => {}} invalid labels={recipientLabels} />
    ),
  },
};
