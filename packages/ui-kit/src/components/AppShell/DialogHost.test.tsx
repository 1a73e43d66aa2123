import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DialogHost } from './DialogHost';

const errorLabels = {
  title: 'Something went wrong',
  message: 'Broke',
  retry: 'Try again',
  close: 'Close',
};

describe('DialogHost', () => {
  it('draws the renderer, the coming-soon dialog without one, or nothing', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <DialogHost
        openId="wallet"
        render={() => <p>Wallet dialog</p>}
        onClose={onClose}
        errorLabels={errorLabels}
      />,
    );
    expect(screen.getByText('Wallet dialog')).toBeTruthy();
    rerender(
      <DialogHost
        openId="vote"
        comingSoon={{ title: 'Vote', body: 'Vote is coming soon.', closeLabel: 'Close' }}
        onClose={onClose}
        errorLabels={errorLabels}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<DialogHost openId={null} onClose={onClose} errorLabels={errorLabels} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a renderer that throws inside its own error dialog', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <DialogHost
        openId="wallet"
        render={() => {
          throw new Error('invalid BigNumber value');
        }}
        onClose={() => {}}
        errorLabels={errorLabels}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Something went wrong' }).textContent).toContain(
      'invalid BigNumber value',
    );
    vi.restoreAllMocks();
  });
});
