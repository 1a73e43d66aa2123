import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { addDialogLabels, reviewLines } from '../Add/fixtures.testing';
import { LiquidityReviewDialog } from './LiquidityReviewDialog';

describe('LiquidityReviewDialog when the price moved', () => {
  it('shows "Price Updated" and holds the confirmation until Accept', async () => {
    const onConfirm = vi.fn();
    const onAccept = vi.fn();
    const review = (priceUpdated: boolean) => (
      <LiquidityReviewDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'review' }}
        lines={reviewLines}
        labels={addDialogLabels}
        onConfirm={onConfirm}
        {...(priceUpdated
          ? { priceUpdated: { label: 'Price Updated', acceptLabel: 'Accept', onAccept } }
          : {})}
      />
    );
    const { rerender } = render(review(true));
    const dialog = screen.getByRole('dialog', { name: 'Add Liquidity' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Price Updated');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    // Accepted: the notice goes and Add sends.
    rerender(review(false));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('LiquidityReviewDialog network cost', () => {
  it('lists the network cost after the review lines, in ETH and dollars', () => {
    render(
      <LiquidityReviewDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'review' }}
        lines={reviewLines}
        labels={addDialogLabels}
        onConfirm={() => {}}
        networkCost={{
          state: { status: 'ready', native: '0.00061 ETH', usd: '$1.22' },
          labels: networkCostLabels,
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Liquidity' });
    const terms = within(dialog).getAllByRole('term');
    expect(terms.at(-1)).toHaveTextContent('Network cost');
    expect(within(dialog).getAllByRole('definition').at(-1)).toHaveTextContent(
      '0.00061 ETH ($1.22)',
    );
  });
});

describe('LiquidityReviewDialog for an add or an increase', () => {
  it("shows each amount with its dollar value under it, the pool's fee tier and current price", () => {
    render(
      <LiquidityReviewDialog
        isOpen
        onDismiss={() => {}}
        state={{ status: 'review' }}
        lines={[
          { label: 'Pooled WETH', value: '1', detail: '$2,000.00' },
          { label: 'Pooled USDC', value: '2000', detail: '' },
          { label: 'Fee tier', value: '0.3%' },
          { label: 'Current price', value: '2000 USDC per WETH' },
        ]}
        labels={{ ...addDialogLabels, title: 'Increase Liquidity' }}
        onConfirm={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Increase Liquidity' });
    const values = within(dialog).getAllByRole('definition');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Pooled WETH', 'Pooled USDC', 'Fee tier', 'Current price']);
    expect(within(values[0] as HTMLElement).getByText('$2,000.00')).toBeInTheDocument();
    // No price yet: no empty second line.
    expect(values[1]?.childElementCount).toBe(0);
    expect(values[2]).toHaveTextContent('0.3%');
    expect(values[3]).toHaveTextContent('2000 USDC per WETH');
  });
});
