import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImportListDialog, ImportTokenDialog } from './ImportDialogs';
import { ManageDialog } from './ManageDialog';
import { importListLabels, importTokenLabels, manageProps } from './manageFixtures.testing';

describe('ManageDialog', () => {
  it('lists the lists with their state, toggles and updates them', async () => {
    const onToggleList = vi.fn();
    const onUpdateList = vi.fn();
    render(
      <ManageDialog {...manageProps} onToggleList={onToggleList} onUpdateList={onUpdateList} />,
    );
    expect(screen.getByRole('tab', { name: 'Lists' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('12 tokens · v1.0.0')).toBeInTheDocument();
    // Untrusted names stay text.
    expect(
      screen.getByText('<b>Hostile</b> list name that goes on and on and on'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Failed to download list/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Devnet Tokens' }));
    expect(onToggleList).toHaveBeenCalledWith('https://lists.test/devnet.json');
    await userEvent.click(screen.getByRole('button', { name: 'Update list' }));
    expect(onUpdateList).toHaveBeenCalledWith('https://lists.test/devnet.json');
  });

  it('removes a list only after the word REMOVE is typed', async () => {
    const onRemoveList = vi.fn();
    render(<ManageDialog {...manageProps} onRemoveList={onRemoveList} />);
    const row = screen.getByText('Devnet Tokens').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const confirm = within(row).getByRole('button', { name: 'Remove' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(row).getByLabelText(/REMOVE/), 'REMOVE');
    await userEvent.click(confirm);
    expect(onRemoveList).toHaveBeenCalledWith('https://lists.test/devnet.json');
  });

  it('shows the add-list error and submits a list location with Enter', async () => {
    const onListImport = vi.fn();
    const { rerender } = render(
      <ManageDialog
        {...manageProps}
        listInput="ftp://x"
        listInputError="Enter valid list location"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter valid list location');
    rerender(
      <ManageDialog
        {...manageProps}
        listInput="https://lists.test/new.json"
        onListImport={onListImport}
      />,
    );
    await userEvent.type(screen.getByLabelText('Add list'), '{Enter}');
    expect(onListImport).toHaveBeenCalled();
  });

  it('has the custom tokens with "Clear all" and the tip on the Tokens tab', async () => {
    const onClearTokens = vi.fn();
    const onRemoveToken = vi.fn();
    render(
      <ManageDialog
        {...manageProps}
        tab="tokens"
        tokenInput="0x12"
        tokenInputError="Enter valid token address"
        onClearTokens={onClearTokens}
        onRemoveToken={onRemoveToken}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter valid token address');
    expect(
      screen.getByText('Tip: Custom tokens are stored locally in your browser'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove NEW' }));
    expect(onRemoveToken).toHaveBeenCalledWith('0xE6E340D132b5f46d1e472DebcD681B2aBc16e57E');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearTokens).toHaveBeenCalled();
  });
});

describe('ManageDialog with long symbols', () => {
  const LONG = 'VERYLONGSYMBOLNAME12345';
  const SHORT = 'VERY...12345';

  it('shortens the custom tokens and the "Import {symbol}" button of a typed address', async () => {
    const onImport = vi.fn();
    const onRemoveToken = vi.fn();
    render(
      <ManageDialog
        {...manageProps}
        tab="tokens"
        tokenInput="0x71C7656EC7ab88b098defB751B7401B5f6d8976F"
        foundToken={{ symbol: LONG, onImport }}
        customTokens={[
          { address: '0x09635F643e140090A9A8Dcd712eD6285858ceBef', symbol: LONG, name: 'Long' },
        ]}
        onRemoveToken={onRemoveToken}
      />,
    );
    expect(screen.queryByText(new RegExp(LONG))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Import ${SHORT}` }));
    expect(onImport).toHaveBeenCalledTimes(1);
    const row = screen.getByText(SHORT).closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: `Remove ${SHORT}` }));
    expect(onRemoveToken).toHaveBeenCalledWith('0x09635F643e140090A9A8Dcd712eD6285858ceBef');
  });

  it('has no import button without a found token', () => {
    render(<ManageDialog {...manageProps} tab="tokens" />);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});

describe('ImportTokenDialog', () => {
  const renderImport = (
    token: Partial<Parameters<typeof ImportTokenDialog>[0]['tokens'][number]> = {},
  ) => {
    const onImport = vi.fn();
    render(
      <ImportTokenDialog
        isOpen
        onDismiss={() => {}}
        onImport={onImport}
        tokens={[
          {
            address: '0x09635F643e140090A9A8Dcd712eD6285858ceBef',
            symbol: 'NOLIST',
            name: 'Not Listed',
            source: 'Unknown Source',
            ...token,
          },
        ]}
        labels={importTokenLabels}
      />,
    );
    return onImport;
  };

  it('warns, shows the address and source, and imports', async () => {
    const onImport = renderImport();
    expect(screen.getByRole('alert')).toHaveTextContent("doesn't appear on the active token list");
    expect(screen.getByText('Unknown Source')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Back/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalled();
  });

  it('shows a symbol over 20 characters shortened, beside the full address', () => {
    renderImport({ symbol: 'VERYLONGSYMBOLNAME12345' });
    expect(screen.getByText('VERY...12345')).toBeInTheDocument();
    expect(screen.queryByText('VERYLONGSYMBOLNAME12345')).toBeNull();
    expect(screen.getByText('0x09635F643e140090A9A8Dcd712eD6285858ceBef')).toBeInTheDocument();
  });

  it('refuses to import a token that can never be traded, and says why', async () => {
    const reason = 'This token cannot be used: it declares 255 decimals.';
    const onImport = renderImport({ unusableReason: reason });
    expect(screen.getByText(reason)).toHaveAttribute('role', 'alert');
    const button = screen.getByRole('button', { name: 'Import' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onImport).not.toHaveBeenCalled();
  });
});

describe('ImportListDialog', () => {
  it('imports only after "I understand" is ticked', async () => {
    const onImport = vi.fn();
    render(
      <ImportListDialog
        isOpen
        onDismiss={() => {}}
        onBack={() => {}}
        onImport={onImport}
        importing={false}
        list={{
          name: 'Devnet Tokens',
          url: 'https://lists.test/new.json',
          tokenCount: '12 tokens',
        }}
        labels={importListLabels}
      />,
    );
    const button = screen.getByRole('button', { name: 'Import' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('may not be able to sell it back');
    await userEvent.click(screen.getByLabelText('I understand'));
    await userEvent.click(button);
    expect(onImport).toHaveBeenCalled();
  });
});
