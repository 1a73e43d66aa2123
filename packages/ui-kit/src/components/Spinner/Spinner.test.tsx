import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPINNER_DELAY_MS, Spinner } from './Spinner';

describe('Spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows at once without a delay, with its accessible label', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('waits 600 ms before appearing when delayed', () => {
    expect(SPINNER_DELAY_MS).toBe(600);
    render(<Spinner delayed label="Loading" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('honours a custom delay', () => {
    render(<Spinner delayed delayMs={50} label="Loading" />);
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('never appears if unmounted before the delay ends', () => {
    const { unmount } = render(<Spinner delayed label="Loading" />);
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
