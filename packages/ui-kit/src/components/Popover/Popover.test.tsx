import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Popover } from './Popover';
import { floatingPosition, keepInViewport, POPOVER_OFFSET_PX } from './placement';

describe('floatingPosition', () => {
  const anchor = { top: 100, bottom: 140, left: 50, width: 200 };
  it('centres above or below the anchor', () => {
    expect(floatingPosition(anchor, 'bottom')).toEqual({ left: 150, top: 140 + POPOVER_OFFSET_PX });
    expect(floatingPosition(anchor, 'top')).toEqual({ left: 150, top: 100 - POPOVER_OFFSET_PX });
  });
});

describe('keepInViewport', () => {
  it('keeps the centre where it fits', () => {
    expect(keepInViewport(200, 100, 400)).toBe(200);
  });

  it('pulls a panel back from the right or left edge, 8 px in', () => {
    // A 320 px settings panel under a gear icon at x = 340 on a 375 px phone.
    expect(keepInViewport(340, 320, 375)).toBe(375 - 8 - 160);
    expect(keepInViewport(10, 100, 400)).toBe(8 + 50);
  });

  it('centres a panel wider than the screen', () => {
    expect(keepInViewport(10, 500, 400)).toBe(200);
  });
});

describe('Popover', () => {
  it('shows its content only while open', () => {
    const { rerender } = render(
      <Popover show={false} content="Menu items" role="dialog">
        <button type="button">Menu</button>
      </Popover>,
    );
    expect(screen.queryByText('Menu items')).not.toBeInTheDocument();
    rerender(
      <Popover show content="Menu items" role="dialog">
        <button type="button">Menu</button>
      </Popover>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Menu items');
  });

  it('asks to close on Escape and on a press outside, not on a press inside', () => {
    const onDismiss = vi.fn();
    render(
      <>
        <p>Elsewhere</p>
        <Popover show content={<button type="button">Item</button>} onDismiss={onDismiss}>
          <button type="button">Menu</button>
        </Popover>
      </>,
    );
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Item' }));
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Menu' }));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
