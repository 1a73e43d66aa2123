import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_ROW_HEIGHT, type TokenRow, TokenSelectDialog } from './TokenSelect';

const labels = {
  title: 'Select a token',
  searchPlaceholder: 'Search name or paste address',
  commonBases: 'Common bases',
  noResults: 'No results found.',
  close: 'Close',
  loading: 'Loading',
};
const many = (n: number): TokenRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: `0x${i}`, symbol: `TK${i}`, name: `Token ${i}` }));

function renderDialog(overrides: Partial<Parameters<typeof TokenSelectDialog>[0]> = {}) {
  const mocks = { onDismiss: vi.fn(), onQueryChange: vi.fn(), onSelect: vi.fn(), onEnter: vi.fn() };
  render(
    <TokenSelectDialog
      isOpen
      query=""
      commonBases={[]}
      rows={many(3)}
      labels={labels}
      {...mocks}
      {...overrides}
    />,
  );
  return mocks;
}

describe('TokenSelectDialog', () => {
  it('renders only the rows in view from a long list (virtualised, 56 px rows)', () => {
    renderDialog({ rows: many(10_000) });
    const options = screen.getAllByRole('option');
    expect(options.length).toBeLessThan(20);
    expect(screen.getByRole('listbox').style.height).toBe(`${10_000 * TOKEN_ROW_HEIGHT}px`);
  });

  describe('on a tall screen', () => {
    // jsdom has no layout: give the list viewport a height and drive ResizeObserver by hand.
    let viewportHeight = 0;
    const observers: Array<() => void> = [];
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      observers.length = 0;
    });
    function withLayout(height: number) {
      viewportHeight = height;
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return this.querySelector('[role="listbox"]') ? viewportHeight : 0;
      });
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: () => void) {}
          observe() {
            observers.push(this.callback);
          }
          disconnect() {}
        },
      );
    }

    it('draws every row the viewport shows on first render, before any scroll', () => {
      withLayout(1_200);
      renderDialog({ rows: many(10_000) });
      // 1,200 px shows rows 0..21; the default 7-row guess drew only up to TK10.
      expect(screen.getByText('TK21')).toBeTruthy();
      expect(screen.queryByText('TK40')).toBeNull();
    });

    it('draws more rows when the viewport grows (window resize)', () => {
      withLayout(600);
      renderDialog({ rows: many(10_000) });
      expect(screen.queryByText('TK25')).toBeNull();
      viewportHeight = 1_600;
      act(() => {
        for (const notify of observers) notify();
      });
      expect(screen.getByText('TK28')).toBeTruthy();
    });
  });

  it('selects a row by click, and a common base', () => {
    const props = renderDialog({ commonBases: [{ id: '0xd', symbol: 'DAI', name: 'Dai' }] });
    fireEvent.click(screen.getByRole('option', { name: /TK1/ }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Common bases' })).getByRole('button', {
        name: 'DAI',
      }),
    );
    expect(props.onSelect.mock.calls).toEqual([['0x1'], ['0xd']]);
  });

  it('shows why an unusable token cannot be chosen, and never selects it', () => {
    const reason = "Can't be used: 255 decimals (at most 254)";
    const props = renderDialog({
      rows: [{ id: '0xbad', symbol: 'UNKNOWN', name: 'Unknown Token', unusableReason: reason }],
    });
    const option = screen.getByRole('option', { name: /UNKNOWN/ });
    expect(option).toHaveTextContent(reason);
    expect(option).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(option);
    const input = screen.getByRole('combobox', { name: 'Search name or paste address' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSelect).not.toHaveBeenCalled();
    expect(props.onEnter).not.toHaveBeenCalled();
  });

  it('shortens a symbol over 20 characters (spec 000: first 4, "...", last 5), e.g. the import row', () => {
    renderDialog({
      rows: [
        { id: '0xlong', symbol: 'VERYLONGSYMBOLNAME12345', name: 'Long', importLabel: 'Import' },
        { id: '0xedge', symbol: 'TWENTYCHARACTERSLONG', name: 'Edge' },
      ],
    });
    const option = screen.getByRole('option', { name: /Long/ });
    expect(option).toHaveTextContent('VERY...12345');
    expect(option).toHaveTextContent('Import');
    expect(option).not.toHaveTextContent('VERYLONGSYMBOLNAME12345');
    // Exactly 20 characters stay as they are.
    expect(screen.getByRole('option', { name: /Edge/ })).toHaveTextContent('TWENTYCHARACTERSLONG');
  });

  it('moves through the list with the arrow keys and selects with Enter', () => {
    const props = renderDialog();
    const input = screen.getByRole('combobox', { name: 'Search name or paste address' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: /TK1/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(props.onSelect).toHaveBeenCalledWith('0x1');
  });

  it('Enter with nothing highlighted applies the Enter rule (onEnter)', () => {
    const props = renderDialog();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(props.onEnter).toHaveBeenCalledTimes(1);
    expect(props.onSelect).not.toHaveBeenCalled();
  });

  it('says "No results found." or shows loading when there is nothing to list', () => {
    renderDialog({ rows: [] });
    expect(screen.getByText('No results found.')).toBeTruthy();
  });

  it('passes typing through and renders hostile names as text', () => {
    const props = renderDialog({
      rows: [{ id: '0xbad', symbol: '<img src=x>', name: '<b>x</b>' }],
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'dai' } });
    expect(props.onQueryChange).toHaveBeenCalledWith('dai');
    expect(screen.getByText('<img src=x>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
