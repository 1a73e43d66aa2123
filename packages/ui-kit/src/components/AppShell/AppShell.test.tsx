import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppFrame, AppMain, BlockedScreen, PageNotice } from './AppFrame';
import { AppHeader } from './AppHeader';
import { BlockIndicator } from './BlockIndicator';
import { BLOCK_PULSE_MS } from './blockPulse';
import { ComingSoonDialog } from './ComingSoonDialog';
import { headerProps, menuProps } from './fixtures.testing';
import { HeaderMenu } from './HeaderMenu';
import { ListUpdatePopupContent, PopupCard, PopupRegion, TransactionPopupContent } from './Popups';

afterEach(() => vi.useRealTimers());

describe('AppFrame', () => {
  it('starts with a skip link to the focusable main content', () => {
    render(
      <AppFrame skipToContentLabel="Skip to content">
        <AppMain>page</AppMain>
      </AppFrame>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus to the content without touching the URL (an app may route by its fragment)', async () => {
    window.location.hash = '#/swap';
    render(
      <AppFrame skipToContentLabel="Skip to content">
        <AppMain>page</AppMain>
      </AppFrame>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('#/swap');
    window.location.hash = '';
  });

  it('stands a spinner or an alert where the page would be, and the blocked screen alone', () => {
    const { rerender } = render(<PageNotice kind="loading" label="Loading" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    rerender(<PageNotice kind="error" message="Oops! <b>x</b>" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! <b>x</b>');
    rerender(<BlockedScreen title="Blocked address" />);
    expect(screen.getByRole('main')).toHaveTextContent('Blocked address');
  });
});

describe('AppHeader', () => {
  it('marks the current page, links home and out, and leaves optional parts out', () => {
    render(<AppHeader {...headerProps} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Swap' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pool' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /Charts/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/swap');
    expect(screen.queryByRole('button', { name: 'Claim UNI' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Connect to a wallet' })).toBeInTheDocument();
  });

  it('shows balance, testnet and claim when given, and reports clicks', async () => {
    const onClaim = vi.fn();
    const onWallet = vi.fn();
    const onToggle = vi.fn();
    render(
      <AppHeader
        {...headerProps}
        testnetName="Sepolia"
        balanceText="1.5 ETH"
        claim={{ label: 'Claim UNI', onClick: onClaim }}
        wallet={{ state: { status: 'wrongNetwork', label: 'Wrong Network' }, onClick: onWallet }}
        darkMode={{ isDark: true, label: 'Dark mode', onToggle }}
      />,
    );
    expect(screen.getByText('Sepolia')).toBeInTheDocument();
    expect(screen.getByText('1.5 ETH')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Claim UNI' }));
    await user.click(screen.getByRole('button', { name: 'Wrong Network' }));
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect([onClaim, onWallet, onToggle].map((fn) => fn.mock.calls.length)).toEqual([1, 1, 1]);
  });
});

describe('HeaderMenu', () => {
  it('opens with ArrowDown, focuses the first item and moves with the arrow keys', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(<HeaderMenu {...menuProps} onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(onToggle).toHaveBeenCalledTimes(1);

    rerender(
      <HeaderMenu {...menuProps} open action={{ label: 'Claim UNI', onSelect: () => {} }} />,
    );
    const menu = screen.getByRole('menu', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['About', 'Docs', 'Code', 'Claim UNI']);
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(items[3]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(items[3]).toHaveFocus();
  });

  it('closes on Escape (focus back on the button) and on a press outside', () => {
    const onClose = vi.fn();
    render(
      <div>
        <span>outside</span>
        <HeaderMenu {...menuProps} open onClose={onClose} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

// Hidden below 960 px by a media query, so found by its title.
describe('BlockIndicator', () => {
  it('links the block to the explorer and pulses for BLOCK_PULSE_MS after each new block', () => {
    vi.useFakeTimers();
    const props = { href: 'https://etherscan.io/block/7', stale: false, label: 'Latest block: 7' };
    const { rerender } = render(<BlockIndicator blockNumber={7} {...props} />);
    const link = screen.getByTitle('Latest block: 7');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('aria-label', 'Latest block: 7');
    expect(link).toHaveAttribute('href', 'https://etherscan.io/block/7');
    expect(screen.getByTestId('block-number')).toHaveTextContent('7');
    const dot = () => link.querySelector('[data-pulsing]');
    expect(dot()).toHaveAttribute('data-pulsing', 'true');
    act(() => vi.advanceTimersByTime(BLOCK_PULSE_MS));
    expect(dot()).toHaveAttribute('data-pulsing', 'false');
    rerender(<BlockIndicator blockNumber={8} {...props} />);
    expect(dot()).toHaveAttribute('data-pulsing', 'true');
  });

  it('on a 250 ms chain pulses once a second for half a second, so the dot goes out', () => {
    vi.useFakeTimers();
    const props = { stale: false, label: 'Latest block', averageBlockTimeSeconds: 0.25 };
    const { rerender } = render(<BlockIndicator blockNumber={100} {...props} />);
    const dot = () => screen.getByTitle('Latest block').querySelector('[data-pulsing]');
    const pulses: boolean[] = [];
    // Two seconds of blocks every 250 ms: where the dot is lit after each one.
    for (let block = 101; block <= 108; block++) {
      act(() => vi.advanceTimersByTime(250));
      rerender(<BlockIndicator blockNumber={block} {...props} />);
      pulses.push(dot()?.getAttribute('data-pulsing') === 'true');
    }
    expect(pulses).toEqual([true, false, false, true, true, false, false, true]);
    expect(dot()).toHaveStyle({ animationDuration: '500ms' });
  });

  it('on 1 s blocks pulses every block for half a second', () => {
    vi.useFakeTimers();
    const props = { stale: false, label: 'Latest block', averageBlockTimeSeconds: 1 };
    const { rerender } = render(<BlockIndicator blockNumber={1} {...props} />);
    const dot = () => screen.getByTitle('Latest block').querySelector('[data-pulsing]');
    act(() => vi.advanceTimersByTime(500));
    expect(dot()).toHaveAttribute('data-pulsing', 'false');
    act(() => vi.advanceTimersByTime(500));
    rerender(<BlockIndicator blockNumber={2} {...props} />);
    expect(dot()).toHaveAttribute('data-pulsing', 'true');
  });

  it('without an explorer is a status, marked stale when the node fails', () => {
    render(<BlockIndicator blockNumber={7} stale label="out of date" />);
    const indicator = screen.getByTitle('out of date');
    expect(indicator).toHaveAttribute('role', 'status');
    expect(indicator).toHaveAttribute('data-stale', 'true');
  });
});

describe('Popups', () => {
  it('show a transaction outcome with its explorer link and a close button', async () => {
    const onClose = vi.fn();
    render(
      <PopupRegion label="Notifications">
        <PopupCard closeLabel="Close" onClose={onClose}>
          <TransactionPopupContent
            success={false}
            title="Transaction failed"
            summary="Hash: 0x12…34"
            explorer={{ href: 'https://etherscan.io/tx/0x1', label: 'View on Explorer' }}
          />
        </PopupCard>
      </PopupRegion>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const popup = within(region).getByRole('status');
    expect(popup).toHaveTextContent('✕Transaction failedHash: 0x12…34View on Explorer');
    await userEvent.setup().click(within(popup).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('offer Accept only when the update can be accepted', () => {
    const dismiss = { label: 'Dismiss', onClick: () => {} };
    const { rerender } = render(<ListUpdatePopupContent message="Update" dismiss={dismiss} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss']);
    const onAccept = vi.fn();
    rerender(
      <ListUpdatePopupContent
        message="Update"
        accept={{ label: 'Accept update', onClick: onAccept }}
        dismiss={dismiss}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept update' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });
});

describe('ComingSoonDialog', () => {
  it('is a dialog named by its title that closes with its button', () => {
    const onClose = vi.fn();
    render(
      <ComingSoonDialog
        title="Vote"
        body="Vote is coming soon."
        closeLabel="Close"
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vote' });
    expect(dialog).toHaveTextContent('Vote is coming soon.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
