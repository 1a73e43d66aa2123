import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatHistoryPrice, formatHour, historyLabels, samplePoints } from './fixtures.testing';
import { PriceHistoryChart, type PriceHistoryChartProps } from './PriceHistoryChart';

function props(overrides: Partial<PriceHistoryChartProps> = {}): PriceHistoryChartProps {
  return {
    status: 'ready',
    labels: historyLabels,
    points: samplePoints(100),
    range: { min: 98, max: 102 },
    formatPrice: formatHistoryPrice,
    formatTime: formatHour,
    ...overrides,
  };
}

describe('PriceHistoryChart', () => {
  it('draws the prices as a line with the range band over it, named for screen readers', () => {
    render(<PriceHistoryChart {...props({ rangeTone: 'in-range' })} />);
    const chart = screen.getByRole('img', { name: historyLabels.chart });
    expect(chart).toBeInTheDocument();
    expect(screen.getByTestId('history-line').getAttribute('d')).toMatch(/^M/);
    expect(screen.getByTestId('history-range')).toHaveAttribute('data-tone', 'in-range');
    // The first and last average prices are in its title.
    const points = samplePoints(100);
    expect(chart.querySelector('title')?.textContent).toBe(
      `${historyLabels.chart}: ${formatHistoryPrice(points[0]?.price ?? 0)} → ${formatHistoryPrice(points.at(-1)?.price ?? 0)}`,
    );
    // Times on the axis come through the formatter.
    expect(screen.getAllByText(/^\d\d:\d\d$/).length).toBeGreaterThan(1);
  });

  it('runs a full range band over the whole height', () => {
    render(<PriceHistoryChart {...props({ range: { min: 1e-30, max: 1e30 } })} />);
    const band = screen.getByTestId('history-range');
    expect(band).toHaveAttribute('y', '8');
    expect(Number(band.getAttribute('height'))).toBeGreaterThan(100);
  });

  it.each([
    ['loading', { status: 'loading' }, historyLabels.loading],
    ['failed', { status: 'failed' }, historyLabels.failed],
    ['empty', { points: [] }, historyLabels.empty],
    ['a single point', { points: samplePoints(100, { count: 1 }) }, historyLabels.empty],
  ] as const)('says so when %s', (_case, overrides, text) => {
    render(<PriceHistoryChart {...props(overrides)} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
