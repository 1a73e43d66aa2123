import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_UPDATE_INTERVAL_MS, Tooltip } from './Tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover and focus and describes its trigger', () => {
    render(
      <Tooltip content="Your transaction will revert if the price changes unfavorably.">
        <button type="button">Slippage</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Slippage' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(trigger);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Your transaction will revert');
    expect(trigger).toHaveAccessibleDescription(/Your transaction will revert/);
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.focus(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('re-renders its content every 100 ms while open, and stops when closed', () => {
    expect(TOOLTIP_UPDATE_INTERVAL_MS).toBe(100);
    let renders = 0;
    const content = () => {
      renders += 1;
      return `render ${renders}`;
    };
    const { rerender } = render(
      <Tooltip content={content} show>
        <span>Deadline</span>
      </Tooltip>,
    );
    const afterOpen = renders;
    // One act per tick: React batches every update made inside a single act.
    for (let tick = 0; tick < 3; tick += 1) {
      act(() => {
        vi.advanceTimersByTime(TOOLTIP_UPDATE_INTERVAL_MS);
      });
    }
    expect(renders - afterOpen).toBe(3);
    expect(screen.getByRole('tooltip')).toHaveTextContent(`render ${renders}`);

    rerender(
      <Tooltip content={content} show={false}>
        <span>Deadline</span>
      </Tooltip>,
    );
    const afterClose = renders;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(renders).toBe(afterClose);
  });
});
