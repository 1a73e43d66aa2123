import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import { firstProviderWarning, migrateForm, priceDifferenceWarning } from './fixtures.testing';
import { MigrateV2Pair, type MigrateV2PairForm, type MigrateV2PairState } from './MigrateV2Pair';

const page = (state: MigrateV2PairState) => (
  <MigrateV2Pair back={<a href="/migrate/v2">Back</a>} title="Migrate V2 Liquidity" state={state} />
);
const ready = (form: Partial<MigrateV2PairForm>) =>
  page({ status: 'ready', form: { ...migrateForm, ...form } });

describe('MigrateV2Pair', () => {
  it('ends the V3 outcome with the network cost of the migration', () => {
    render(
      ready({
        networkCost: {
          state: { status: 'ready', native: '0.0009 ETH', usd: '$1.80' },
          labels: networkCostLabels,
        },
      }),
    );
    const outcome = screen.getByRole('region', { name: 'Your V3 position' });
    expect(within(outcome).getAllByRole('term').at(-1)).toHaveTextContent('Network cost');
    expect(within(outcome).getAllByRole('definition').at(-1)).toHaveTextContent(
      '0.0009 ETH ($1.80)',
    );
  });

  it("shows the pair's position, the fee tiers, the range and the V3 outcome", () => {
    render(ready({}));
    expect(screen.getByRole('heading', { level: 1, name: 'Migrate V2 Liquidity' })).toBeVisible();
    const position = screen.getByRole('region', { name: 'Your V2 position' });
    expect(within(position).getByText('ETH/USDC · Uniswap V2')).toBeVisible();
    expect(within(position).getByText('Share of pool').nextSibling).toHaveTextContent('2.44%');
    expect(screen.getByRole('radio', { name: /0.3%/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Min Price' })).toHaveValue('1800.5');
    const outcome = screen.getByRole('region', { name: 'Your V3 position' });
    expect(within(outcome).getByText('WETH refunded').nextSibling).toHaveTextContent('0.1');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('approves first: Approve is pressable and Migrate waits for it', async () => {
    const approve = vi.fn();
    render(ready({ approval: { label: 'Approve', status: 'approve', onClick: approve } }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Migrate' })).toBeDisabled();
  });

  it('migrates once approved or signed, from the keyboard too', async () => {
    const migrate = vi.fn();
    render(
      ready({
        approval: { label: 'Allowed', status: 'approved', onClick: () => {} },
        action: { label: 'Migrate', status: 'ready', disabled: false, onClick: migrate },
      }),
    );
    expect(screen.getByRole('button', { name: 'Allowed' })).toBeDisabled();
    screen.getByRole('button', { name: 'Migrate' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(migrate).toHaveBeenCalledOnce();
  });

  it('holds Migrate on "Price Updated" until the new amounts are accepted', async () => {
    const migrate = vi.fn();
    const accept = vi.fn();
    render(
      ready({
        approval: { label: 'Allowed', status: 'approved', onClick: () => {} },
        action: { label: 'Migrate', status: 'ready', disabled: false, onClick: migrate },
        priceUpdated: { label: 'Price Updated', acceptLabel: 'Accept', onAccept: accept },
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Price Updated');
    expect(screen.getByRole('button', { name: 'Migrate' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(accept).toHaveBeenCalledOnce();
    expect(migrate).not.toHaveBeenCalled();
  });

  it('is busy while migrating and shows Success! (disabled) when done', () => {
    const migrate = vi.fn();
    const { rerender } = render(
      ready({
        action: { label: 'Migrating', status: 'migrating', disabled: false, onClick: migrate },
      }),
    );
    const busy = screen.getByRole('button', { name: 'Migrating' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    rerender(
      ready({
        action: { label: 'Success!', status: 'success', disabled: false, onClick: migrate },
      }),
    );
    expect(screen.getByRole('button', { name: 'Success!' })).toBeDisabled();
  });

  it('announces the price-difference and first-provider warnings', () => {
    render(ready({ priceDifference: priceDifferenceWarning, firstProvider: firstProviderWarning }));
    const notices = screen.getAllByRole('status').map((notice) => notice.textContent);
    expect(notices).toEqual([firstProviderWarning, priceDifferenceWarning.message]);
    expect(screen.getByText('Price difference').nextSibling).toHaveTextContent('5.00%');
  });

  it('lets the user pick a fee tier with the arrow keys', async () => {
    const onSelect = vi.fn();
    render(ready({ feeTier: { ...migrateForm.feeTier, onSelect } }));
    screen.getByRole('radio', { name: /0.3%/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onSelect).toHaveBeenCalledWith(10000);
  });

  it('says what is happening while loading, for an unknown pair and without a wallet', async () => {
    const { rerender } = render(page({ status: 'loading', message: 'Loading...' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    rerender(page({ status: 'notFound', message: 'No pair found.' }));
    expect(screen.getByText('No pair found.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    const connect = vi.fn();
    rerender(
      page({
        status: 'disconnected',
        message: 'You must connect an account.',
        connect: { label: 'Connect a wallet', onClick: connect },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(connect).toHaveBeenCalledOnce();
  });

  it('renders chain-provided symbols as text', () => {
    render(ready({ pair: '<img src=x onerror=alert(1)>/USDC' }));
    expect(screen.getByText('<img src=x onerror=alert(1)>/USDC · Uniswap V2')).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });
});
