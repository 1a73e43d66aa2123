import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RewardCounter } from './RewardCounter';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RewardCounter', () => {
  it('shows the first value at once with 4 decimals, in the given format', () => {
    mockReducedMotion(false);
    render(<RewardCounter value="1234.56789" format={(d) => d.replace('.', ',')} />);
    expect(screen.getByTestId('reward-counter')).toHaveTextContent('1234,5678');
  });

  it('counts from the old value to the new one within a second', () => {
    mockReducedMotion(false);
    vi.useFakeTimers();
    const { rerender } = render(<RewardCounter value="1.0000" />);
    rerender(<RewardCounter value="2.0000" />);
    const counter = screen.getByTestId('reward-counter');
    expect(counter).toHaveTextContent('1.0000');
    act(() => vi.advanceTimersByTime(500));
    const midway = Number(counter.textContent);
    expect(midway).toBeGreaterThan(1);
    expect(midway).toBeLessThan(2);
    act(() => vi.advanceTimersByTime(600));
    expect(counter).toHaveTextContent('2.0000');
  });

  it('jumps to the new value when the reader prefers reduced motion', () => {
    mockReducedMotion(true);
    const { rerender } = render(<RewardCounter value="1.0000" />);
    rerender(<RewardCounter value="2.0000" />);
    expect(screen.getByTestId('reward-counter')).toHaveTextContent('2.0000');
  });
});
