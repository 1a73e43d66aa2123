import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiquidityReviewDialog } from '../Shared/LiquidityReviewDialog';
import { PERCENT_DEBOUNCE_MS } from '../Shared/PercentSlider';
import { amounts, dialogLabels, removeProps } from './fixtures.testing';
import { RemoveLiquidity } from './RemoveLiquidity';

afterEach(() => vi.useRealTimers());

describe('RemoveLiquidity', () => {
  it('is a labelled 0-100 slider in steps of 1 whose value reaches the app 100 ms after it stops', () => {
    vi.useFakeTimers();
    const onPercentChange = vi.fn();
    render(<RemoveLiquidity {...removeProps} percent={0} onPercentChange={onPercentChange} />);
    const slider = screen.getByRole('slider', { name: 'Amount to remove (percent)' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.change(slider, { target: { value: '31' } });
    expect(screen.getByText('31%')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PERCENT_DEBOUNCE_MS - 1));
    expect(onPercentChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPercentChange).toHaveBeenCalledExactlyOnceWith(31);
  });

  it('says why an account that cannot manage the position cannot remove, with Remove disabled', () => {
    const notice = 'You are not the owner or an approved operator of this position.';
    render(
      <RemoveLiquidity
        {...removeProps}
        notice={notice}
        action={{ label: 'Remove', disabled: true, onClick: () => {} }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(notice);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('applies 25, 50, 75 and Max at once', async () => {
    const onPercentChange = vi.fn();
    render(<RemoveLiquidity {...removeProps} percent={0} onPercentChange={onPercentChange} />);
    for (const name of ['25%', '50%', '75%', 'Max']) {
      await userEvent.click(screen.getByRole('button', { name }));
    }
    expect(onPercentChange.mock.calls).toEqual([[25], [50], [75], [100]]);
    expect(screen.getByRole('button', { name: 'Max' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the amounts out with fees, the collect-as toggle and the action', async () => {
    const onToggle = vi.fn();
    const onClick = vi.fn();
    render(
      <RemoveLiquidity
        {...removeProps}
        receive={{ ...(removeProps.receive as NonNullable<typeof removeProps.receive>), onToggle }}
        action={{ label: 'Remove', disabled: false, onClick }}
      />,
    );
    expect(screen.getByText('ETH Fees Earned:')).toBeInTheDocument();
    expect(screen.getByText('24,935.1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Collect as' }));
    expect(onToggle).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("disables the action with 'Enter a percent' and shows Inactive for a removed position", () => {
    render(
      <RemoveLiquidity
        {...removeProps}
        status="closed"
        action={{ label: 'Enter a percent', disabled: true, onClick: () => {} }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Enter a percent' })).toBeDisabled();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
});

describe('LiquidityReviewDialog for a removal', () => {
  const dialog = (
    state: Parameters<typeof LiquidityReviewDialog>[0]['state'],
    onConfirm = () => {},
  ) => (
    <LiquidityReviewDialog
      isOpen
      onDismiss={() => {}}
      state={state}
      lines={amounts.map((line) => ({ label: line.label, value: line.amount }))}
      onConfirm={onConfirm}
      labels={dialogLabels}
    />
  );

  it('reviews the amounts and confirms', async () => {
    const onConfirm = vi.fn();
    render(dialog({ status: 'review' }, onConfirm));
    expect(screen.getByRole('dialog', { name: 'Remove Liquidity' })).toBeInTheDocument();
    expect(screen.getByText('12.4936')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('goes through waiting and submitted like every transaction', () => {
    const { rerender } = render(dialog({ status: 'waiting', description: 'Removing 1 ETH' }));
    expect(screen.getByText('Waiting For Confirmation')).toBeInTheDocument();
    expect(screen.getByText('Removing 1 ETH')).toBeInTheDocument();
    rerender(dialog({ status: 'submitted', explorerUrl: 'https://etherscan.io/tx/0x1' }));
    expect(screen.getByText('Transaction Submitted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View on Explorer/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/tx/0x1',
    );
  });
});
