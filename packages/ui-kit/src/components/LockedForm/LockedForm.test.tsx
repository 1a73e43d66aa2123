import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LockedForm } from './LockedForm';

function Form({ locked, onSubmit }: { readonly locked: boolean; readonly onSubmit: () => void }) {
  const [amount, setAmount] = useState('');
  return (
    <LockedForm locked={locked} reason="Checking token lists…">
      <input
        aria-label="Amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <button type="button" onClick={onSubmit}>
        Swap
      </button>
    </LockedForm>
  );
}

describe('LockedForm', () => {
  it('while locked, says why and disables every control inside', async () => {
    const onSubmit = vi.fn();
    render(<Form locked onSubmit={onSubmit} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking token lists…');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
    const swap = screen.getByRole('button', { name: 'Swap' });
    expect(swap).toBeDisabled();
    await userEvent.click(swap);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('unlocked, says nothing and the controls work, keeping what was typed across a lock', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<Form locked={false} onSubmit={onSubmit} />);
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1.5');
    rerender(<Form locked onSubmit={onSubmit} />);
    rerender(<Form locked={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
