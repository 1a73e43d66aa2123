import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type JSX, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyComponent, retryLoad } from './lazyComponent';
import { DialogErrorBoundary, errorDetails, LazyDialog, PageErrorBoundary } from './Recovery';

afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

function renderLazy(Lazy: (props: { name: string }) => JSX.Element) {
  return render(
    <ErrorBoundary
      fallback={({ error, reset }) => (
        <div>
          <p>Failed: {errorDetails(error)}</p>
          <button type="button" onClick={reset}>
            Render again
          </button>
          <button
            type="button"
            onClick={() => {
              retryLoad(error);
              reset();
            }}
          >
            Try again
          </button>
        </div>
      )}
    >
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>
    </ErrorBoundary>,
  );
}

describe('lazyComponent', () => {
  it('downloads the component only when it first renders, with its props', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    renderLazy(Lazy);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed download failed until Try again, which downloads anew', async () => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    renderLazy(lazyComponent(load));
    const failure = /Failed: Failed to fetch dynamically imported module/;
    expect(await screen.findByText(failure)).toBeTruthy();
    // Rendering again on its own does not hammer the network.
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads once however often it renders', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    const { unmount } = renderLazy(Lazy);
    await screen.findByText('Hello Ada');
    unmount();
    await act(async () => {
      renderLazy(Lazy);
    });
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('LazyDialog', () => {
  it('shows a loading dialog after the spinner delay, then the dialog once it is in', async () => {
    let finish: (component: typeof Greeting) => void = () => {};
    const Dialog = lazyComponent(
      () =>
        new Promise<typeof Greeting>((resolve) => {
          finish = resolve;
        }),
    );
    render(
      <LazyDialog label="Loading…" onDismiss={() => {}}>
        <Dialog name="dialog" />
      </LazyDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('dialog', { name: 'Loading…' }, { timeout: 3_000 });
    await act(async () => finish(Greeting));
    expect(await screen.findByText('Hello dialog')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

let broken = true;
/** A dialog that throws while rendering, like one fed a malformed chain answer. */
function Fragile() {
  if (broken) throw new Error('invalid BigNumber value');
  return <p>Wallet dialog</p>;
}

describe('DialogErrorBoundary', () => {
  const labels = {
    title: 'Something went wrong',
    message: 'Broke',
    retry: 'Try again',
    close: 'Close',
  };

  it('turns a dialog that throws into a dialog with the error, Try again and Close', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const onClose = vi.fn();
    render(
      <DialogErrorBoundary labels={labels} onClose={onClose}>
        <Fragile />
      </DialogErrorBoundary>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Something went wrong' });
    expect(dialog.textContent).toContain('invalid BigNumber value');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    broken = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Wallet dialog')).toBeTruthy();
  });
});

describe('PageErrorBoundary', () => {
  it('shows the error in the main landmark with Try again and the exit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <PageErrorBoundary
        landmark
        labels={{ title: 'Something went wrong', message: 'Broke', retry: 'Try again' }}
        exit={<a href="#swap">Reload</a>}
      >
        <Fragile />
      </PageErrorBoundary>,
    );
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Reload' })).toBeTruthy();
    broken = false;
    await userEvent.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Wallet dialog')).toBeTruthy();
  });
});
