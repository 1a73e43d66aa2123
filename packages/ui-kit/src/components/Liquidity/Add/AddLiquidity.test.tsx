import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiquidityReviewDialog } from '../Shared/LiquidityReviewDialog';
import { AddLiquidity } from './AddLiquidity';
import {
  addDialogLabels,
  addProps,
  feeTierFixture,
  foreignPositionFixture,
  OUTSIDE_RANGE,
  pairFixture,
  rangeFixture,
  reviewLines,
  UNSUPPORTED,
} from './fixtures.testing';

describe('AddLiquidity', () => {
  it('offers the fee tiers as a radio group; arrows and clicks select a tier', async () => {
    const onSelect = vi.fn();
    render(<AddLiquidity {...addProps} feeTier={{ ...feeTierFixture, onSelect }} />);
    const group = screen.getByRole('group', { name: 'Select fee tier' });
    const medium = within(group).getByRole('radio', { name: /0\.3%/ });
    expect(medium).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /1%/ }));
    expect(onSelect).toHaveBeenLastCalledWith(10000);
    medium.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith(500);
  });

  it('steps each range end with named −/+ buttons and shows the typed price and percent', async () => {
    const onDecrement = vi.fn();
    const onIncrement = vi.fn();
    const onChange = vi.fn();
    const range = rangeFixture;
    render(
      <AddLiquidity
        {...addProps}
        range={{ ...range, min: { ...range.min, onDecrement, onIncrement, onChange } }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Min Price by 0.6%' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Min Price by 0.6%' }));
    expect(onDecrement).toHaveBeenCalledOnce();
    expect(onIncrement).toHaveBeenCalledOnce();
    const minInput = screen.getByRole('textbox', { name: 'Min Price' });
    expect(minInput).toHaveValue('1800.5');
    await userEvent.type(minInput, '1');
    expect(onChange).toHaveBeenLastCalledWith('1800.51');
    expect(screen.getByText('-9.98%')).toBeInTheDocument();
    // Each end shows its step, twice the fee.
    expect(screen.getAllByText('± 0.6%')).toHaveLength(2);
  });

  it('announces a range warning and locks a deposit with the spec sentence', () => {
    const range = rangeFixture;
    render(
      <AddLiquidity
        {...addProps}
        range={{ ...range, warning: 'Invalid range selected.' }}
        depositB={{ kind: 'locked', message: OUTSIDE_RANGE }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Invalid range selected.');
    expect(screen.getByRole('note')).toHaveTextContent(OUTSIDE_RANGE);
    // Only the unlocked side has an amount field (plus the two price inputs).
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('shows the starting price with the first-provider warning only for a new pool', () => {
    const { rerender } = render(<AddLiquidity {...addProps} />);
    expect(screen.queryByText('Set Starting Price')).toBeNull();
    rerender(
      <AddLiquidity
        {...addProps}
        startingPrice={{
          label: 'Set Starting Price',
          warning: 'You are the first liquidity provider.',
          value: '',
          onChange: () => {},
          unit: 'USDC per WETH',
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Set Starting Price' })).toBeInTheDocument();
    expect(screen.getByText('You are the first liquidity provider.')).toBeInTheDocument();
  });

  it('approve buttons: only Approve is pressable; the add button follows its state', async () => {
    const approve = vi.fn();
    const add = vi.fn();
    render(
      <AddLiquidity
        {...addProps}
        approvals={[
          { label: 'Approving WETH', status: 'approving', onClick: approve },
          { label: 'Approve USDC', status: 'approve', onClick: approve },
        ]}
        action={{ label: 'Add', disabled: true, onClick: add }}
        unsupported={UNSUPPORTED}
      />,
    );
    expect(screen.getByRole('button', { name: 'Approving WETH' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Approve USDC' }));
    expect(approve).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByText(UNSUPPORTED)).toBeInTheDocument();
  });

  it("someone else's position: the warning is read out and the box reports each tick", async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <AddLiquidity {...addProps} acknowledgement={{ ...foreignPositionFixture, onChange }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(foreignPositionFixture.message);
    const box = screen.getByRole('checkbox', { name: foreignPositionFixture.label });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(foreignPositionFixture.message);
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(
      <AddLiquidity
        {...addProps}
        acknowledgement={{ ...foreignPositionFixture, checked: true, onChange }}
      />,
    );
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('a fixed pair (increase) cannot be changed', () => {
    render(
      <AddLiquidity
        {...addProps}
        pair={{ ...pairFixture, a: { symbol: 'WETH' }, b: { symbol: 'USDC' } }}
        action={{ label: 'Connect Wallet', disabled: false, onClick: () => {} }}
      />,
    );
    // The pair buttons come first; the deposit panels show the same symbols.
    expect(screen.getAllByRole('button', { name: 'WETH' })[0]).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });
});

describe('LiquidityReviewDialog for a deposit', () => {
  const props = {
    isOpen: true,
    onDismiss: () => {},
    lines: reviewLines,
    labels: addDialogLabels,
  };
  it('reviews the position and confirms', async () => {
    const onConfirm = vi.fn();
    render(<LiquidityReviewDialog {...props} state={{ status: 'review' }} onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Add Liquidity' });
    expect(within(dialog).getByText('1800.5 USDC per WETH')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
  it("someone else's position: the same warning, and Add only once the box is ticked", async () => {
    const onConfirm = vi.fn();
    const onChange = vi.fn();
    const review = (checked: boolean) => (
      <LiquidityReviewDialog
        {...props}
        state={{ status: 'review' }}
        onConfirm={onConfirm}
        acknowledgement={{ ...foreignPositionFixture, checked, onChange }}
      />
    );
    const { rerender } = render(review(false));
    const dialog = screen.getByRole('dialog', { name: 'Add Liquidity' });
    expect(within(dialog).getByText(foreignPositionFixture.message)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(review(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
  it('shows the pending text, then the submitted state', () => {
    const { rerender } = render(
      <LiquidityReviewDialog
        {...props}
        onConfirm={() => {}}
        state={{ status: 'waiting', description: 'Add 1 WETH and 2000 USDC' }}
      />,
    );
    expect(screen.getByText('Add 1 WETH and 2000 USDC')).toBeInTheDocument();
    rerender(
      <LiquidityReviewDialog {...props} onConfirm={() => {}} state={{ status: 'submitted' }} />,
    );
    expect(screen.getByRole('dialog', { name: 'Transaction Submitted' })).toBeInTheDocument();
  });
});
