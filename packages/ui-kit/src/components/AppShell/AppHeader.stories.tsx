import type { Meta, StoryObj } from '@storybook/react-vite';
import { NetworkSelector } from '../NetworkSelector/NetworkSelector';
import { AppHeader } from './AppHeader';
import { headerProps, menuProps } from './fixtures.testing';
import { HeaderMenu } from './HeaderMenu';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: { ...headerProps, menu: <HeaderMenu {...menuProps} /> },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const account = '0x7F367cC41522cE07553e823bf3be79A889DEbe1B';

export const Disconnected: Story = {};
export const Connected: Story = {
  args: {
    balanceText: '1.2345 ETH',
    wallet: { state: { status: 'connected', address: account }, onClick: () => {} },
  },
};
export const ConnectedWithClaim: Story = {
  args: {
    balanceText: '1.2345 ETH',
    claim: { label: 'Claim UNI', onClick: () => {} },
    wallet: {
      state: { status: 'connected', address: account, name: 'dex-user.eth' },
      onClick: () => {},
    },
    menu: <HeaderMenu {...menuProps} action={{ label: 'Claim UNI', onSelect: () => {} }} open />,
  },
};
export const WrongNetwork: Story = {
  args: {
    wallet: { state: { status: 'wrongNetwork', label: 'Wrong Network' }, onClick: () => {} },
  },
};
export const Testnet: Story = {
  args: {
    testnetName: 'Sepolia',
    balanceText: '0.5 ETH',
    wallet: { state: { status: 'pending', label: '2 Pending' }, onClick: () => {} },
  },
};
export const DarkMode: Story = {
  args: { darkMode: { isDark: true, label: 'Dark mode', onToggle: () => {} } },
};
export const WithNetworkSelector: Story = {
  args: {
    network: (
      <NetworkSelector
        label="Network"
        options={[
          { chainId: 1, name: 'Ethereum' },
          { chainId: 42161, name: 'Arbitrum One' },
        ]}
        activeChainId={42161}
        open={false}
        onOpenChange={() => {}}
        onSelect={() => {}}
      />
    ),
  },
};
