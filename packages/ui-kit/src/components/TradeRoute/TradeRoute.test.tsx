import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TradeRoute } from './TradeRoute';

describe('TradeRoute', () => {
  it('lists each split with its percent, its tokens and the pool of every hop, in order', () => {
    render(
      <TradeRoute
        label="Route"
        splits={[
          { percent: '60%', symbols: ['ETH', 'DAI', 'USDC'], pools: ['V2', '0.01%'] },
          { percent: '40%', symbols: ['ETH', 'USDC'], pools: ['0.05%'] },
        ]}
      />,
    );
    const legs = within(screen.getByRole('list', { name: 'Route' })).getAllByRole('listitem');
    expect(legs).toHaveLength(2);
    // The arrows are hidden from screen readers; the text reads percent, token, pool, token...
    expect(legs[0]).toHaveTextContent(/^60%ETH→V2→DAI→0\.01%→USDC$/);
    expect(legs[1]).toHaveTextContent(/^40%ETH→0\.05%→USDC$/);
    for (const arrow of within(legs[0] as HTMLElement).getAllByText('→'))
      expect(arrow).toHaveAttribute('aria-hidden', 'true');
  });

  it('says how many routes and why not more above the legs, when told', () => {
    const splits = [{ percent: '100%', symbols: ['ETH', 'USDC'], pools: ['0.3%'] }];
    const { rerender, container } = render(<TradeRoute label="Route" splits={splits} />);
    expect(container.querySelector('p')).toBeNull();
    rerender(<TradeRoute label="Route" splits={splits} summary="1 route: the most allowed" />);
    const summary = screen.getByText('1 route: the most allowed');
    expect(
      summary.compareDocumentPosition(screen.getByRole('list', { name: 'Route' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the network cost only when the router counted one', () => {
    const splits = [{ percent: '100%', symbols: ['ETH', 'USDC'], pools: ['0.3%'] }];
    const { rerender } = render(<TradeRoute label="Route" splits={splits} />);
    expect(screen.queryByText('Network cost')).toBeNull();
    rerender(
      <TradeRoute
        label="Route"
        splits={splits}
        networkCost={{ label: 'Network cost', value: '$1.20' }}
      />,
    );
    expect(screen.getByText('Network cost').parentElement).toHaveTextContent('Network cost$1.20');
  });

  it('renders a symbol with markup as plain text', () => {
    render(
      <TradeRoute
        label="Route"
        splits={[
          { percent: '100%', symbols: ['<img src=x onerror=alert(1)>', 'USDC'], pools: ['V2'] },
        ]}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
