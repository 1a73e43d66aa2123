import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { flowProps, unlistedToken } from './manageFixtures.testing';
import { TokenSelectFlow, type TokenSelectFlowView } from './TokenSelectFlow';

const meta = {
  title: 'Tokens/TokenSelectFlow',
  component: TokenSelectFlow,
  args: flowProps,
} satisfies Meta<typeof TokenSelectFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};

export const SearchUnlistedAddress: Story = {
  args: {
    search: {
      ...flowProps.search,
      query: unlistedToken.address,
      rows: [
        { id: unlistedToken.address, symbol: 'NOLIST', name: 'Not Listed', importLabel: 'Import' },
      ],
      unlisted: { address: unlistedToken.address, token: unlistedToken },
    },
  },
};

export const Manage: Story = { args: { view: { kind: 'manage' } } };

export const ManageFoundToken: Story = {
  args: {
    view: { kind: 'manage' },
    manage: {
      ...flowProps.manage,
      tokenInput: unlistedToken.address,
      foundToken: { token: unlistedToken, symbol: 'NOLIST' },
    },
  },
};

export const ImportTokenFromSearch: Story = {
  args: { view: { kind: 'importToken', token: unlistedToken, from: 'search' } },
};

export const ImportList: Story = {
  args: {
    view: {
      kind: 'importList',
      url: 'https://lists.test/new.json',
      list: { name: 'New List', url: 'https://lists.test/new.json', tokenCount: '3 tokens' },
    },
  },
};

/** Every view, with the way between them working. */
export const Interactive: Story = {
  render: function Render(args) {
    const [view, setView] = useState<TokenSelectFlowView<{ readonly address: string }>>({
      kind: 'search',
    });
    return <TokenSelectFlow {...args} view={view} onViewChange={setView} />;
  },
};
