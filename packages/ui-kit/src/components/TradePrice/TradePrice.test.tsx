import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TradePrice } from './TradePrice';

describe('TradePrice', () => {
  it('inverts the price when it is pressed', async () => {
    const onInvert = vi.fn();
    render(
      <TradePrice
        label="Price"
        price="2,000 USDC per ETH"
        invertLabel="Invert price"
        onInvert={onInvert}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Trade details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '2,000 USDC per ETH' }));
    expect(onInvert).toHaveBeenCalledTimes(1);
  });

  it('shows the details, their tones and the route when the info button gets keyboard focus', () => {
    render(
      <TradePrice
        label="Price"
        price="2,000 USDC per ETH"
        invertLabel="Invert price"
        onInvert={() => {}}
        details={{
          label: 'Trade details',
          rows: [
            { label: 'Minimum received', value: '1,990.05 USDC' },
            { label: 'Price impact', value: '3.12%', tone: 'warning' },
          ],
          route: {
            label: 'Route',
            splits: [{ percent: '100%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] }],
          },
        }}
      />,
    );
    const info = screen.getByRole('button', { name: 'Trade details' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(info);
    const tooltip = screen.getByRole('tooltip');
    expect(within(tooltip).getByText('1,990.05 USDC')).toBeTruthy();
    expect(within(tooltip).getByText('3.12%')).toHaveAttribute('data-tone', 'warning');
    expect(within(tooltip).getByRole('list', { name: 'Route' })).toBeTruthy();
  });
});
