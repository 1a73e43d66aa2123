import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { migrateLabels, migratePairs, renderLink } from './fixtures.testing';
import { MigrateV2List, type MigrateV2ListProps } from './MigrateV2List';

const list = (props: Partial<MigrateV2ListProps>) => (
  <MigrateV2List
    state={{ status: 'ready', pairs: migratePairs }}
    onConnect={() => {}}
    importHref="/find?origin=/migrate/v2"
    labels={migrateLabels}
    renderLink={renderLink}
    {...props}
  />
);

describe('MigrateV2List', () => {
  it('shows a card per pair and exchange with amounts, share and its Migrate link', () => {
    render(list({}));
    const uni = screen.getByRole('article', { name: 'ETH/USDC Uniswap V2' });
    expect(within(uni).getByText('Pooled USDC:').nextSibling).toHaveTextContent('50,000.0');
    expect(within(uni).getByText('Your pool share:').nextSibling).toHaveTextContent('2.44%');
    expect(within(uni).getByRole('link', { name: 'Migrate' })).toHaveAttribute(
      'href',
      '/migrate/v2/0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
    );
    const sushi = screen.getByRole('article', { name: 'ETH/USDC SushiSwap' });
    expect(within(sushi).getByText('<0.01%')).toBeInTheDocument();
    expect(within(sushi).getByRole('link', { name: 'Migrate' })).toHaveAttribute(
      'href',
      '/migrate/v2/0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    );
    expect(screen.getByRole('link', { name: migrateLabels.importPool })).toHaveAttribute(
      'href',
      '/find?origin=/migrate/v2',
    );
  });

  it('asks to connect without a wallet', async () => {
    const onConnect = vi.fn();
    render(list({ state: { status: 'disconnected' }, onConnect }));
    expect(screen.getByText('Connect to a wallet to view your V2 liquidity.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it('says Loading... while reading and No V2 Liquidity found. when empty', () => {
    const { rerender } = render(list({ state: { status: 'loading' } }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(list({ state: { status: 'ready', pairs: [] } }));
    expect(screen.getByText('No V2 Liquidity found.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('renders hostile symbols as text', () => {
    render(
      list({
        state: {
          status: 'ready',
          pairs: [{ ...(migratePairs[0] as (typeof migratePairs)[number]), pair: '<b>X</b>/Y' }],
        },
      }),
    );
    expect(screen.getByRole('heading', { name: '<b>X</b>/Y' })).toBeInTheDocument();
  });
});
