import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpertModeDialog } from './ExpertModeDialog';
import { expertLabels, settingsProps } from './fixtures.testing';
import { SwapSettings } from './SwapSettings';

describe('SwapSettings', () => {
  it('marks the stored preset, picks another and types a custom tolerance', async () => {
    const onPreset = vi.fn();
    const onCustomSlippageChange = vi.fn();
    render(
      <SwapSettings
        {...settingsProps}
        onPreset={onPreset}
        onCustomSlippageChange={onCustomSlippageChange}
      />,
    );
    expect(screen.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1%' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '1%' }));
    expect(onPreset).toHaveBeenCalledWith(100);
    await userEvent.type(screen.getByLabelText('Custom slippage (%)'), '2');
    expect(onCustomSlippageChange).toHaveBeenCalledWith('2');
  });

  it('shows the slippage message and flags an invalid one', () => {
    render(
      <SwapSettings
        {...settingsProps}
        customSlippage="60"
        slippageMessage={{ text: 'Enter a valid slippage percentage', tone: 'danger' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Enter a valid slippage percentage');
    expect(screen.getByLabelText('Custom slippage (%)')).toHaveAttribute('aria-invalid', 'true');
    // A typed custom value replaces the presets.
    expect(screen.getByRole('button', { name: '0.5%' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('edits the deadline in minutes and toggles the interface settings', async () => {
    const onDeadlineChange = vi.fn();
    const onExpertModeToggle = vi.fn();
    const onSingleHopToggle = vi.fn();
    render(
      <SwapSettings
        {...settingsProps}
        deadlineInvalid
        onDeadlineChange={onDeadlineChange}
        onExpertModeToggle={onExpertModeToggle}
        onSingleHopToggle={onSingleHopToggle}
      />,
    );
    const deadline = screen.getByLabelText('Transaction deadline');
    expect(deadline).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(deadline, '5');
    expect(onDeadlineChange).toHaveBeenCalledWith('205');
    await userEvent.click(screen.getByRole('switch', { name: 'Toggle Expert Mode' }));
    expect(onExpertModeToggle).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('switch', { name: 'Disable Multihops' }));
    expect(onSingleHopToggle).toHaveBeenCalledOnce();
  });

  it('says why a deadline beyond the cap is not used, tied to the field', () => {
    const message = 'The transaction deadline can be at most 4320 minutes (3 days).';
    render(
      <SwapSettings
        {...settingsProps}
        deadlineMinutes="10000"
        deadlineInvalid
        deadlineMessage={message}
      />,
    );
    const deadline = screen.getByLabelText('Transaction deadline');
    expect(deadline).toHaveAttribute('aria-invalid', 'true');
    expect(deadline).toHaveAccessibleDescription(message);
  });
});

describe('ExpertModeDialog', () => {
  it('turns expert mode on only after the word "confirm" is typed', async () => {
    const onConfirm = vi.fn();
    render(
      <ExpertModeDialog isOpen onDismiss={() => {}} onConfirm={onConfirm} labels={expertLabels} />,
    );
    const turnOn = screen.getByRole('button', { name: 'Turn On Expert Mode' });
    expect(turnOn).toBeDisabled();
    await userEvent.type(screen.getByLabelText(expertLabels.prompt), 'confirn');
    expect(turnOn).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(expertLabels.prompt));
    await userEvent.type(screen.getByLabelText(expertLabels.prompt), 'confirm');
    await userEvent.click(turnOn);
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
