import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusBanner } from './StatusBanner';

describe('StatusBanner', () => {
  it('is a polite status region with its title and explanation as text', () => {
    render(
      <StatusBanner title="Can't reach the network node.">
        {'Retrying… <b>not markup</b>'}
      </StatusBanner>,
    );
    const banner = screen.getByRole('status');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toHaveTextContent("Can't reach the network node.");
    expect(banner).toHaveTextContent('Retrying… <b>not markup</b>');
    expect(banner.querySelector('b')).toBeNull();
  });

  it('has no close button unless dismissible, and its close button calls onDismiss', () => {
    const { rerender } = render(<StatusBanner title="Check the address." />);
    expect(screen.queryByRole('button')).toBeNull();
    const onDismiss = vi.fn();
    rerender(
      <StatusBanner title="Check the address." onDismiss={onDismiss} dismissLabel="Dismiss" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
