import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../ConfirmSwap/fixtures.testing';
import { ClaimDialog, type ClaimDialogProps } from './ClaimDialog';
import { ClaimPopupCard } from './ClaimPopupCard';
import { CLAIM_CONFETTI_PIECES, Confetti } from './Confetti';
import { addressClaimLabels, breakdown, selfClaimLabels } from './fixtures.testing';
import { UniBreakdownDialog } from './UniBreakdownDialog';

function renderClaim(props: Partial<ClaimDialogProps> = {}) {
  const onClaim = vi.fn();
  const view = render(
    <ClaimDialog
      isOpen
      onDismiss={() => {}}
      status="idle"
      amount="400 UNI"
      breakdown={breakdown}
      claimEnabled
      onClaim={onClaim}
      labels={selfClaimLabels}
      {...props}
    />,
  );
  return { ...view, onClaim };
}

describe('ClaimDialog', () => {
  it('shows the claim network cost before Claim, and not once claiming', () => {
    const networkCost = {
      state: { status: 'ready', native: '0.0001 ETH', usd: '$0.20' } as const,
      labels: networkCostLabels,
    };
    const { rerender } = renderClaim({ networkCost });
    // The last line before Claim, after the breakdown.
    expect(screen.getAllByRole('term').at(-1)).toHaveTextContent('Network cost');
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('0.0001 ETH ($0.20)');
    rerender(
      <ClaimDialog
        isOpen
        onDismiss={() => {}}
        status="claiming"
        claimEnabled
        onClaim={() => {}}
        labels={selfClaimLabels}
        networkCost={networkCost}
      />,
    );
    expect(screen.queryByText('Network cost')).toBeNull();
  });

  it('shows the amount and its breakdown and claims', async () => {
    const { onClaim } = renderClaim();
    expect(screen.getByRole('dialog', { name: 'Claim UNI' })).toBeInTheDocument();
    expect(screen.getByText('400 UNI', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim UNI' }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('while claiming shows the spinner text and no claim button, then the explorer link once there is a hash', () => {
    const { rerender } = renderClaim({ status: 'claiming' });
    expect(screen.getByText('Claiming')).toBeInTheDocument();
    expect(screen.getByText('Confirm this transaction in your wallet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim UNI' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <ClaimDialog
        isOpen
        onDismiss={() => {}}
        status="claiming"
        claimEnabled
        onClaim={() => {}}
        labels={selfClaimLabels}
        explorerUrl="https://etherscan.io/tx/0x01"
      />,
    );
    expect(screen.getByRole('link', { name: /View transaction on Etherscan/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/tx/0x01',
    );
  });

  it('celebrates a claim with 400 pieces of confetti and the welcome message', () => {
    renderClaim({ status: 'claimed' });
    expect(screen.getByRole('dialog', { name: 'Claimed!' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to team Unicorn :)')).toBeInTheDocument();
    expect(screen.getByTestId('confetti').children).toHaveLength(CLAIM_CONFETTI_PIECES);
    expect(CLAIM_CONFETTI_PIECES).toBe(400);
  });

  it('in the address claim, reports an address without a claim and keeps the button disabled', async () => {
    const onChange = vi.fn();
    renderClaim({
      labels: addressClaimLabels,
      amount: undefined,
      claimEnabled: false,
      addressField: {
        label: 'Recipient',
        placeholder: 'Wallet Address or ENS name',
        value: '',
        onChange,
        invalid: false,
        error: 'Address has no available claim',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Address has no available claim');
    expect(screen.getByRole('button', { name: 'Claim UNI' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Recipient'), '0x1');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Confetti', () => {
  it('draws as many pieces as asked, hidden from assistive technology', () => {
    render(<Confetti pieces={12} random={() => 0.5} />);
    const layer = screen.getByTestId('confetti');
    expect(layer.children).toHaveLength(12);
    expect(layer).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('UniBreakdownDialog', () => {
  it('lists the figures with their actions', () => {
    render(
      <UniBreakdownDialog
        isOpen
        onDismiss={() => {}}
        title="Your UNI Breakdown"
        closeLabel="Close"
        rows={[
          { label: 'Balance:', value: '1.00' },
          { label: 'Unclaimed:', value: '400.0000', action: <a href="/uni">(claim)</a> },
        ]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Your UNI Breakdown' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(claim)' })).toHaveAttribute('href', '/uni');
    expect(screen.getByText('400.0000', { exact: false })).toBeInTheDocument();
  });
});

describe('ClaimPopupCard', () => {
  it('is a region named by its title that offers the claim and closes', async () => {
    const onClaim = vi.fn();
    const onClose = vi.fn();
    render(
      <ClaimPopupCard
        title="UNI has arrived"
        body="You can claim 400 UNI."
        claimLabel="Claim your UNI tokens"
        onClaim={onClaim}
        closeLabel="Close"
        onClose={onClose}
      />,
    );
    const region = screen.getByRole('region', { name: 'UNI has arrived' });
    expect(region).toHaveTextContent('You can claim 400 UNI.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Claim your UNI tokens' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect([onClaim.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1]);
  });
});
