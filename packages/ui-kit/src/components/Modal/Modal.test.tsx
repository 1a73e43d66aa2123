import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalLayout } from './Modal';
import { type ModalPresence, ModalPresenceContext } from './modalPresence';

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

/** A dialog whose first view is replaced by a second one, like the wallet's options by its account. */
function ViewSwitchHarness({ labelled = true }: { labelled?: boolean }) {
  const [open, setOpen] = useState(true);
  const [connected, setConnected] = useState(false);
  const label = labelled
    ? { 'aria-labelledby': 'wallet-title' as const }
    : { 'aria-label': 'Wallet' as const };
  return (
    <>
      <button type="button">Behind</button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} {...label}>
        <h2 id="wallet-title">{connected ? 'Account' : 'Connect to a wallet'}</h2>
        {connected ? (
          <>
            <button type="button">Copy address</button>
            <button type="button">Disconnect</button>
          </>
        ) : (
          <button type="button" onClick={() => setConnected(true)}>
            Devnet Wallet
          </button>
        )}
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

  it('moves focus to the new view heading when the focused control goes away; Escape and Tab keep working', async () => {
    const user = userEvent.setup();
    render(<ViewSwitchHarness />);
    await user.click(screen.getByRole('button', { name: 'Devnet Wallet' }));
    const heading = screen.getByRole('heading', { name: 'Account' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.body).not.toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy address' })).toHaveFocus();
    // Nothing before the heading: Shift+Tab wraps to the last control instead of leaving.
    act(() => heading.focus());
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Disconnect' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a heading, a view change focuses the first control', async () => {
    const user = userEvent.setup();
    render(<ViewSwitchHarness labelled={false} />);
    await user.click(screen.getByRole('button', { name: 'Devnet Wallet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy address' })).toHaveFocus());
  });

  it('makes the rest of the page inert while open, and only then', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(container).not.toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(container).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });

  it('keeps the background inert until the last of two stacked modals closes, in any order', () => {
    const stacked = (first: boolean, second: boolean) => (
      <>
        <p>Page</p>
        <Modal isOpen={first} onDismiss={() => {}} aria-label="First">
          <button type="button">One</button>
        </Modal>
        <Modal isOpen={second} onDismiss={() => {}} aria-label="Second">
          <button type="button">Two</button>
        </Modal>
      </>
    );
    const { container, rerender } = render(stacked(true, true));
    const firstOverlay = screen.getByRole('dialog', { name: 'First' }).parentElement;
    expect(firstOverlay).toHaveAttribute('inert');
    rerender(stacked(false, true));
    expect(container).toHaveAttribute('inert');
    rerender(stacked(false, false));
    expect(container).not.toHaveAttribute('inert');
  });

  it('tells the nearest presence provider each time a modal opens and closes', () => {
    let open = 0;
    const presence: ModalPresence = {
      opened: () => {
        open += 1;
        return () => {
          open -= 1;
        };
      },
    };
    const page = (first: boolean, second: boolean) => (
      <ModalPresenceContext.Provider value={presence}>
        <Modal isOpen={first} onDismiss={() => {}} aria-label="Review">
          <p>Review</p>
        </Modal>
        <Modal isOpen={second} onDismiss={() => {}} aria-label="Waiting">
          <p>Waiting</p>
        </Modal>
      </ModalPresenceContext.Provider>
    );
    const { rerender, unmount } = render(page(false, false));
    expect(open).toBe(0);
    rerender(page(true, false));
    expect(open).toBe(1);
    rerender(page(true, true));
    expect(open).toBe(2);
    rerender(page(false, true));
    expect(open).toBe(1);
    unmount();
    expect(open).toBe(0);
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
