import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBanner } from '../StatusBanner/StatusBanner';
import { Text } from '../Text/Text';
import { AppFrame, AppMain, BlockedScreen, PageNotice } from './AppFrame';
import { AppHeader } from './AppHeader';
import { BlockIndicator } from './BlockIndicator';
import { headerProps, menuProps } from './fixtures.testing';
import { HeaderMenu } from './HeaderMenu';

const meta = {
  title: 'Shell/AppFrame',
  component: AppFrame,
  args: { skipToContentLabel: 'Skip to content', children: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const header = <AppHeader {...headerProps} menu={<HeaderMenu {...menuProps} />} />;

export const Page: Story = {
  args: {
    children: (
      <>
        {header}
        <AppMain>
          <Text>The page's content.</Text>
        </AppMain>
        <BlockIndicator blockNumber={123} stale={false} label="Latest block: 123" />
      </>
    ),
  },
};
export const NodeOutage: Story = {
  args: {
    children: (
      <>
        {header}
        <StatusBanner tone="warning" title="Can't reach the network node.">
          Retrying… The values shown are from block 123 and may be out of date.
        </StatusBanner>
        <AppMain>
          <Text>The page's content.</Text>
        </AppMain>
        <BlockIndicator blockNumber={123} stale label="Block 123 (out of date)" />
      </>
    ),
  },
};
export const WaitingForWallet: Story = {
  args: {
    children: (
      <>
        {header}
        <AppMain>
          <PageNotice kind="loading" label="Loading" />
        </AppMain>
      </>
    ),
  },
};
export const UnknownError: Story = {
  args: {
    children: (
      <>
        {header}
        <AppMain>
          <PageNotice
            kind="error"
            message="Oops! An unknown error occurred. Please refresh the page, or visit from another browser or device."
          />
        </AppMain>
      </>
    ),
  },
};
export const Blocked: Story = {
  render: () => <BlockedScreen title="Blocked address" />,
};
