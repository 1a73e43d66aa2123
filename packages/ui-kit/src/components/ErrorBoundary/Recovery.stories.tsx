import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazyComponent } from './lazyComponent';
import {
  DialogErrorBoundary,
  DialogErrorFallback,
  LazyDialog,
  LazyPopup,
  LoadingDialog,
  PageErrorBoundary,
  PageLoading,
} from './Recovery';

const dialogLabels = {
  title: 'Something went wrong',
  message: 'This dialog could not be shown. The page under it still works.',
  retry: 'Try again',
  close: 'Close',
};

const meta = {
  title: 'Primitives/Recovery',
  component: DialogErrorFallback,
  args: {
    error: new Error('invalid BigNumber value'),
    labels: dialogLabels,
    onRetry: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof DialogErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog a broken dialog becomes: what happened, Try again and Close. */
export const DialogFailed: Story = {};

/** A dialog that throws while rendering, inside its boundary. */
function BrokenDialog(): never {
  throw new Error('A token answered 255 decimals');
}

export const DialogBoundary: Story = {
  render: (args) => (
    <DialogErrorBoundary labels={args.labels} onClose={args.onClose}>
      <BrokenDialog />
    </DialogErrorBoundary>
  ),
};

/** A dialog whose code is still downloading: the loading dialog shows after 600 ms. */
export const DialogLoading: Story = {
  render: (args) => <LoadingDialog label="Loading…" onDismiss={args.onClose} />,
};

const NeverLoads = lazyComponent<object>(() => new Promise(() => {}));

export const LazyDialogDownloading: Story = {
  render: (args) => (
    <LazyDialog label="Loading…" onDismiss={args.onClose}>
      <NeverLoads />
    </LazyDialog>
  ),
};

/** A route's page while its chunk downloads. */
export const RouteLoading: Story = {
  render: () => <PageLoading label="Loading…" />,
};

/** The whole app broke: the fallback as the page's main landmark, with a reload link. */
export const AppFailed: Story = {
  render: (args) => (
    <PageErrorBoundary
      landmark
      labels={{
        title: args.labels.title,
        message: 'The app could not be shown.',
        retry: 'Try again',
      }}
      exit={<a href="#swap">Reload</a>}
    >
      <BrokenDialog />
    </PageErrorBoundary>
  ),
};

/** An offered popup whose code is still downloading: nothing shows until it is in. */
export const PopupDownloading: Story = {
  render: () => (
    <LazyPopup>
      <NeverLoads />
    </LazyPopup>
  ),
};
