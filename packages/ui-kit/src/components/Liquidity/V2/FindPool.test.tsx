import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FindPool } from './FindPool';
import { renderLink } from './fixtures.testing';

describe('FindPool', () => {
  it('prompts for tokens, links back to the origin and announces what it found', async () => {
    const selectB = vi.fn();
    const { rerender } = render(
      <FindPool
        title="Import Pool"
        back={{ href: '/migrate/v2', label: 'Back' }}
        selectLabel="Select a token"
        tokenA={{ symbol: 'ETH', onSelect: () => {}, label: 'First token' }}
        tokenB={{ symbol: null, onSelect: selectB, label: 'Second token' }}
        status={{ text: 'Select a token to find your liquidity.' }}
        renderLink={renderLink}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Import Pool' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute('href', '/migrate/v2');
    await userEvent.click(screen.getByRole('button', { name: 'Second token: Select a token' }));
    expect(selectB).toHaveBeenCalledOnce();
    rerender(
      <FindPool
        title="Import Pool"
        back={{ href: '/migrate/v2', label: 'Back' }}
        selectLabel="Select a token"
        tokenA={{ symbol: 'ETH', onSelect: () => {}, label: 'First token' }}
        tokenB={{ symbol: 'USDC', onSelect: selectB, label: 'Second token' }}
        status={{
          text: 'No pool found.',
          link: { href: '/add/v2/ETH/0xc6', label: 'Create pool.' },
        }}
        renderLink={renderLink}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No pool found.');
    expect(screen.getByRole('link', { name: 'Create pool.' })).toHaveAttribute(
      'href',
      '/add/v2/ETH/0xc6',
    );
  });
});
