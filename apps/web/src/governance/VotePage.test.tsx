import {
  LogScanError,
  type Proposal,
  ProposalStatus,
  type ProposalsView,
  toProposal,
} from '@dex/governance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrimitiveAtom, WritableAtom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

// The page over a proposal list the test sets, and a Retry the test counts.
const page = vi.hoisted(() => ({
  view: undefined as unknown as PrimitiveAtom<ProposalsView>,
  bravoView: undefined as unknown as PrimitiveAtom<ProposalsView>,
  retry: undefined as unknown as WritableAtom<null, [], void>,
  retries: 0,
  loadMore: undefined as unknown as WritableAtom<null, [], void>,
  pagesAsked: 0,
}));
vi.mock(import('./proposalAtoms'), async (importOriginal) => {
  const original = await importOriginal();
  const { atom } = await import('jotai');
  page.view = atom<ProposalsView>({ status: 'loading' });
  // No GovernorBravo unless a test says so.
  page.bravoView = atom<ProposalsView>({ status: 'unsupported' });
  page.retry = atom(null, () => {
    page.retries++;
  });
  page.loadMore = atom(null, () => {
    page.pagesAsked++;
  });
  return {
    ...original,
    alphaProposalAtoms: {
      ...original.alphaProposalAtoms,
      proposalsAtom: page.view,
      loadMoreProposalsAtom: page.loadMore,
      retryProposalScanAtom: page.retry,
    },
    bravoProposalAtoms: { ...original.bravoProposalAtoms, proposalsAtom: page.bravoView },
  };
});

afterEach(() => {
  page.retries = 0;
  page.pagesAsked = 0;
});

const votes = {
  proposer: '0x0000000000000000000000000000000000000001',
  forVotes: 0n,
  againstVotes: 0n,
  startBlock: 10,
  endBlock: 20,
};

/** Proposal 2 with its creation log, proposal 3 without (its log is not in). */
function proposals(): Proposal[] {
  const withText = toProposal(2, votes, ProposalStatus.Executed, {
    id: 2,
    proposer: votes.proposer,
    targets: [],
    signatures: [],
    calldatas: [],
    startBlock: 10,
    endBlock: 20,
    description: '# Fund the grants program\nDetails.',
    blockNumber: 9,
  });
  return [toProposal(3, votes, ProposalStatus.Active, undefined), withText];
}

const refusal = new LogScanError('refused', 20_000_000, 20_000_000, {
  code: -32047,
  message: 'Exceeded max range limit for eth_getLogs: 50',
});

describe('/vote when the proposal history cannot be read', () => {
  it("shows the provider's refusal with Retry above the proposals it has, not a spinner", async () => {
    await import('./proposalAtoms'); // the page's atoms, as mocked above
    const { store } = await renderApp('/vote');
    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: refusal });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your network provider refused the governance history: Exceeded max range limit for eth_getLogs: 50',
    );
    expect(screen.queryByText('Loading proposals…')).toBeNull();
    // What it has stays listed: the proposal without its text by number and state.
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/vote/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/vote/3', '/vote/2']);
    expect(within(links[0] as HTMLElement).getByText('Loading description…')).toBeTruthy();
    expect(within(links[0] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(links[1] as HTMLElement).getByText('Fund the grants program')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(page.retries).toBe(1);
  });

  it("shows no error while all is well, and the refusal in the reader's language", async () => {
    await import('./proposalAtoms');
    const { store } = await renderApp('/vote?lng=de');
    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: undefined });
    expect(await screen.findByText('Beschreibung wird geladen…')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: refusal });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dein Netzwerkanbieter hat den Governance-Verlauf verweigert: Exceeded max range limit for eth_getLogs: 50',
    );
  });
});

describe('/vote with older proposals left', () => {
  it('offers the next page, and asks for it when pressed; none when all are shown', async () => {
    await import('./proposalAtoms');
    const { store } = await renderApp('/vote');
    store.set(page.view, {
      status: 'ready',
      proposals: proposals(),
      scanError: undefined,
      hasMore: true,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more proposals' }));
    expect(page.pagesAsked).toBe(1);

    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: undefined });
    await screen.findByText('Fund the grants program');
    expect(screen.queryByRole('button', { name: 'Load more proposals' })).toBeNull();
  });
});

describe('/vote with a GovernorBravo', () => {
  it("lists Bravo's proposals first, newest first, linking to /vote/bravo/{id}, then Alpha's", async () => {
    await import('./proposalAtoms');
    const { store } = await renderApp('/vote');
    const bravo = [
      toProposal(16, { ...votes, abstainVotes: 3n }, ProposalStatus.Active, {
        id: 16,
        proposer: votes.proposer,
        targets: [],
        signatures: [],
        calldatas: [],
        startBlock: 10,
        endBlock: 20,
        description: '# Adopt the delegate code of conduct',
        blockNumber: 9,
      }),
      toProposal(10, votes, ProposalStatus.Expired, undefined),
    ];
    store.set(page.bravoView, { status: 'ready', proposals: bravo, scanError: undefined });
    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: undefined });
    expect(await screen.findByText('Adopt the delegate code of conduct')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Governor Bravo proposals', 'Governor Alpha proposals (until 2021)']);
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/vote/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/vote/bravo/16',
      '/vote/bravo/10',
      '/vote/3',
      '/vote/2',
    ]);
    expect(within(links[1] as HTMLElement).getByText('Expired')).toBeTruthy();
  });

  it('shows the loading state per governor: Alpha listed while Bravo still loads', async () => {
    await import('./proposalAtoms');
    const { store } = await renderApp('/vote?lng=de');
    store.set(page.bravoView, { status: 'loading' });
    store.set(page.view, { status: 'ready', proposals: proposals(), scanError: undefined });
    expect(await screen.findByText('Vorschläge an Governor Bravo')).toBeTruthy();
    expect(screen.getByText('Vorschläge werden geladen…')).toBeTruthy();
    expect(screen.getByText('Vorschläge an Governor Alpha (bis 2021)')).toBeTruthy();
  });
});
