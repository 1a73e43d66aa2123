import { ErrorBoundary } from '@dex/ui-kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { LazyDialog, LazyPopup, lazyComponent, retryLoad } from './lazy';

afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

function renderLazy(Lazy: (props: { name: string }) => React.JSX.Element) {
  return render(
    <ErrorBoundary
      fallback={({ error, reset }) => (
        <div>
          <p>Failed: {String((error as Error).message)}</p>
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

describe('a slow download', () => {
  it('of a dialog the user opened shows a loading dialog; of an offered popup, nothing until it is in', async () => {
    let finish: (component: typeof Greeting) => void = () => {};
    const download = new Promise<typeof Greeting>((resolve) => {
      finish = resolve;
    });
    const Dialog = lazyComponent(() => download);
    const Popup = lazyComponent(() => download);
    render(
      <I18nProvider language="en" loadLocale={() => Promise.resolve({})}>
        <LazyDialog>
          <Dialog name="dialog" />
        </LazyDialog>
        <LazyPopup>
          <Popup name="popup" />
        </LazyPopup>
      </I18nProvider>,
    );
    // After the spinner delay (600 ms): the opened dialog's loading dialog, and no second one.
    await screen.findByRole('dialog', {}, { timeout: 3_000 });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await act(async () => finish(Greeting));
    expect(await screen.findByText('Hello popup')).toBeTruthy();
    expect(screen.getByText('Hello dialog')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
