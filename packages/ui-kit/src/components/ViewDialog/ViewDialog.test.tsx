import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mobileMediaQuery } from '../../theme/breakpoints';
import { ViewDialog, type ViewDialogProps } from './ViewDialog';

function renderView(overrides: Partial<ViewDialogProps> = {}) {
  const onDismiss = vi.fn();
  const onBack = vi.fn();
  render(
    <ViewDialog
      isOpen
      title="Manage"
      back={{ label: 'Back', onBack }}
      closeLabel="Close"
      onDismiss={onDismiss}
      {...overrides}
    >
      <input aria-label="List address" />
      <button type="button">Import</button>
    </ViewDialog>,
  );
  return { onDismiss, onBack };
}

describe('ViewDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a modal dialog named by its title, with back, title and close in that order', () => {
    renderView();
    const dialog = screen.getByRole('dialog', { name: 'Manage' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Manage' })).toBeInTheDocument();
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(buttons).toEqual(['← Back', 'Close', 'Import']);
  });

  it('goes back with "← Back" and closes with "×" and with Escape', async () => {
    const { onDismiss, onBack } = renderView();
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onDismiss).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('without a way back shows no back button', () => {
    renderView({ back: undefined });
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Manage' })).toBeInTheDocument();
  });

  it('keeps Tab inside, from the back button round to it again', async () => {
    renderView();
    const back = screen.getByRole('button', { name: '← Back' });
    expect(back).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'List address' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
    await userEvent.tab();
    expect(back).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
  });

  it('is a bottom sheet with a drag handle on a phone, and a dialog without one above', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === mobileMediaQuery,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { onDismiss } = renderView();
    const sheet = screen.getByRole('dialog', { name: 'Manage' });
    const handle = sheet.firstElementChild as HTMLElement;
    expect(handle).toHaveAttribute('aria-hidden', 'true');
    fireEvent.pointerDown(handle, { clientY: 100 });
    fireEvent.pointerMove(handle, { clientY: 500 });
    fireEvent.pointerUp(handle);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('above a phone has no drag handle: the header comes first', () => {
    renderView({ layout: 'dialog' });
    const dialog = screen.getByRole('dialog', { name: 'Manage' });
    expect(dialog.firstElementChild?.getAttribute('aria-hidden')).toBeNull();
    expect(dialog.firstElementChild).toContainElement(
      screen.getByRole('heading', { name: 'Manage' }),
    );
  });

  it('renders nothing while closed', () => {
    renderView({ isOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
