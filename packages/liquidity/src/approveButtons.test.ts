import { ApprovalState, approvalWithPermit, PermitSignatureState } from '@dex/approvals';
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import {
  approveButton,
  depositApproveButtons,
  depositsApproved,
  pendingApprovals,
} from './approveButtons';

const labels = { approve: 'Approve', approving: 'Approving', approved: 'Approved' };

describe('approveButton', () => {
  it('asks to approve when not approved, and only then calls back when pressed', () => {
    const onApprove = vi.fn();
    const button = approveButton(ApprovalState.NOT_APPROVED, labels, onApprove);
    expect(button).toMatchObject({ label: 'Approve', status: 'approve' });
    button.onClick();
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it("says 'Approving' while the approval is mined and does nothing when pressed", () => {
    const onApprove = vi.fn();
    const button = approveButton(ApprovalState.PENDING, labels, onApprove);
    expect(button).toMatchObject({ label: 'Approving', status: 'approving' });
    button.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('cannot be pressed while the allowance or the permit support is still read', () => {
    const onApprove = vi.fn();
    const loading = approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.LOADING);
    for (const state of [ApprovalState.UNKNOWN, loading]) {
      const button = approveButton(state, labels, onApprove);
      expect(button).toMatchObject({ label: 'Approve', status: 'approving' });
      button.onClick();
    }
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('is done once approved on chain or signed by permit', () => {
    const onApprove = vi.fn();
    expect(approveButton(ApprovalState.APPROVED, labels, onApprove).status).toBe('approved');
    const signed = approveButton(
      approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.SIGNED),
      labels,
      onApprove,
    );
    expect(signed).toMatchObject({ label: 'Approved', status: 'approved' });
    signed.onClick();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('asks again once the signature no longer fits (NOT_SIGNED)', () => {
    const onApprove = vi.fn();
    const button = approveButton(
      approvalWithPermit(ApprovalState.NOT_APPROVED, PermitSignatureState.NOT_SIGNED),
      labels,
      onApprove,
    );
    expect(button.status).toBe('approve');
    button.onClick();
    expect(onApprove).toHaveBeenCalledTimes(1);
  });
});

describe('depositApproveButtons', () => {
  const USDC = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6, 'USDC');
  const DAI = new Token(31337, '0x6b175474e89094c44da98b954eedeac495271d0f', 18, 'DAI');
  const label = (pending: boolean, symbol: string) =>
    `${pending ? 'Approving' : 'Approve'} ${symbol}`;

  it('shows one button per deposit still to approve, pressable only before it is sent', () => {
    const onApprove = vi.fn();
    const usdc = CurrencyAmount.fromRawAmount(USDC, '100');
    const buttons = depositApproveButtons(
      [
        { amount: usdc, approval: ApprovalState.NOT_APPROVED },
        { amount: CurrencyAmount.fromRawAmount(DAI, '1'), approval: ApprovalState.PENDING },
        {
          amount: CurrencyAmount.fromRawAmount(Ether.onChain(1), '1'),
          approval: ApprovalState.APPROVED,
        },
        { amount: undefined, approval: ApprovalState.UNKNOWN },
      ],
      label,
      onApprove,
    );
    expect(buttons.map(({ label, status }) => [label, status])).toEqual([
      ['Approve USDC', 'approve'],
      ['Approving DAI', 'approving'],
    ]);
    buttons[0]?.onClick();
    expect(onApprove).toHaveBeenCalledWith(usdc, 'USDC');
  });

  it('asks nothing for a side outside the range', () => {
    const usdc = CurrencyAmount.fromRawAmount(USDC, '100');
    expect(
      depositApproveButtons(
        [{ amount: usdc, approval: ApprovalState.NOT_APPROVED, locked: true }],
        label,
        () => {},
      ),
    ).toEqual([]);
  });
});

describe('pendingApprovals and depositsApproved (the add page)', () => {
  const USDC = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 6, 'USDC');
  const usdc = CurrencyAmount.fromRawAmount(USDC, '100');
  const eth = CurrencyAmount.fromRawAmount(Ether.onChain(1), '100');

  it.each([
    ['not approved', ApprovalState.NOT_APPROVED, false, true, false],
    ['pending', ApprovalState.PENDING, false, true, false],
    ['approved', ApprovalState.APPROVED, false, false, true],
    ['allowance still loading', ApprovalState.UNKNOWN, false, false, false],
    ['locked (outside the range)', ApprovalState.NOT_APPROVED, true, false, true],
  ] as const)('%s', (_name, approval, locked, button, ready) => {
    const deposits = [
      { amount: usdc, approval, locked },
      { amount: eth, approval: ApprovalState.APPROVED, locked: false },
    ];
    expect(pendingApprovals(deposits).length > 0).toBe(button);
    expect(depositsApproved(deposits)).toBe(ready);
  });

  it('a side without an amount needs nothing', () => {
    const deposits = [{ amount: undefined, approval: ApprovalState.UNKNOWN, locked: false }];
    expect(pendingApprovals(deposits)).toEqual([]);
    expect(depositsApproved(deposits)).toBe(true);
  });
});
