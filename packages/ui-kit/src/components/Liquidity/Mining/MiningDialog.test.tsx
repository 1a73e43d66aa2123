import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { claimForm, depositForm, txLabels, withdrawForm } from './fixtures.testing';
import { MiningDialog, type MiningDialogProps } from './MiningDialog';

const dialog = (props: Partial<MiningDialogProps>) => (
  <MiningDialog
    isOpen
    onDismiss={() => {}}
    title="Deposit"
    state={{ status: 'form' }}
    form={depositForm}
    labels={txLabels}
    {...props}
  />
);

describe('MiningDialog', () => {
  it('withdraw and deposit forms end their facts with the network cost', () => {
    const networkCost = {
      state: { status: 'ready', native: '0.0004 ETH', usd: '$0.80' } as const,
      labels: networkCostLabels,
    };
    const { rerender } = render(dialog({ title: 'Withdraw', form: withdrawForm, networkCost }));
    const modal = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(modal).getAllByRole('term').at(-1)).toHaveTextContent('Network cost');
    expect(within(modal).getAllByRole('definition').at(-1)).toHaveTextContent('0.0004 ETH ($0.80)');
    rerender(
      dialog({ networkCost: { state: { status: 'unavailable' }, labels: networkCostLabels } }),
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Deposit' }))
        .getAllByRole('definition')
        .at(-1),
    ).toHaveTextContent('Unavailable');
  });

  it('deposit form: typed amount, Max, the balance, and Approve before a disabled Deposit', () => {
    const onUserInput = vi.fn();
    const onMax = vi.fn();
    const approve = vi.fn();
    render(
      dialog({
        form: {
          ...depositForm,
          onUserInput,
          max: { label: 'Max', onMax },
          approval: { label: 'Approve', status: 'approve', onClick: approve },
        },
      }),
    );
    const modal = screen.getByRole('dialog', { name: 'Deposit' });
    expect(within(modal).getByText('Available to deposit: 0.7071')).toBeInTheDocument();
    fireEvent.change(within(modal).getByRole('textbox', { name: 'Deposit' }), {
      target: { value: '0.25' },
    });
    expect(onUserInput).toHaveBeenCalledWith('0.25');
    fireEvent.click(within(modal).getByRole('button', { name: 'Max' }));
    expect(onMax).toHaveBeenCalled();
    fireEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalled();
    expect(within(modal).getByRole('button', { name: 'Deposit' })).toBeDisabled();
    expect(within(modal).getByText('Weekly rewards').nextSibling).toHaveTextContent(
      '2893.5 UNI / week',
    );
  });

  it('approved: Approve is done and Deposit sends', () => {
    const deposit = vi.fn();
    render(
      dialog({
        form: {
          ...depositForm,
          approval: { label: 'Approved', status: 'approved', onClick: () => {} },
          action: { label: 'Deposit', disabled: false, onClick: deposit },
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Approved' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(deposit).toHaveBeenCalled();
  });

  it('approving is busy and cannot be pressed twice', () => {
    render(
      dialog({
        form: {
          ...depositForm,
          approval: { label: 'Approving', status: 'approving', onClick: () => {} },
        },
      }),
    );
    const button = screen.getByRole('button', { name: /Approving/ });
    expect(button).toBeDisabled();
  });

  it('withdraw and claim forms show what happens and their one button', () => {
    const withdraw = vi.fn();
    const { rerender } = render(
      dialog({
        title: 'Withdraw',
        form: { ...withdrawForm, action: { ...withdrawForm.action, onClick: withdraw } },
      }),
    );
    const modal = screen.getByRole('dialog', { name: 'Withdraw' });
    expect(within(modal).getByText('Deposited liquidity').nextSibling).toHaveTextContent(
      '0.707107 UNI-V2',
    );
    expect(within(modal).getByText(/your UNI is claimed/)).toBeInTheDocument();
    fireEvent.click(within(modal).getByRole('button', { name: 'Withdraw & Claim' }));
    expect(withdraw).toHaveBeenCalled();
    rerender(
      dialog({
        title: 'Claim',
        form: {
          ...claimForm,
          action: { label: 'Enter an amount', disabled: true, onClick: () => {} },
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Enter an amount' })).toBeDisabled();
  });

  it('waiting, submitted and error are the transaction dialog', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      dialog({ state: { status: 'waiting', description: 'Deposit 0.5 UNI-V2' }, onDismiss }),
    );
    expect(screen.getByRole('dialog', { name: 'Waiting For Confirmation' })).toHaveTextContent(
      'Deposit 0.5 UNI-V2',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(
      dialog({
        state: { status: 'submitted', explorerUrl: 'https://explorer.test/tx/0x1' },
        onDismiss,
      }),
    );
    const submitted = screen.getByRole('dialog', { name: 'Transaction Submitted' });
    expect(within(submitted).getByRole('link', { name: /View on Explorer/ })).toHaveAttribute(
      'href',
      'https://explorer.test/tx/0x1',
    );
    fireEvent.click(within(submitted).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(onDismiss).toHaveBeenCalled();
  });
});
