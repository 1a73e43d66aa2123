import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { AddressInput } from './AddressInput';

function Recipient({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <AddressInput
      label="Recipient"
      placeholder="Wallet Address or ENS name"
      value={value}
      onChange={setValue}
      invalid={invalid}
      accessory={<ExternalLink href="https://etherscan.io">View on Etherscan</ExternalLink>}
    />
  );
}

describe('AddressInput', () => {
  it('is labelled, trims pasted whitespace and shows its accessory', async () => {
    render(<Recipient />);
    const input = screen.getByRole('textbox', { name: 'Recipient' });
    expect(input).toHaveAttribute('placeholder', 'Wallet Address or ENS name');
    await userEvent.click(input);
    await userEvent.paste('  vitalik.eth  ');
    expect(input).toHaveValue('vitalik.eth');
    expect(screen.getByRole('link', { name: 'View on Etherscan' })).toBeInTheDocument();
  });

  it('marks itself invalid for assistive technology', () => {
    render(<Recipient invalid />);
    expect(screen.getByRole('textbox', { name: 'Recipient' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
