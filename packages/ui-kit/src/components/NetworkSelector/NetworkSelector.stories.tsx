import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { NetworkSelector, type NetworkSelectorProps } from './NetworkSelector';
import { UnavailableOnNetwork } from './UnavailableOnNetwork';

const networkOptions = [
  { chainId: 1, name: 'Ethereum' },
  { chainId: 42161, name: 'Arbitrum One' },
  { chainId: 10, name: 'Optimism' },
  { chainId: 8453, name: 'Base' },
  { chainId: 137, name: 'Polygon' },
  { chainId: 130, name: 'Unichain' },
  { chainId: 11155111, name: 'Sepolia' },
  { chainId: 31338, name: 'Devnet 2' },
];

/** The selector with its open state and choice held locally, as the app's header holds them. */
function InteractiveSelector(props: NetworkSelectorProps) {
  const [open, setOpen] = useState(props.open);
  const [activeChainId, setActiveChainId] = useState(props.activeChainId);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 460 }}>
      <NetworkSelector
        {...props}
        open={open}
        activeChainId={activeChainId}
        onOpenChange={setOpen}
        onSelect={(chainId) => {
          setActiveChainId(chainId);
          setOpen(false);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/NetworkSelector',
  component: NetworkSelector,
  args: {
    label: 'Network',
    options: networkOptions,
    activeChainId: 1,
    open: false,
    onOpenChange: () => {},
    onSelect: () => {},
  },
  render: (args) => <InteractiveSelector {...(args as NetworkSelectorProps)} />,
} satisfies Meta<typeof NetworkSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true, activeChainId: 42161 } };
export const Switching: Story = {
  args: {
    open: true,
    note: 'Your wallet will ask you to switch.',
    switching: { chainId: 8453, label: 'Confirm in your wallet…' },
  },
};
export const WalletRefused: Story = {
  args: {
    open: true,
    error: 'Your wallet did not switch to Base. You are still on Ethereum.',
  },
};
export const UnsupportedNetwork: Story = {
  args: { open: true, unsupportedLabel: 'Unsupported network' },
};
export const MainnetOnlyPage: Story = {
  render: () => (
    <UnavailableOnNetwork
      title="Governance is not available on Arbitrum One"
      body="Voting and delegation exist on Ethereum only."
      target={{ chainId: 1, name: 'Ethereum', label: 'Switch to Ethereum', onSwitch: () => {} }}
    />
  ),
};
export const MainnetOnlyPageRefused: Story = {
  render: () => (
    <UnavailableOnNetwork
      title="The claim is not available on Base"
      body="The UNI claim exists on Ethereum only."
      target={{ chainId: 1, name: 'Ethereum', label: 'Switch to Ethereum', onSwitch: () => {} }}
      error="Your wallet did not switch to Ethereum. You are still on Base."
    />
  ),
};
