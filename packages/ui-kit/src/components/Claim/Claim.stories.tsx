import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkCostLabels } from '../ConfirmSwap/fixtures.testing';
import { ClaimDialog } from './ClaimDialog';
import { ClaimPopupCard } from './ClaimPopupCard';
import { addressClaimLabels, breakdown, selfClaimLabels } from './fixtures.testing';
import { UniBreakdownDialog } from './UniBreakdownDialog';

const explorerUrl = 'https://etherscan.io/tx/0x01';
const addressField = {
  label: 'Recipient',
  placeholder: 'Wallet Address or ENS name',
  value: '',
  onChange: () => {},
  invalid: false,
  hint: 'Enter an address to trigger a UNI claim. If the address has any claimable UNI it will be sent to them on submission.',
};

const meta = {
  title: 'Dialogs/ClaimDialog',
  component: ClaimDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onClaim: () => {},
    status: 'idle',
    amount: '400 UNI',
    breakdown,
    claimEnabled: true,
    labels: selfClaimLabels,
  },
} satisfies Meta<typeof ClaimDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelfClaim: Story = {};
export const SelfClaimWithNetworkCost: Story = {
  args: {
    networkCost: {
      state: { status: 'ready', native: '0.0001 ETH', usd: '$0.20' },
      labels: networkCostLabels,
    },
  },
};
export const SelfClaimNetworkCostLoading: Story = {
  args: { networkCost: { state: { status: 'loading' }, labels: networkCostLabels } },
};
export const SelfClaimNetworkCostUnavailable: Story = {
  args: { networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } },
};
export const SelfClaiming: Story = { args: { status: 'claiming' } };
export const SelfClaimingWithHash: Story = { args: { status: 'claiming', explorerUrl } };
export const SelfClaimed: Story = { args: { status: 'claimed', explorerUrl } };
export const AddressClaimEmpty: Story = {
  args: {
    labels: addressClaimLabels,
    amount: undefined,
    breakdown: undefined,
    claimEnabled: false,
    addressField,
  },
};
export const AddressClaimAvailable: Story = {
  args: {
    labels: addressClaimLabels,
    addressField: { ...addressField, value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  },
};
export const AddressWithoutClaim: Story = {
  args: {
    labels: addressClaimLabels,
    amount: undefined,
    breakdown: undefined,
    claimEnabled: false,
    addressField: {
      ...addressField,
      value: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
      error: 'Address has no available claim',
    },
  },
};
export const AddressClaimed: Story = {
  args: { labels: addressClaimLabels, status: 'claimed', explorerUrl },
};

export const UniBreakdown: StoryObj<typeof UniBreakdownDialog> = {
  render: (args) => <UniBreakdownDialog {...args} />,
  args: {
    isOpen: true,
    onDismiss: () => {},
    title: 'Your UNI Breakdown',
    closeLabel: 'Close',
    rows: [
      { label: 'Balance:', value: '1,250.00' },
      { label: 'Unclaimed:', value: '400.0000', action: <a href="/uni">(claim)</a> },
      { label: 'UNI in circulation', value: '612,345,678' },
      { label: 'Total Supply', value: '1,000,000,000' },
    ],
  },
};

export const ClaimPopup: StoryObj<typeof ClaimPopupCard> = {
  render: (args) => <ClaimPopupCard {...args} />,
  args: {
    title: 'UNI has arrived',
    body: 'You can claim 400 UNI.',
    claimLabel: 'Claim your UNI tokens',
    onClaim: () => {},
    closeLabel: 'Close',
    onClose: () => {},
  },
};
