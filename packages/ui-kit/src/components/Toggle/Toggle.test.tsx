import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Toggle } from './Toggle';

function ExpertMode() {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      aria-label="Expert Mode"
      isActive={on}
      onToggle={() => setOn(!on)}
      activeText="On"
      inactiveText="Off"
    />
  );
}

describe('Toggle', () => {
  it('is a switch that flips its checked state when pressed', async () => {
    render(<ExpertMode />);
    const toggle = screen.getByRole('switch', { name: 'Expert Mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveTextContent('OnOff');
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });
});
