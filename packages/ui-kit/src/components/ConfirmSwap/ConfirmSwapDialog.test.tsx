import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmSwapDialog, type ConfirmSwapDialogProps } from './ConfirmSwapDialog';
import { confirmLabels, confirmProps, networkCostLabels } from './fixtures.testing';

function renderDialog(props: Partial<ConfirmSwapDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onAcceptPriceUpdate = vi.fn();
  render(
    <ConfirmSwapDialog
      {...confirmProps}
      onConfirm={onConfirm}
      onAcceptPriceUpdate={onAcceptPriceUpdate}
      {...props}
    />,
  );
  return { onConfirm, onAcceptPriceUpdate };
}

describe('ConfirmSwapDialog', () => {
  it('shows the trade and its details and confirms it', async () => {
    const { onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Confirm Swap' });
    expect(dialog).toHaveTextContent('1,997.2 USDC');
    expect(dialog).toHaveTextContent('WETH > USDC');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Swap' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('colours a detail value by its tone (the price impact tier)', () => {
    renderDialog({
      details: [
        { label: 'Price Impact', value: '20.00%', tone: 'danger' },
        { label: 'Liquidity Provider Fee', value: '0.003 WETH' },
        { label: 'Other', value: '0.01%', tone: 'success' },
      ],
    });
    const value = (text: string) => screen.getByText(text);
    expect(value('20.00%').className).not.toBe('');
    expect(value('0.003 WETH').className).toBe('');
    expect(value('20.00%').className).not.toBe(value('0.01%').className);
  });

  it('holds the swap while the price changed until the user accepts', async () => {
    const { onConfirm, onAcceptPriceUpdate } = renderDialog({ priceUpdated: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Price Updated');
    expect(screen.getByRole('button', { name: 'Confirm Swap' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAcceptPriceUpdate).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('asks to confirm a medium price impact before sending', async () => {
    const { onConfirm } = renderDialog({ impactConfirmation: 'confirm' });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Swap' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('price impact of at least 5%');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('needs the typed word "confirm" for a high price impact', async () => {
    const { onConfirm } = renderDialog({ impactConfirmation: 'typedConfirm', skipReview: true });
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    await userEvent.type(screen.getByLabelText(confirmLabels.impactPrompt), 'confirm');
    await userEvent.click(proceed);
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows "Price Updated" on the typed-confirm step too and holds Continue until accepted', async () => {
    const { onConfirm, onAcceptPriceUpdate } = renderDialog({
      impactConfirmation: 'typedConfirm',
      skipReview: true,
      priceUpdated: true,
    });
    // The step says what would be sent: the estimate with its minimum.
    expect(screen.getByText(confirmLabels.estimate)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(confirmLabels.impactPrompt), 'confirm');
    const proceed = screen.getByRole('button', { name: 'Continue' });
    expect(proceed).toBeDisabled();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Price Updated');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAcceptPriceUpdate).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  describe('network cost', () => {
    const row = () => screen.getByText('Network cost').closest('div') as HTMLElement;

    it('shows the native amount and the dollars as the last detail', () => {
      renderDialog({
        networkCost: {
          state: { status: 'ready', native: '0.00042 ETH', usd: '$0.84' },
          labels: networkCostLabels,
        },
      });
      expect(row()).toHaveTextContent('Network cost0.00042 ETH ($0.84)');
      const terms = screen.getAllByRole('term').map((term) => term.textContent);
      expect(terms.at(-1)).toBe('Network cost');
    });

    it('announces the estimate while it loads and says when it is unavailable', () => {
      renderDialog({ networkCost: { state: { status: 'loading' }, labels: networkCostLabels } });
      expect(screen.getByRole('status')).toHaveTextContent('Estimating network cost');
      expect(row().querySelector('dd')).toHaveAttribute('aria-busy', 'true');
      cleanup();
      renderDialog({
        networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels },
      });
      expect(row()).toHaveTextContent('Network costUnavailable');
      expect(screen.queryByRole('status')).toBeNull();
    });

    it('shows the native amount alone without a dollar price, and no row without a cost', () => {
      renderDialog({
        networkCost: { state: { status: 'ready', native: '0.1 ETH' }, labels: networkCostLabels },
      });
      expect(row()).toHaveTextContent(/^Network cost0\.1 ETH$/);
      cleanup();
      renderDialog();
      expect(screen.queryByText('Network cost')).toBeNull();
    });
  });
});
