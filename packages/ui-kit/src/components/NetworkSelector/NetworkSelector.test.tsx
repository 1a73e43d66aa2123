import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkSelector, type NetworkSelectorProps } from './NetworkSelector';
import { UnavailableOnNetwork } from './UnavailableOnNetwork';

const options = [
  { chainId: 1, name: 'Ethereum' },
  { chainId: 42161, name: 'Arbitrum One' },
  { chainId: 8453, name: 'Base' },
];

function Harness(props: Partial<NetworkSelectorProps> & { onSelect?: (id: number) => void }) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <>
      <NetworkSelector
        label="Network"
        options={options}
        activeChainId={1}
        {...props}
        open={open}
        onOpenChange={setOpen}
        onSelect={props.onSelect ?? (() => {})}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('NetworkSelector', () => {
  it('names the active network on its button and lists the offered ones, the active checked', async () => {
    render(<Harness activeChainId={42161} />);
    const button = screen.getByRole('button', { name: 'Network: Arbitrum One' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Ethereum', 'Arbitrum One✓', 'Base']);
    expect(screen.getByRole('menuitemradio', { name: /Arbitrum One/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // The checked network takes focus, so Enter alone keeps the choice.
    expect(screen.getByRole('menuitemradio', { name: /Arbitrum One/ })).toHaveFocus();
  });

  it('is used with the keyboard alone: open, move, pick; Escape closes and returns focus', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: 'Network: Ethereum' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Ethereum/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: /Base/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Ethereum/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(8453);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes without a pick when the active network is chosen again or the pointer goes elsewhere', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} open />);
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Ethereum/ }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Network: Ethereum' }));
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('while the wallet is asked, says so on that network and lets nothing else be picked', async () => {
    const onSelect = vi.fn();
    render(
      <Harness
        open
        onSelect={onSelect}
        switching={{ chainId: 8453, label: 'Confirm in your wallet…' }}
      />,
    );
    expect(screen.getByRole('menu')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('menuitemradio', { name: /Base/ })).toHaveTextContent(
      'Confirm in your wallet…',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Arbitrum One/ }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('announces why a switch did not happen', () => {
    render(<Harness open error="Your wallet did not switch to Base." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your wallet did not switch to Base.');
  });

  it('says a wallet is on an unsupported network instead of a name, and checks nothing', async () => {
    const onSelect = vi.fn();
    render(<Harness unsupportedLabel="Unsupported network" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Network: Unsupported network' }));
    for (const item of screen.getAllByRole('menuitemradio'))
      expect(item).toHaveAttribute('aria-checked', 'false');
    // Even the chain the app reads can be picked: that asks the wallet to come back.
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Ethereum/ }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('draws a known network’s own mark and an initial for one it has no drawing of', async () => {
    const { container } = render(
      <Harness open options={[...options, { chainId: 31339, name: 'devnet two' }]} />,
    );
    expect(container.querySelector('[data-chain-logo="42161"]')).not.toBeNull();
    const generic = container.querySelector('[data-chain-logo="generic"]');
    expect(generic).toHaveTextContent('D');
  });
});

describe('UnavailableOnNetwork', () => {
  it('says where the page exists and switches there on request', async () => {
    const onSwitch = vi.fn();
    render(
      <UnavailableOnNetwork
        title="Governance is not available on Base"
        body="It exists on Ethereum only."
        target={{ chainId: 1, name: 'Ethereum', label: 'Switch to Ethereum', onSwitch }}
      />,
    );
    expect(
      screen.getByRole('region', { name: 'Governance is not available on Base' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Ethereum' }));
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('waits while switching, announces a refusal, and offers no button without a target', () => {
    const { rerender } = render(
      <UnavailableOnNetwork
        title="t"
        body="b"
        switching
        error="Your wallet did not switch."
        target={{ chainId: 1, name: 'Ethereum', label: 'Switch to Ethereum', onSwitch: () => {} }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Switch to Ethereum' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Your wallet did not switch.');
    rerender(<UnavailableOnNetwork title="t" body="b" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
