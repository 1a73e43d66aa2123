import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, renderApp } from '../../test/renderApp';

// The /vote page throws while `broken` is set, the way a page fed a malformed chain answer would.
const page = vi.hoisted(() => ({ broken: true }));
vi.mock(import('../governance'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    VotePage: () => {
      if (page.broken) throw new Error('could not decode result data');
      return <original.VotePage />;
    },
  };
});

beforeEach(() => {
  page.broken = true;
  // React reports the caught error on the console (the app's root sends it to the reporter).
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const recoveryView = () => screen.findByRole('region', { name: 'Something went wrong' });

describe('a route that throws while rendering', () => {
  it('shows the recovery view in place of the page; the header keeps working', async () => {
    await renderApp('/vote');
    const view = await recoveryView();
    expect(within(view).getByRole('heading', { level: 1 }).textContent).toBe(
      'Something went wrong',
    );
    expect(view.textContent).toContain('The rest of the app still works.');
    expect(view.textContent).toContain('could not decode result data');
    expect(within(view).getByRole('link', { name: 'Back to Swap' }).getAttribute('href')).toBe(
      '/swap',
    );
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect to a wallet' })).toBeTruthy();
  });

  it('"Try again" renders the page anew once it can render', async () => {
    await renderApp('/vote');
    const view = await recoveryView();
    await userEvent.click(within(view).getByRole('button', { name: 'Try again' }));
    expect(await recoveryView()).toBeTruthy();
    page.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uniswap Governance' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Something went wrong' })).toBeNull();
  });

  it('the way back leads to a working swap page, and navigating back starts afresh', async () => {
    await renderApp('/vote');
    await userEvent.click(within(await recoveryView()).getByRole('link', { name: 'Back to Swap' }));
    expect(currentPath()).toBe('/swap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Swap' })).toBeTruthy();
    page.broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Vote' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uniswap Governance' }),
    ).toBeTruthy();
  });
});
