import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImportListDialog, ImportTokenDialog } from './ImportDialogs';
import { ManageDialog } from './ManageDialog';
import { importListLabels, importTokenLabels, manageProps } from './manageFixtures.testing';

const meta = {
  title: 'Tokens/ManageDialog',
  component: ManageDialog,
  args: manageProps,
} satisfies Meta<typeof ManageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lists: Story = {};
export const ListsInvalidLocation: Story = {
  args: { listInput: 'ftp://nope', listInputError: 'Enter valid list location' },
};
export const ListsImportable: Story = { args: { listInput: 'https://lists.test/new.json' } };
export const ListsLoading: Story = {
  args: { listInput: 'https://lists.test/new.json', listInputLoading: true },
};
export const Tokens: Story = { args: { tab: 'tokens' } };
export const TokensInvalidAddress: Story = {
  args: { tab: 'tokens', tokenInput: '0x12', tokenInputError: 'Enter valid token address' },
};
export const TokensEmpty: Story = { args: { tab: 'tokens', customTokens: [] } };

const token = {
  address: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
  symbol: 'NOLIST',
  name: 'Not Listed',
  source: 'Unknown Source',
};

export const ImportToken: StoryObj<typeof ImportTokenDialog> = {
  render: (args) => <ImportTokenDialog {...args} />,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onBack: () => {},
    onImport: () => {},
    tokens: [token],
    labels: importTokenLabels,
  },
};
export const TokenWarningFromUrl: StoryObj<typeof ImportTokenDialog> = {
  render: (args) => <ImportTokenDialog {...args} />,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onImport: () => {},
    tokens: [token],
    labels: importTokenLabels,
  },
};
export const TokenWarningUnusable: StoryObj<typeof ImportTokenDialog> = {
  name: 'Token warning for a token that cannot be used',
  render: (args) => <ImportTokenDialog {...args} />,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onImport: () => {},
    tokens: [
      {
        ...token,
        symbol: 'UNKNOWN',
        name: 'Unknown Token',
        unusableReason:
          'This token cannot be used: it declares 255 decimals, and at most 254 are supported.',
      },
    ],
    labels: importTokenLabels,
  },
};
export const ImportList: StoryObj<typeof ImportListDialog> = {
  render: (args) => <ImportListDialog {...args} />,
  args: {
    isOpen: true,
    onDismiss: () => {},
    onBack: () => {},
    onImport: () => {},
    importing: false,
    list: { name: 'Devnet Tokens', url: 'https://lists.test/new.json', tokenCount: '12 tokens' },
    labels: importListLabels,
  },
};
export const ImportListFailed: StoryObj<typeof ImportListDialog> = {
  render: (args) => <ImportListDialog {...args} />,
  args: {
    ...ImportList.args,
    error: 'Error importing list: Failed to download list https://lists.test/new.json',
  },
};
