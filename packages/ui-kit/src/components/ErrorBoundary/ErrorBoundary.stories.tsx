import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { ErrorBoundary, ErrorFallback } from './ErrorBoundary';

const texts = {
  title: 'Something went wrong',
  message:
    'This part of the page could not be shown, probably because of unexpected data from the network. The rest of the app still works.',
  retryLabel: 'Try again',
};

const meta = {
  title: 'Primitives/ErrorFallback',
  component: ErrorFallback,
  args: { ...texts, onRetry: () => {} },
} satisfies Meta<typeof ErrorFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPage: Story = {
  args: { exit: <a href="#swap">Back to Swap</a> },
};

export const WithDetails: Story = {
  args: {
    exit: <a href="#swap">Back to Swap</a>,
    details: 'Invariant failed: DECIMALS',
  },
};

export const InADialog: Story = {
  render: (args) => (
    <Modal isOpen onDismiss={() => {}} aria-labelledby="fallback-title">
      <ErrorFallback
        {...args}
        placement="dialog"
        titleId="fallback-title"
        exit={<Button variant="text">Close</Button>}
      />
    </Modal>
  ),
};

/** A widget that throws on demand, inside a boundary: "Try again" renders it anew. */
function Unstable() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('A token answered 255 decimals');
  return <Button onClick={() => setBroken(true)}>Break this widget</Button>;
}

function BoundaryDemo() {
  return (
    <ErrorBoundary
      fallback={({ error, reset }) => (
        <ErrorFallback
          {...texts}
          onRetry={reset}
          details={error instanceof Error ? error.message : String(error)}
        />
      )}
    >
      <Unstable />
    </ErrorBoundary>
  );
}

export const Boundary: Story = { render: () => <BoundaryDemo /> };
