import type { ImportListLabels, ImportTokenLabels } from './ImportDialogs';
import type { ManageDialogLabels, ManageDialogProps, ManagedList } from './ManageDialog';
import type { TokenSelectFlowProps } from './TokenSelectFlow';

export const manageLabels: ManageDialogLabels = {
  title: 'Manage',
  back: 'Back',
  close: 'Close',
  listsTab: 'Lists',
  tokensTab: 'Tokens',
  listPlaceholder: 'https:// or {address} or ENS name',
  addList: 'Add list',
  importButton: 'Import',
  on: 'On',
  off: 'Off',
  viewList: 'View list',
  update: 'Update list',
  remove: 'Remove',
  removePrompt: 'Please type the word "REMOVE" to remove this list.',
  cancel: 'Cancel',
  tokenPlaceholder: '0x0000',
  tokenAddress: 'Token address',
  customTokens: '2 Custom Tokens',
  clearAll: 'Clear all',
  tip: 'Tip: Custom tokens are stored locally in your browser',
};

export const managedLists: ManagedList[] = [
  {
    url: 'https://lists.test/devnet.json',
    name: 'Devnet Tokens',
    version: 'v1.0.0',
    tokenCount: '12 tokens',
    enabled: true,
    updateAvailable: true,
    removable: true,
    viewHref: 'https://lists.test/devnet.json',
  },
  {
    url: 'https://lists.test/broken.json',
    name: '<b>Hostile</b> list name that goes on and on and on',
    enabled: false,
    error: 'Failed to download list https://lists.test/broken.json',
    updateAvailable: false,
    removable: true,
  },
];

export const manageProps: ManageDialogProps = {
  isOpen: true,
  onDismiss: () => {},
  onBack: () => {},
  tab: 'lists',
  onTabChange: () => {},
  listInput: '',
  onListInputChange: () => {},
  onListImport: () => {},
  lists: managedLists,
  onToggleList: () => {},
  onUpdateList: () => {},
  onRemoveList: () => {},
  tokenInput: '',
  onTokenInputChange: () => {},
  customTokens: [
    { address: '0x09635F643e140090A9A8Dcd712eD6285858ceBef', symbol: 'NOLIST', name: 'Not Listed' },
    { address: '0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E', symbol: 'NEW', name: 'New Token' },
  ],
  onRemoveToken: () => {},
  onClearTokens: () => {},
  labels: manageLabels,
};

export const importTokenLabels: ImportTokenLabels = {
  title: 'Import a token',
  warning:
    "This token doesn't appear on the active token list(s). Anyone can create a token, including fake versions of existing tokens. Make sure this is the token you want to trade.",
  import: 'Import',
  back: 'Back',
  close: 'Close',
};

export const importListLabels: ImportListLabels = {
  title: 'Import List',
  warning:
    'By adding this list you are implicitly trusting that the data is correct. Anyone can create a list, including creating fake versions of existing lists and lists that claim to represent projects that do not have one.',
  warningSellBack: 'If you purchase a token from this list, you may not be able to sell it back.',
  understand: 'I understand',
  import: 'Import',
  back: 'Back',
  close: 'Close',
};

const NOLIST = '0x09635F643e140090A9A8Dcd712eD6285858ceBef';

/** A `TokenSelectFlow` in the search view over three tokens, every action a no-op. */
export const flowProps: TokenSelectFlowProps<{ readonly address: string }> = {
  view: { kind: 'search' },
  onViewChange: () => {},
  onDismiss: () => {},
  onSelect: () => {},
  search: {
    query: '',
    onQueryChange: () => {},
    commonBases: [{ id: 'ETH', symbol: 'ETH', name: 'Ether' }],
    rows: [
      { id: 'ETH', symbol: 'ETH', name: 'Ether', balance: '9,000' },
      { id: '0x1', symbol: 'USDC', name: 'USD Coin', balance: '8,850,000' },
    ],
    idOnEnter: () => null,
  },
  manage: {
    lists: managedLists,
    onToggleList: () => {},
    onUpdateList: () => {},
    onRemoveList: () => {},
    tokenInput: '',
    onTokenInputChange: () => {},
    customTokens: manageProps.customTokens,
    onRemoveToken: () => {},
    onClearTokens: () => {},
    listLocationError: (location) =>
      location.startsWith('https://') ? null : 'Enter valid list location',
    listHostError: () => null,
    fetchList: (location) =>
      Promise.resolve({ list: { name: 'New List', url: location, tokenCount: '3 tokens' } }),
  },
  importTokenRows: (token) => [
    { address: token.address, symbol: 'NOLIST', name: 'Not Listed', source: 'Unknown Source' },
  ],
  onImportToken: () => {},
  onImportList: () => Promise.resolve(null),
  labels: {
    search: {
      title: 'Select a token',
      searchPlaceholder: 'Search name or paste address',
      commonBases: 'Common bases',
      noResults: 'No results found.',
      loading: 'Loading',
      manageLists: 'Manage Token Lists',
    },
    manage: manageLabels,
    importToken: { title: importTokenLabels.title, warning: importTokenLabels.warning },
    importList: {
      title: importListLabels.title,
      warning: importListLabels.warning,
      warningSellBack: importListLabels.warningSellBack,
      understand: importListLabels.understand,
    },
    import: 'Import',
    back: 'Back',
    close: 'Close',
  },
};

/** The unlisted token the flow fixtures import. */
export const unlistedToken = { address: NOLIST };
