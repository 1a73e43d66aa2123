import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { LazyDialog, LazyPopup, lazyComponent } from './lazy';

afterEach(() => vi.restoreAllMocks());

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

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
