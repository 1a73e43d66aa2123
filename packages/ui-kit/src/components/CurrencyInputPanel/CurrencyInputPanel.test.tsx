import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInputPanel } from './CurrencyInputPanel';

const base = {
  label: 'From',
  value: '',
  onUserInput: () => {},
  currencySymbol: 'ETH' as string | null,
  selectLabel: 'Select a token',
};

describe('CurrencyInputPanel', () => {
  it('names the amount field by its label and passes only accepted input', () => {
    const onUserInput = vi.fn();
    render(<CurrencyInputPanel {...base} onUserInput={onUserInput} />);
    const field = screen.getByRole('textbox', { name: 'From' });
    fireEvent.change(field, { target: { value: '1,5' } });
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(onUserInput.mock.calls).toEqual([['1.5']]);
  });

  it('shows "Select a token" without a currency and calls onCurrencyClick', () => {
    const onCurrencyClick = vi.fn();
    render(
      <CurrencyInputPanel {...base} currencySymbol={null} onCurrencyClick={onCurrencyClick} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select a token' }));
    expect(onCurrencyClick).toHaveBeenCalledTimes(1);
  });

  it('shows the balance and a max button only when given', () => {
    const onMax = vi.fn();
    const { rerender } = render(<CurrencyInputPanel {...base} />);
    expect(screen.queryByRole('button', { name: 'MAX' })).toBeNull();
    rerender(
      <CurrencyInputPanel {...base} balanceText="Balance: 2" max={{ label: 'MAX', onMax }} />,
    );
    expect(screen.getByText('Balance: 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'MAX' }));
    expect(onMax).toHaveBeenCalledTimes(1);
  });

  it('disables the currency button when the currency cannot be changed', () => {
    render(<CurrencyInputPanel {...base} />);
    expect((screen.getByRole('button', { name: 'ETH' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the dollar value under the field only when there is one', () => {
    const { rerender } = render(
      <CurrencyInputPanel {...base} value="1.5" fiatValue="$3,001.27" fiatValueLabel="In USD" />,
    );
    const panel = screen.getByRole('region', { name: 'From' });
    expect(within(panel).getByText('$3,001.27')).toHaveProperty('title', 'In USD');
    rerender(<CurrencyInputPanel {...base} value="1.5" fiatValue="" />);
    expect(within(panel).queryByText(/\$/)).toBeNull();
    rerender(<CurrencyInputPanel {...base} value="1.5" />);
    expect(within(panel).queryByText(/\$/)).toBeNull();
  });

  it('keeps the dollar line in place while the value is unknown, so nothing below moves', () => {
    const usd = { fiatValueLabel: 'In USD' };
    const { rerender } = render(<CurrencyInputPanel {...base} {...usd} value="1.5" />);
    const panel = screen.getByRole('region', { name: 'From' });
    const lines = () => panel.children.length;
    const unknown = lines();
    // Blank and hidden from screen readers until the value is known.
    expect(panel.lastElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(panel.lastElementChild?.textContent?.trim()).toBe('');
    rerender(<CurrencyInputPanel {...base} {...usd} value="1.5" fiatValue="$3,001.27" />);
    expect(lines()).toBe(unknown);
    expect(panel.lastElementChild?.textContent).toBe('$3,001.27');
    expect(panel.lastElementChild?.hasAttribute('aria-hidden')).toBe(false);
    // A form without dollar values (the liquidity dialogs) has no blank line.
    rerender(<CurrencyInputPanel {...base} value="1.5" />);
    expect(lines()).toBe(unknown - 1);
  });
});
