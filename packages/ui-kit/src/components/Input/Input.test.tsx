import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './Input';

describe('Input', () => {
  it('passes typing through and exposes the invalid state', async () => {
    const onChange = vi.fn();
    render(<Input aria-label="Search name" onChange={onChange} invalid />);
    const input = screen.getByRole('textbox', { name: 'Search name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is not marked invalid by default', () => {
    render(<Input aria-label="Search name" />);
    expect(screen.getByRole('textbox', { name: 'Search name' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });
});
