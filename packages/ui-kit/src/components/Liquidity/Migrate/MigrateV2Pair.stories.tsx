import type { Meta, StoryObj } from '@storybook/react-vite';
import { firstProviderWarning, migrateForm, priceDifferenceWarning } from './fixtures.testing';
import { MigrateV2Pair } from './MigrateV2Pair';

const meta = {
  title: 'Liquidity/Migrate/V2Pair',
  component: MigrateV2Pair,
  args: {
    back: <a href="/migrate/v2">← Back</a>,
    title: 'Migrate V2 Liquidity',
    state: { status: 'ready', form: migrateForm },
  },
} satisfies Meta<typeof MigrateV2Pair>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: { status: 'loading', message: 'Loading...' } } };
export const NotFound: Story = {
  args: { state: { status: 'notFound', message: 'This is not a V2 pair you can migrate.' } },
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
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        approval: { label: 'Approving', status: 'approving', onClick: () => {} },
      },
    },
  },
};
export const Approved: Story = {
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        approval: { label: 'Allowed', status: 'approved', onClick: () => {} },
        action: { ...migrateForm.action, disabled: false },
      },
    },
  },
};
export const PriceDifference: Story = {
  args: {
    state: {
      status: 'ready',
      form: { ...migrateForm, priceDifference: priceDifferenceWarning },
    },
  },
};
export const FirstProvider: Story = {
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        feeTier: { ...migrateForm.feeTier, selected: 10000 },
        firstProvider: firstProviderWarning,
      },
    },
  },
};
export const InvalidRange: Story = {
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        range: {
          ...migrateForm.range,
          warning: 'Invalid range selected. The min price must be lower than the max price.',
        },
        outcome: [],
        action: { ...migrateForm.action, disabled: true },
      },
    },
  },
};
export const Migrating: Story = {
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        approval: undefined,
        action: { label: 'Migrating', status: 'migrating', disabled: true, onClick: () => {} },
      },
    },
  },
};
export const Success: Story = {
  args: {
    state: {
      status: 'ready',
      form: {
        ...migrateForm,
        approval: undefined,
        action: { label: 'Success!', status: 'success', disabled: true, onClick: () => {} },
      },
    },
  },
};
