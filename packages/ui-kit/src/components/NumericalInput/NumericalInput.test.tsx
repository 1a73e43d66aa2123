import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NumericalInput } from './NumericalInput';
import { NUMERICAL_INPUT_MAX_LENGTH, sanitizeNumericalInput } from './sanitizeNumericalInput';

describe('sanitizeNumericalInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['12.5', '12.5'],
    ['.5', '.5'],
    ['5.', '5.'],
    ['1,5', '1.5'],
    [',', '.'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(sanitizeNumericalInput(raw)).toBe(expected);
  });

  it.each(['1.2.3', '1,2,3', '1.2,3', 'abc', '1e5', '-1', '+1', ' 1', '0x10', '１'])(
    'rejects %j',
    (raw) => {
      expect(sanitizeNumericalInput(raw)).toBeNull();
    },
  );

  it('accepts 79 characters and rejects 80', () => {
    expect(NUMERICAL_INPUT_MAX_LENGTH).toBe(79);
    expect(sanitizeNumericalInput('1'.repeat(79))).toBe('1'.repeat(79));
    expect(sanitizeNumericalInput('1'.repeat(80))).toBeNull();
  });
});

function ControlledAmount() {
  const [value, setValue] = useState('');
  return <NumericalInput aria-label="Amount" value={value} onUserInput={setValue} />;
}

describe('NumericalInput', () => {
  it('is a decimal text field with the spec placeholder and length limit', () => {
    render(<ControlledAmount />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('placeholder', '0.0');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('maxlength', '79');
  });

  it('turns commas into dots and keeps only one decimal point', async () => {
    render(<ControlledAmount />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1,5.2');
    expect(input).toHaveValue('1.52');
  });

  it('ignores letters', async () => {
    render(<ControlledAmount />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1a2b');
    expect(input).toHaveValue('12');
  });

  it('rejects a paste that would exceed 79 characters', async () => {
    render(<ControlledAmount />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.paste('9'.repeat(80));
    expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(79);
  });
});
