import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddV2Liquidity } from './AddV2Liquidity';
import { addProps, FIRST_PROVIDER } from './fixtures.testing';

describe('AddV2Liquidity', () => {
  it('shows both inputs, the prices and pool share, and Supply', async () => {
    const onClick = vi.fn();
    render(<AddV2Liquidity {...addProps} action={{ label: 'Supply', disabled: false, onClick }} />);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    const prices = screen.getByRole('region', { name: 'Prices and pool share' });
    expect(within(prices).getByText('USDC per ETH').nextSibling).toHaveTextContent('2000');
    expect(within(prices).getByText('Share of Pool').nextSibling).toHaveTextContent('0.02%');
    await userEvent.click(screen.getByRole('button', { name: 'Supply' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the first-provider messages and an approve button per token', async () => {
    const approve = vi.fn();
    render(
      <AddV2Liquidity
        {...addProps}
        firstProvider={FIRST_PROVIDER}
        approvals={[
          { label: 'Approve DAI', status: 'approve', onClick: approve },
          { label: 'Approving USDC', status: 'approving', onClick: () => {} },
        ]}
        action={{ label: 'Supply', disabled: true, onClick: () => {} }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('You are the first liquidity provider.');
    await userEvent.click(screen.getByRole('button', { name: 'Approve DAI' }));
    expect(approve).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Approving USDC' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Supply' })).toBeDisabled();
  });
});
