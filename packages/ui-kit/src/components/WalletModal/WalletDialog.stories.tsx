import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletDialog } from './WalletDialog';

const ADDRESS = '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C';
const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${colour}"/></svg>`,
  )}`;

const labels = {
  close: 'Close',
  back: 'Back',
  connectTitle: 'Connect to a wallet',
  errorTitle: 'Error connecting',
  accountTitle: 'Account',
  wrongNetworkTitle: 'Wrong Network',
  wrongNetworkBody: 'Please connect to the appropriate Ethereum network.',
  connecting: 'Initializing...',
  tryAgain: 'Try Again',
  change: 'Change',
  disconnect: 'Disconnect',
  copyAddress: 'Copy Address',
  copied: 'Copied',
  viewOnExplorer: 'View on Explorer',
  errorConnectingRefresh: 'Error connecting. Try refreshing the page.',
  noWallets: 'No wallet found in this browser.',
  optionsLabel: 'Wallets',
};

const options = [
  { id: 'io.metamask', name: 'MetaMask', iconUrl: icon('#f6851b'), connects: true },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    description: 'Connect to Trust Wallet, Rainbow Wallet and more...',
    connects: true,
  },
];

const meta = {
  title: 'Wallet/WalletDialog',
  component: WalletDialog,
  args: {
    isOpen: true,
    onDismiss: () => {},
    labels,
    view: { kind: 'options', failed: false, options, onSelect: () => {} },
  },
} satisfies Meta<typeof WalletDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {};

export const OptionsBackToAccount: Story = {
  args: {
    view: {
      kind: 'options',
      failed: false,
      options: options.map((option, index) => ({ ...option, active: index === 0 })),
      onSelect: () => {},
      onBack: () => {},
    },
  },
};

export const OptionsAfterAFailure: Story = {
  args: { view: { kind: 'options', failed: true, options, onSelect: () => {} } },
};

export const NoWallets: Story = {
  args: {
    view: {
      kind: 'options',
      failed: false,
      options: [
        {
          id: 'install-metamask',
          name: 'Install MetaMask',
          href: 'https://metamask.io/',
          connects: false,
        },
      ],
      onSelect: () => {},
    },
  },
};

const pending = {
  kind: 'pending',
  wallet: { name: 'MetaMask', iconUrl: icon('#f6851b') },
  errorText: 'Error connecting.',
  onRetry: () => {},
  onBack: () => {},
} as const;

export const PendingConnecting: Story = { args: { view: { ...pending, failed: false } } };

export const PendingError: Story = { args: { view: { ...pending, failed: true } } };

const account = {
  kind: 'account',
  connectedWithText: 'Connected with MetaMask',
  address: ADDRESS,
  iconUrl: icon('#f6851b'),
  onChange: () => {},
  writeText: () => Promise.resolve(),
  explorerHref: `https://etherscan.io/address/${ADDRESS}`,
} as const;

export const Account: Story = { args: { view: account } };

export const AccountWithDisconnect: Story = {
  args: {
    view: {
      ...account,
      connectedWithText: 'Connected with WalletConnect',
      iconUrl: undefined,
      onDisconnect: () => {},
      children: <p>Your transactions will appear here...</p>,
    },
  },
};

export const WrongNetwork: Story = {
  args: {
    view: {
      kind: 'wrongNetwork',
      switchLabel: 'Switch to Ethereum',
      switching: false,
      onSwitch: () => {},
    },
  },
};

export const WrongNetworkSwitching: Story = {
  args: {
    view: {
      kind: 'wrongNetwork',
      switchLabel: 'Switch to Ethereum',
      switching: true,
      onSwitch: () => {},
    },
  },
};
