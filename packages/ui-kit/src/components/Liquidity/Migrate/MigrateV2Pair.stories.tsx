import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { firstProviderWarning, migrateForm, priceDifferenceWarning } from './fixtures.testing';
import { MigrateV2Pair, type MigrateV2PairForm, type MigrateV2PairProps } from './MigrateV2Pair';

const meta = {
  title: 'Liquidity/Migrate/V2Pair',
  component: MigrateV2Pair,
  args: {
    back: <a href="/migrate/v2">← Back to migrate</a>,
    title: 'Migrate V2 Liquidity',
    state: { status: 'ready', form: migrateForm },
  },
} satisfies Meta<typeof MigrateV2Pair>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ready form with some of its parts replaced. */
const ready = (form: Partial<MigrateV2PairForm>): Partial<MigrateV2PairProps> => ({
  state: { status: 'ready', form: { ...migrateForm, ...form } },
});
const button = (label: string, status: 'ready' | 'migrating' | 'success', disabled: boolean) => ({
  label,
  status,
  disabled,
  onClick: () => {},
});

export const PriceUpdated: Story = {
  args: ready({
    priceUpdated: { label: 'Price Updated', acceptLabel: 'Accept', onAccept: () => {} },
  }),
};
export const Loading: Story = { args: { state: { status: 'loading', message: 'Loading...' } } };
export const NotFound: Story = {
  args: {
    state: {
      status: 'notFound',
      message: 'This address is not a Uniswap V2 or SushiSwap pair on this network.',
    },
  },
};
export const Disconnected: Story = {
  args: {
    state: {
      status: 'disconnected',
      message: 'You must connect an account.',
      connect: { label: 'Connect a wallet', onClick: () => {} },
    },
  },
};
export const ApproveNeeded: Story = {};
export const Approving: Story = {
  args: ready({ approval: { label: 'Approving', status: 'approving', onClick: () => {} } }),
};
export const SignedOrApproved: Story = {
  args: ready({
    approval: { label: 'Allowed', status: 'approved', onClick: () => {} },
    action: button('Migrate', 'ready', false),
  }),
};
export const PriceDifference: Story = { args: ready({ priceDifference: priceDifferenceWarning }) };
export const FirstProvider: Story = {
  args: ready({
    feeTier: { ...migrateForm.feeTier, selected: 10000 },
    firstProvider: firstProviderWarning,
  }),
};
export const InvalidRange: Story = {
  args: ready({
    range: {
      ...migrateForm.range,
      warning: 'Invalid range selected. The min price must be lower than the max price.',
    },
    outcome: [],
  }),
};
export const Migrating: Story = {
  args: ready({ approval: undefined, action: button('Migrating', 'migrating', true) }),
};
export const Success: Story = {
  args: ready({ approval: undefined, action: button('Success!', 'success', true) }),
};
export const HostileSymbols: Story = {
  args: ready({ pair: '<img src=x onerror=alert(1)>/EXTREMELYLONGSYMBOLTOKENEXTREMELYLONGSYMBOL' }),
};
export const WithNetworkCost: Story = {
  args: ready({
    networkCost: {
      state: { status: 'ready', native: '0.0009 ETH', usd: '$1.80' },
      labels: networkCostLabels,
    },
  }),
};
export const NetworkCostUnavailable: Story = {
  args: ready({ networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } }),
};
