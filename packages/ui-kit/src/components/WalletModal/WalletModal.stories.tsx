import type { Meta, StoryObj } from '@storybook/react-vite';
import { WalletAccountView } from './WalletAccountView';
import { WalletModal } from './WalletModal';
import { WalletOptionList } from './WalletOptionList';
import { WalletPendingView } from './WalletPendingView';
import { WrongNetworkView } from './WrongNetworkView';

const icon = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="11" fill="${colour}"/></svg>`,
  )}`;

const ADDRESS = '0x8576aCC5C05D6Ce88f4e49bf65BdF0C62F91353C';
const copy = {
  writeText: (text: string) => navigator.clipboard.writeText(text),
  label: 'Copy Address',
  copiedLabel: 'Copied',
};
const options = [
  { id: 'io.metamask', name: 'MetaMask', iconUrl: icon('#f6851b') },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    iconUrl: icon('#3b99fc'),
    description: 'Connect to Trust Wallet, Rainbow Wallet and more...',
  },
  {
    id: 'coinbase',
    name: 'Coinbase Wallet',
    iconUrl: icon('#0052ff'),
    description: 'Use Coinbase Wallet app on mobile device',
  },
];

const meta = {
  title: 'Wallet/WalletModal',
  component: WalletModal,
  args: {
    isOpen: true,
    onDismiss: () => {},
    title: 'Connect to a wallet',
    closeLabel: 'Close',
    children: null,
  },
} satisfies Meta<typeof WalletModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {
  args: { children: <WalletOptionList label="Wallets" options={options} onSelect={() => {}} /> },
};

export const OptionsWithActive: Story = {
  args: {
    children: (
      <WalletOptionList
        label="Wallets"
        options={options.map((option, index) => ({ ...option, active: index === 0 }))}
        onSelect={() => {}}
      />
    ),
  },
};

export const Account: Story = {
  args: {
    title: 'Account',
    children: (
      <WalletAccountView
        connectedWithText="Connected with MetaMask"
        address={ADDRESS}
        iconUrl={icon('#f6851b')}
        changeLabel="Change"
        onChange={() => {}}
        copy={copy}
        explorer={{ href: `https://etherscan.io/address/${ADDRESS}`, label: 'View on Etherscan' }}
      />
    ),
  },
};

export const AccountWithDisconnectAndName: Story = {
  args: {
    title: 'Account',
    children: (
      <WalletAccountView
        connectedWithText="Connected with WalletConnect"
        address={ADDRESS}
        name="dex-user.eth"
        changeLabel="Change"
        onChange={() => {}}
        disconnect={{ label: 'Disconnect', onDisconnect: () => {} }}
        copy={copy}
        explorer={{ href: `https://etherscan.io/address/${ADDRESS}`, label: 'View on Etherscan' }}
      />
    ),
  },
};

const pendingWallet = {
  name: 'MetaMask',
  iconUrl: icon('#f6851b'),
  description: 'Easy-to-use browser extension.',
};

export const PendingConnecting: Story = {
  args: {
    onBack: () => {},
    backLabel: 'Back',
    children: (
      <WalletPendingView
        wallet={pendingWallet}
        status="connecting"
        connectingText="Initializing..."
        errorText="Error connecting."
        retryLabel="Try Again"
        onRetry={() => {}}
      />
    ),
  },
};

export const PendingError: Story = {
  args: {
    onBack: () => {},
    backLabel: 'Back',
    children: (
      <WalletPendingView
        wallet={pendingWallet}
        status="error"
        connectingText="Initializing..."
        errorText="Error connecting."
        retryLabel="Try Again"
        onRetry={() => {}}
      />
    ),
  },
};

export const WrongNetwork: Story = {
  args: {
    title: 'Wrong Network',
    children: (
      <WrongNetworkView
        message="Please connect to the appropriate Ethereum network."
        switchLabel="Switch to Ethereum"
        onSwitch={() => {}}
      />
    ),
  },
};

export const WrongNetworkSwitching: Story = {
  args: {
    title: 'Wrong Network',
    children: (
      <WrongNetworkView
        message="Please connect to the appropriate Ethereum network."
        switchLabel="Switch to Ethereum"
        onSwitch={() => {}}
        switching
      />
    ),
  },
};

export const WrongNetworkNoSwitch: Story = {
  args: {
    title: 'Wrong Network',
    children: <WrongNetworkView message="Please connect to the appropriate Ethereum network." />,
  },
};
