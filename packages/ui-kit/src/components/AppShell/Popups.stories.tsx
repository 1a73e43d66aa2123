import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Text/Text';
import {
  ListUpdatePopupContent,
  PopupCard,
  PopupRegion,
  PopupStack,
  TransactionPopupContent,
} from './Popups';

const meta = {
  title: 'Shell/Popups',
  component: PopupRegion,
  args: { label: 'Notifications', children: null },
} satisfies Meta<typeof PopupRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const close = { closeLabel: 'Close', onClose: () => {} };
const explorer = { href: 'https://etherscan.io/tx/0xabc', label: 'View on Explorer' };

export const TransactionSucceeded: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <TransactionPopupContent
          success
          title="Transaction succeeded"
          summary="Swap 1 ETH for 3,000 DAI"
          explorer={explorer}
        />
      </PopupCard>
    ),
  },
};
export const TransactionFailed: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <TransactionPopupContent
          success={false}
          title="Transaction failed"
          summary="Transaction 0x1234...cdef"
        />
      </PopupCard>
    ),
  },
};
export const ListUpdateAvailable: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <ListUpdatePopupContent
          message="An update is available for the token list Uniswap Default (1.0.0 to 1.1.0)."
          accept={{ label: 'Accept update', onClick: () => {} }}
          dismiss={{ label: 'Dismiss', onClick: () => {} }}
        />
      </PopupCard>
    ),
  },
};
export const ListUpdatedAutomatically: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <Text variant="label">The token list Uniswap Default was updated to 1.0.1.</Text>
      </PopupCard>
    ),
  },
};
export const Stacked: Story = {
  args: {
    children: (
      <>
        {TransactionSucceeded.args?.children}
        {TransactionFailed.args?.children}
      </>
    ),
  },
};
export const TransactionReplaced: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <TransactionPopupContent
          success={false}
          outcome="replaced"
          title="Transaction sped up"
          summary="Swap 1 ETH for 3,000 DAI"
          explorer={{ ...explorer, label: 'View replacement' }}
        />
      </PopupCard>
    ),
  },
};
export const TransactionDropped: Story = {
  args: {
    children: (
      <PopupCard {...close}>
        <TransactionPopupContent
          success={false}
          outcome="dropped"
          title="Transaction dropped"
          summary="Approve DAI"
          detail="It was never mined: nothing was spent."
        />
      </PopupCard>
    ),
  },
};
/** The app's stack: each popup in its card, removed after its time (null: until closed). */
export const Stack: Story = {
  args: {
    children: (
      <PopupStack
        label="Notifications"
        closeLabel="Close"
        onRemove={() => {}}
        popups={[
          {
            key: 'a',
            removeAfterMs: null,
            content: (
              <TransactionPopupContent success title="Transaction succeeded" summary="Swap" />
            ),
          },
          {
            key: 'b',
            removeAfterMs: null,
            content: <Text variant="label">The token list Uniswap Default was updated.</Text>,
          },
        ]}
      />
    ),
  },
};
