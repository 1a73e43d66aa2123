import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalLayout } from './Modal';

function Harness({
  layout = 'dialog',
  onDismiss,
}: {
  layout?: ModalLayout;
  onDismiss?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <Modal
        isOpen={open}
        layout={layout}
        aria-labelledby="settings-title"
        onDismiss={() => {
          onDismiss?.();
          setOpen(false);
        }}
      >
        <h2 id="settings-title">Settings</h2>
        <button type="button">First</button>
        <input aria-label="Slippage" />
        <button type="button">Last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a modal dialog labelled by its heading', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('moves focus inside, traps Tab in both directions and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Slippage' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a press on the backdrop but not inside the dialog', async () => {
    const onDismiss = vi.fn();
    render(<Harness onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(dialog);
    expect(onDismiss).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(backdrop);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  describe('as a bottom sheet', () => {
    // The drag handle is aria-hidden (a pointer-only shortcut), so it is reached structurally.
    const handleOf = (dialog: HTMLElement) => dialog.firstElementChild as HTMLElement;

    it('stays open after a short, slow drag and snaps back', async () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      render(<Harness layout="sheet" />);
      fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
      const dialog = screen.getByRole('dialog');
      const handle = handleOf(dialog);
      fireEvent.pointerDown(handle, { clientY: 100 });
      vi.advanceTimersByTime(500);
      fireEvent.pointerMove(handle, { clientY: 350 });
      expect(dialog.style.transform).toBe('translateY(250px)');
      vi.advanceTimersByTime(500);
      fireEvent.pointerUp(handle, { clientY: 350 });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(dialog.style.transform).toBe('');
    });

    it('closes when dragged down more than 300 px', () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      render(<Harness layout="sheet" />);
      fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
      const handle = handleOf(screen.getByRole('dialog'));
      fireEvent.pointerDown(handle, { clientY: 100 });
      vi.advanceTimersByTime(1000);
      fireEvent.pointerMove(handle, { clientY: 401 });
      fireEvent.pointerUp(handle);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes on a fast downward flick even when short', () => {
      vi.useFakeTimers({ toFake: ['performance'] });
      render(<Harness layout="sheet" />);
      fireEvent.click(screen.getByRole('button', { name: 'Open settings' }));
      const handle = handleOf(screen.getByRole('dialog'));
      fireEvent.pointerDown(handle, { clientY: 100 });
      vi.advanceTimersByTime(20);
      fireEvent.pointerMove(handle, { clientY: 200 }); // 5 px/ms
      fireEvent.pointerUp(handle);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
