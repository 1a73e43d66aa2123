import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Swap</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Swap' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('blocks clicks and reports busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Approve
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Approve' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('blocks clicks when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Enter an amount
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enter an amount' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type="button" so it never submits a surrounding form by accident', () => {
    render(<Button>Max</Button>);
    expect(screen.getByRole('button', { name: 'Max' })).toHaveAttribute('type', 'button');
  });

  it('gives each variant its own class', () => {
    render(
      <>
        <Button variant="primary">a</Button>
        <Button variant="secondary">b</Button>
        <Button variant="outlined">c</Button>
        <Button variant="text">d</Button>
      </>,
    );
    const classes = screen.getAllByRole('button').map((button) => button.className);
    expect(new Set(classes).size).toBe(4);
  });
});
