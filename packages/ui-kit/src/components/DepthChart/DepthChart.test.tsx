import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DepthChart, type DepthChartProps } from './DepthChart';
import { depthLabels, formatPercent, sampleBars } from './fixtures.testing';

// jsdom measures nothing: the chart draws at its fallback width of 480 px, so with the window
// 100-200 one pixel is 100/480 of a price unit and clientX maps straight onto the drawing.
function props(overrides: Partial<DepthChartProps> = {}): DepthChartProps {
  return {
    status: 'ready',
    labels: depthLabels,
    bars: sampleBars(50, 250, 150, 40),
    currentPrice: 150,
    window: { min: 100, max: 200 },
    range: { min: 125, max: 175 },
    limits: { min: 1e-30, max: 1e30 },
    formatPrice: (price) => price.toFixed(2),
    formatPercent,
    snapPrice: (price) => Math.round(price),
    stepPrice: (price, direction) => price + direction,
    onRangeChange: vi.fn(),
    ...overrides,
  };
}

/** The chart with its range held in state, as the app holds it. */
function ControlledChart() {
  const [range, setRange] = useState({ min: 125, max: 175 });
  return <DepthChart {...props({ range, onRangeChange: setRange })} />;
}

describe('DepthChart', () => {
  it('draws the liquidity, the current price and a slider per handle with price and percent', () => {
    render(<DepthChart {...props()} />);
    expect(screen.getByRole('group', { name: 'Liquidity by price' })).toBeInTheDocument();
    expect(screen.getByTestId('depth-bars').getAttribute('d')).toMatch(/^M/);
    expect(screen.getByTestId('depth-current')).toHaveAttribute('x1', '240');
    const min = screen.getByRole('slider', { name: 'Min price' });
    expect(min).toHaveAttribute('aria-valuenow', '125');
    // Plain decimals, never exponent notation (which ARIA does not take as a number).
    expect(min).toHaveAttribute('aria-valuemin', `0.${'0'.repeat(29)}1`);
    expect(min).toHaveAttribute('aria-valuemax', '175');
    expect(min).toHaveAttribute('aria-valuetext', '125.00 (-16.67%)');
    const max = screen.getByRole('slider', { name: 'Max price' });
    expect(max).toHaveAttribute('aria-valuetext', '175.00 (+16.67%)');
    expect(max).toHaveAttribute('aria-valuemin', '125');
    expect(max).toHaveAttribute('aria-valuemax', `1${'0'.repeat(30)}`);
    expect(screen.getByText('-16.67%')).toBeInTheDocument();
  });

  it('steps a handle by one step with the arrow keys', async () => {
    const onRangeChange = vi.fn();
    render(<DepthChart {...props({ onRangeChange })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('slider', { name: 'Min price' }));
    screen.getByRole('slider', { name: 'Min price' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(onRangeChange).toHaveBeenLastCalledWith({ min: 126, max: 175 });
    await user.keyboard('{ArrowDown}');
    expect(onRangeChange).toHaveBeenLastCalledWith({ min: 124, max: 175 });
    screen.getByRole('slider', { name: 'Max price' }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onRangeChange).toHaveBeenLastCalledWith({ min: 125, max: 176 });
  });

  it('never steps a handle past the other one', () => {
    const onRangeChange = vi.fn();
    render(<DepthChart {...props({ onRangeChange, range: { min: 149, max: 150 } })} />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Min price' }), { key: 'ArrowRight' });
    expect(onRangeChange).not.toHaveBeenCalled();
  });

  it('reports a dragged handle snapped', () => {
    const onRangeChange = vi.fn();
    render(<DepthChart {...props({ onRangeChange })} />);
    const max = screen.getByRole('slider', { name: 'Max price' });
    fireEvent.pointerDown(max, { pointerId: 1, clientX: 360, button: 0 });
    // 400 px is 183.33: snapped to 183.
    fireEvent.pointerMove(max, { pointerId: 1, clientX: 400 });
    expect(onRangeChange).toHaveBeenLastCalledWith({ min: 125, max: 183 });
    fireEvent.pointerUp(max, { pointerId: 1, clientX: 400 });
    fireEvent.pointerMove(max, { pointerId: 1, clientX: 100 });
    expect(onRangeChange).toHaveBeenCalledTimes(1);
  });

  it('renders a dragged range within the pointer move, not in a task after its frame', () => {
    render(<ControlledChart />);
    const max = screen.getByRole('slider', { name: 'Max price' });
    // Read right after the app's handlers ran (document's bubble phase follows React's root
    // listener), where the browser's next paint would find the page.
    let shownInEvent: string | null = null;
    const readInEvent = () => {
      shownInEvent = screen
        .getByRole('slider', { name: 'Max price' })
        .getAttribute('aria-valuenow');
    };
    document.addEventListener('pointermove', readInEvent);
    try {
      fireEvent.pointerDown(max, { pointerId: 1, clientX: 360, button: 0 });
      fireEvent.pointerMove(max, { pointerId: 1, clientX: 400 });
    } finally {
      document.removeEventListener('pointermove', readInEvent);
    }
    expect(shownInEvent).toBe('183');
  });

  it('moves the whole range when its band is dragged', () => {
    const onRangeChange = vi.fn();
    render(<DepthChart {...props({ onRangeChange })} />);
    const band = screen.getByTestId('depth-range');
    fireEvent.pointerDown(band, { pointerId: 2, clientX: 240, button: 0 });
    // 48 px is 10 in price.
    fireEvent.pointerMove(band, { pointerId: 2, clientX: 288 });
    expect(onRangeChange).toHaveBeenLastCalledWith({ min: 135, max: 185 });
  });

  it('shows full-range ends as the limit texts at the edges', () => {
    render(
      <DepthChart
        {...props({ range: { min: 1e-30, max: 1e30, minAtLimit: true, maxAtLimit: true } })}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Min price' })).toHaveAttribute(
      'aria-valuetext',
      '0',
    );
    expect(screen.getByRole('slider', { name: 'Max price' })).toHaveAttribute(
      'aria-valuetext',
      '∞',
    );
    expect(screen.getByTestId('depth-range')).toHaveAttribute('width', '480');
  });

  it("draws a position's range read-only in its status colour", () => {
    render(
      <DepthChart
        {...props({
          mode: 'positionRange',
          positionStatus: 'out-of-range',
          onRangeChange: undefined,
        })}
      />,
    );
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByTestId('depth-range')).toHaveAttribute('data-tone', 'out-of-range');
    expect(screen.getByText('125.00')).toBeInTheDocument();
  });

  it('zooms with its buttons', async () => {
    const onZoom = vi.fn();
    render(<DepthChart {...props({ onZoom })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onZoom.mock.calls).toEqual([['in'], ['out'], ['reset']]);
  });

  it('zooms about the pointer with the wheel', () => {
    const onWindowChange = vi.fn();
    render(<DepthChart {...props({ onWindowChange })} />);
    // Scrolling up over the right quarter (175) zooms in about it.
    fireEvent.wheel(screen.getByTestId('depth-zoom-surface'), { deltaY: -100, clientX: 360 });
    const window = onWindowChange.mock.lastCall?.[0] as { min: number; max: number };
    expect(window.min).toBeGreaterThan(100);
    expect(window.max).toBeLessThan(200);
    expect((175 - window.min) / (window.max - window.min)).toBeCloseTo(0.75, 6);
  });

  it('zooms with the wheel over the chosen range too, and pans only from the background', () => {
    const onWindowChange = vi.fn();
    const onRangeChange = vi.fn();
    render(<DepthChart {...props({ onWindowChange, onRangeChange })} />);
    // The band (125-175) lies over the zoom surface: the wheel over it still zooms.
    fireEvent.wheel(screen.getByTestId('depth-range'), { deltaY: -100, clientX: 240 });
    expect(onWindowChange).toHaveBeenCalled();
    onWindowChange.mockClear();
    // A drag on the band moves the range, never the window.
    const band = screen.getByTestId('depth-range');
    fireEvent.mouseDown(band, { clientX: 240, button: 0 });
    fireEvent.mouseMove(band, { clientX: 288 });
    fireEvent.mouseUp(band, { clientX: 288 });
    expect(onWindowChange).not.toHaveBeenCalled();
  });

  it.each([
    ['loading', depthLabels.loading],
    ['empty', depthLabels.empty],
    ['failed', depthLabels.failed],
  ] as const)('says %s in the chart’s place', (status, text) => {
    render(<DepthChart {...props({ status })} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('slider')).toBeNull();
  });
});
