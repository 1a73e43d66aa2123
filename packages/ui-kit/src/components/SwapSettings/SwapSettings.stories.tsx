import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExpertModeDialog } from './ExpertModeDialog';
import { expertLabels, settingsProps } from './fixtures.testing';
import { SwapSettings } from './SwapSettings';

const meta = {
  title: 'Swap/SwapSettings',
  component: SwapSettings,
  args: settingsProps,
} satisfies Meta<typeof SwapSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const MayFail: Story = {
  args: {
    slippageBips: 10,
    slippageMessage: { text: 'Your transaction may fail', tone: 'warning' },
  },
};
export const MayBeFrontrun: Story = {
  args: {
    customSlippage: '12',
    slippageMessage: { text: 'Your transaction may be frontrun', tone: 'warning' },
  },
};
export const InvalidSlippage: Story = {
  args: {
    customSlippage: '60',
    slippageMessage: { text: 'Enter a valid slippage percentage', tone: 'danger' },
  },
};
export const InvalidDeadline: Story = { args: { deadlineMinutes: '-1', deadlineInvalid: true } };
export const DeadlineTooLong: Story = {
  args: {
    deadlineMinutes: '10000',
    deadlineInvalid: true,
    deadlineMessage: 'The transaction deadline can be at most 4320 minutes (3 days).',
  },
};
export const EverythingOn: Story = {
  args: { expertMode: true, singleHopOnly: true, darkMode: true },
};

export const ExpertModeConfirm: StoryObj<typeof ExpertModeDialog> = {
  render: (args) => <ExpertModeDialog {...args} />,
  args: { isOpen: true, onDismiss: () => {}, onConfirm: () => {}, labels: expertLabels },
};
