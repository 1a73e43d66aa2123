import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { governanceModals } from '../governance';

// /vote's chunk "downloads" until the test lets it finish.
const download = vi.hoisted(() => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish: () => finish() };
});
vi.mock(import('../governance/VotePage'), async (importOriginal) => {
  await download.done;
  return importOriginal();
});

describe('a page loaded on demand', () => {
  it('/vote shows nothing at first, a loading spinner after 600 ms, then the page', async () => {
    await renderApp('/vote');
    const main = screen.getByRole('main');
    // A quick download never flashes a spinner; the header is there at once.
    expect(within(main).queryByRole('status')).toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();
    const loading = await within(main).findByRole('status', {}, { timeout: 2_000 });
    expect(loading.textContent).toBe('Loading…');
    download.finish();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uniswap Governance' }),
    ).toBeTruthy();
    expect(within(main).queryByText('Loading…')).toBeNull();
  });

  it('/claim opens the address-claim dialog, whose code loads on demand', async () => {
    await renderApp('/claim', { modals: governanceModals });
    const dialog = await screen.findByRole('dialog', { name: 'Claim UNI Token' });
    expect(await within(dialog).findByRole('textbox', { name: 'Recipient' })).toBeTruthy();
    expect(within(dialog).getByText(/Enter an address to trigger a UNI claim/)).toBeTruthy();
  });
});
