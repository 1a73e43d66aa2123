import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, CopyButton } from './CopyButton';

const ADDRESS = '0x7F367cC41522cE07553e823bf3be79A889DEbe1B';

describe('CopyButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the text through the injected writer and confirms for 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async (_text: string) => {});
    render(
      <CopyButton text={ADDRESS} writeText={writeText} label="Copy Address" copiedLabel="Copied" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    expect(COPY_CONFIRMATION_MS).toBe(500);
    // Let React run the effect that starts the confirmation timer.
    await act(async () => {});
    act(() => {
      vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 50);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
  });

  it('reports a failed write and shows no confirmation', async () => {
    const failure = new Error('denied');
    const onError = vi.fn();
    render(
      <CopyButton
        text={ADDRESS}
        writeText={() => Promise.reject(failure)}
        label="Copy Address"
        copiedLabel="Copied"
        onError={onError}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });
});
