import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { removeProps } from './fixtures.testing';
import { RemoveV2Liquidity } from './RemoveV2Liquidity';

describe('RemoveV2Liquidity', () => {
  it('simple mode: quick buttons set the percent at once, the slider after 100 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onPercentChange = vi.fn();
    render(<RemoveV2Liquidity {...removeProps} onPercentChange={onPercentChange} />);
    await userEvent.click(screen.getByRole('button', { name: '25%' }));
    expect(onPercentChange).toHaveBeenLastCalledWith(25);
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(onPercentChange).toHaveBeenLastCalledWith(100);
    const range = screen.getByRole('slider', { name: 'Amount to remove (percent)' });
    expect(range).toHaveAttribute('step', '1');
    fireEvent.change(range, { target: { value: '99' } });
    expect(onPercentChange).toHaveBeenLastCalledWith(100);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onPercentChange).toHaveBeenLastCalledWith(99);
    vi.useRealTimers();
    const receive = screen.getByRole('region', { name: 'You will receive' });
    expect(within(receive).getByText('USDC').nextSibling).toHaveTextContent('25000');
  });

  it('detailed mode: typed amounts instead of the slider, toggled by the link', async () => {
    const onToggleMode = vi.fn();
    render(
      <RemoveV2Liquidity
        {...removeProps}
        mode="detailed"
        labels={{ ...removeProps.labels, toggleMode: 'Simple' }}
        onToggleMode={onToggleMode}
      />,
    );
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Simple' }));
    expect(onToggleMode).toHaveBeenCalledOnce();
  });

  it('offers the approval (or signature) before Remove', async () => {
    const approve = vi.fn();
    render(
      <RemoveV2Liquidity
        {...removeProps}
        approval={{ label: 'Approve', status: 'approve', onClick: approve }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled();
  });
});
