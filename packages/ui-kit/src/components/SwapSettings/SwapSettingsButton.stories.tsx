import type { Meta, StoryObj } from '@storybook/react-vite';
import { SwapSettingsButton } from './SwapSettingsButton';

const meta = {
  title: 'Swap/SwapSettingsButton',
  component: SwapSettingsButton,
  args: {
    label: 'Open settings',
    expanded: false,
    opening: false,
    loadingLabel: 'Loading',
    expertMode: false,
    onClick: () => {},
  },
} satisfies Meta<typeof SwapSettingsButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { expanded: true } };
/** The popup's code still downloading. */
export const Opening: Story = { args: { opening: true } };
export const ExpertMode: Story = {
  args: { expertMode: true, label: 'Open settings (Expert mode active)' },
};
