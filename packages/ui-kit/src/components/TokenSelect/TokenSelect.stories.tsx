import type { Meta, StoryObj } from '@storybook/react-vite';
import { type TokenRow, TokenSelectDialog } from './TokenSelect';

const labels = {
  title: 'Select a token',
  searchPlaceholder: 'Search name or paste address',
  commonBases: 'Common bases',
  noResults: 'No results found.',
  close: 'Close',
  loading: 'Loading',
};
const tokens: TokenRow[] = [
  { id: 'ETH', symbol: 'ETH', name: 'Ether', balance: '9,000' },
  { id: '0x1', symbol: 'USDC', name: 'USD Coin', balance: '8,850,000' },
  { id: '0x2', symbol: 'DAI', name: 'Dai Stablecoin', balance: '9,450,000' },
  { id: '0x3', symbol: 'WBTC', name: 'Wrapped BTC', balance: '100' },
];

const meta = {
  title: 'Tokens/TokenSelectDialog',
  component: TokenSelectDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    query: '',
    onQueryChange: () => {},
    commonBases: tokens.slice(1, 4),
    rows: tokens,
    onSelect: () => {},
    onEnter: () => {},
    labels,
  },
} satisfies Meta<typeof TokenSelectDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {};
export const WithSelected: Story = {
  args: { rows: tokens.map((t, i) => (i === 0 ? { ...t, disabled: true } : t)) },
};
export const NoResults: Story = { args: { query: 'zzz', rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const NoAccount: Story = {
  args: { rows: tokens.map(({ balance: _balance, ...t }) => t) },
};
export const ManyTokens: Story = {
  args: {
    rows: Array.from({ length: 10_000 }, (_, i) => ({
      id: `0x${i.toString(16)}`,
      symbol: `TK${i}`,
      name: `Token number ${i}`,
    })),
  },
};
export const HostileNames: Story = {
  args: {
    rows: [
      {
        id: '0xbad',
        symbol: '<img src=x onerror=alert(1)>',
        name: `${'A very long token name '.repeat(10)}<script>alert(1)</script>`,
      },
    ],
  },
};
export const UnlistedAddress: Story = {
  name: 'Pasted address of an unlisted token',
  args: {
    query: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
    rows: [
      {
        id: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
        symbol: 'NOLIST',
        name: 'Unlisted Token',
        importLabel: 'Import',
      },
    ],
  },
};
export const UnusableAddress: Story = {
  name: 'Pasted address of a token that cannot be used (255 decimals)',
  args: {
    query: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
    rows: [
      {
        id: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
        symbol: 'UNKNOWN',
        name: 'Unknown Token',
        unusableReason: "Can't be used: 255 decimals (at most 254)",
      },
    ],
  },
};
export const WithLogos: Story = {
  args: {
    rows: tokens.map((token, index) => ({
      ...token,
      logoSources:
        index % 2 === 0
          ? [
              'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="%232172e5"/></svg>',
            ]
          : ['https://invalid.example/broken.png'],
    })),
  },
};
