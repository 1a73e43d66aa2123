import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { flowProps, unlistedToken } from './manageFixtures.testing';
import {
  TokenSelectFlow,
  type TokenSelectFlowProps,
  type TokenSelectFlowView,
} from './TokenSelectFlow';

type Props = TokenSelectFlowProps<{ readonly address: string }>;

function Flow(props: Partial<Props>) {
  const [view, setView] = useState<Props['view']>(props.view ?? { kind: 'search' });
  return <TokenSelectFlow {...flowProps} {...props} view={view} onViewChange={setView} />;
}

describe('TokenSelectFlow', () => {
  it('chooses a row and closes', async () => {
    const onSelect = vi.fn();
    const onDismiss = vi.fn();
    render(<Flow onSelect={onSelect} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByText('USD Coin'));
    expect(onSelect).toHaveBeenCalledWith('0x1');
    expect(onDismiss).toHaveBeenCalled();
  });

  it('imports an unlisted token from the search, then selects it', async () => {
    const onSelect = vi.fn();
    const onImportToken = vi.fn();
    render(
      <Flow
        onSelect={onSelect}
        onImportToken={onImportToken}
        search={{
          ...flowProps.search,
          rows: [
            {
              id: unlistedToken.address,
              symbol: 'NOLIST',
              name: 'Not Listed',
              importLabel: 'Import',
            },
          ],
          unlisted: { address: unlistedToken.address, token: unlistedToken },
        }}
      />,
    );
    await userEvent.click(screen.getByText('Not Listed'));
    expect(screen.getByRole('dialog', { name: 'Import a token' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImportToken).toHaveBeenCalledWith(unlistedToken);
    expect(onSelect).toHaveBeenCalledWith(unlistedToken.address);
  });

  it('does nothing for an unlisted token that cannot be imported', async () => {
    const onSelect = vi.fn();
    render(
      <Flow
        onSelect={onSelect}
        search={{
          ...flowProps.search,
          rows: [
            {
              id: unlistedToken.address,
              symbol: 'BAD',
              name: 'Bad',
              unusableReason: '255 decimals',
            },
          ],
          unlisted: { address: unlistedToken.address, token: null },
        }}
      />,
    );
    await userEvent.click(screen.getByText('BAD'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Select a token' })).toBeTruthy();
  });

  it('says a typed list location is invalid, a host is blocked, and opens a fetched list for import', async () => {
    const onImportList = vi.fn(() => Promise.resolve(null));
    let hostError: string | null = 'Lists from evil.test cannot be fetched';
    render(
      <Flow
        view={{ kind: 'manage' }}
        onImportList={onImportList}
        manage={{ ...flowProps.manage, listHostError: () => hostError }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Add list' });
    await userEvent.type(input, 'ftp://x');
    expect(screen.getByText('Enter valid list location')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://evil.test/list.json');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Lists from evil.test cannot be fetched')).toBeTruthy();
    hostError = null;
    await userEvent.type(input, '{Backspace}n');
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('dialog', { name: 'Import List' })).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImportList).toHaveBeenCalledWith('https://evil.test/list.json');
    expect(await screen.findByRole('dialog', { name: 'Manage' })).toBeTruthy();
  });

  it('shows a failed list import and stays', async () => {
    const view: TokenSelectFlowView<{ readonly address: string }> = {
      kind: 'importList',
      url: 'https://lists.test/new.json',
      list: { name: 'New List', url: 'https://lists.test/new.json', tokenCount: '3 tokens' },
    };
    render(<Flow view={view} onImportList={() => Promise.resolve('Error importing list')} />);
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Error importing list')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Import List' })).toBeTruthy();
  });
});
