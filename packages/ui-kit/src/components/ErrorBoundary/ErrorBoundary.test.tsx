import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, ErrorFallback } from './ErrorBoundary';

let failing = true;
function Flaky() {
  if (failing) throw new Error('decimals 255');
  return <p>Swap page</p>;
}

function Guarded({ resetKey = 'a', onError }: { resetKey?: string; onError?: () => void }) {
  return (
    <>
      <nav>Header</nav>
      <ErrorBoundary
        resetKeys={[resetKey]}
        {...(onError ? { onError } : {})}
        fallback={({ error, reset }) => (
          <ErrorFallback
            title="Something went wrong"
            message="This part of the page stopped working."
            retryLabel="Try again"
            onRetry={reset}
            exit={<a href="/swap">Back to Swap</a>}
            details={error instanceof Error ? error.message : String(error)}
          />
        )}
      >
        <Flaky />
      </ErrorBoundary>
    </>
  );
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    failing = true;
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback instead of the part that threw, and only that part', () => {
    const onError = vi.fn();
    render(<Guarded onError={onError} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Something went wrong' })).toHaveTextContent(
      'This part of the page stopped working.',
    );
    expect(screen.getByText('decimals 255')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Swap' })).toHaveAttribute('href', '/swap');
    expect(screen.getByText('Header')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'decimals 255' }),
      expect.objectContaining({ componentStack: expect.any(String) }),
    );
  });

  it('"Try again" renders the children anew; they fail again if nothing changed', async () => {
    render(<Guarded />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Swap page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it('resets by itself when a reset key changes (a navigation)', () => {
    const { rerender } = render(<Guarded resetKey="/swap?outputCurrency=0xbad" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    failing = false;
    rerender(<Guarded resetKey="/swap?outputCurrency=0xbad" />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    rerender(<Guarded resetKey="/swap" />);
    expect(screen.getByText('Swap page')).toBeTruthy();
  });
});

describe('ErrorFallback', () => {
  it('in a dialog it is an h2 that can name the dialog', () => {
    render(
      <ErrorFallback
        title="Something went wrong"
        message="The dialog could not be shown."
        retryLabel="Try again"
        onRetry={() => {}}
        placement="dialog"
        titleId="dialog-title"
      />,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Something went wrong' });
    expect(heading.id).toBe('dialog-title');
  });
});
