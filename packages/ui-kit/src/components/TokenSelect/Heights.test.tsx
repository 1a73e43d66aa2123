// Spec 000 §2: the token select is at most 80vh tall; at least 40vh in the import views and 80vh
// otherwise. Read from the styles the browser applies, not from class names.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportListDialog, ImportTokenDialog } from './ImportDialogs';
import { TokenSelectDialog } from './TokenSelect';

afterEach(cleanup);

const noop = () => {};
const close = { back: 'Back', close: 'Close', import: 'Import' };

/** The dialog the title names (the Modal box a user sees, drag handle included). */
function viewOf(title: string): HTMLElement {
  return screen.getByRole('dialog', { name: title });
}

function heights(element: HTMLElement) {
  const style = getComputedStyle(element);
  return { min: style.minHeight, max: style.maxHeight, boxSizing: style.boxSizing };
}

describe('token select heights', () => {
  it('search view: at least and at most 80vh, padding included', () => {
    render(
      <TokenSelectDialog
        isOpen
        query=""
        commonBases={[]}
        rows={[]}
        labels={{
          title: 'Select a token',
          searchPlaceholder: 'Search',
          commonBases: 'Common bases',
          noResults: 'No results found.',
          close: 'Close',
          loading: 'Loading',
        }}
        onDismiss={noop}
        onQueryChange={noop}
        onSelect={noop}
        onEnter={noop}
      />,
    );
    expect(heights(viewOf('Select a token'))).toEqual({
      min: '80vh',
      max: '80vh',
      boxSizing: 'border-box',
    });
  });

  it('import token and import list views: at least 40vh, at most 80vh', () => {
    render(
      <ImportTokenDialog
        isOpen
        onDismiss={noop}
        onBack={noop}
        tokens={[{ address: '0x1', symbol: 'TK', name: 'Token', source: 'Unknown Source' }]}
        onImport={noop}
        labels={{ ...close, title: 'Import a token', warning: 'Not on your lists.' }}
      />,
    );
    expect(heights(viewOf('Import a token'))).toEqual({
      min: '40vh',
      max: '80vh',
      boxSizing: 'border-box',
    });
    cleanup();
    render(
      <ImportListDialog
        isOpen
        onDismiss={noop}
        onBack={noop}
        list={{ name: 'Some List', url: 'https://example.org/list.json', tokenCount: '2 tokens' }}
        importing={false}
        onImport={noop}
        labels={{
          ...close,
          title: 'Import List',
          warning: 'By adding this list…',
          warningSellBack: 'You may not be able to sell it back.',
          understand: 'I understand',
        }}
      />,
    );
    expect(heights(viewOf('Import List'))).toEqual({
      min: '40vh',
      max: '80vh',
      boxSizing: 'border-box',
    });
  });
});
