import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkCostLabels } from '../../ConfirmSwap/fixtures.testing';
import {
  detail,
  overviewLabels,
  overviewLinks,
  positions,
  promos,
  renderLink,
} from './fixtures.testing';
import { PositionDetail } from './PositionDetail';
import { PositionPlaceholder } from './PositionPlaceholder';
import {
  POSITION_SKELETON_COUNT,
  PositionsOverview,
  type PositionsOverviewProps,
} from './PositionsOverview';

const overview = (props: Partial<PositionsOverviewProps>) => (
  <PositionsOverview
    state={{ status: 'ready', positions }}
    hideClosed={false}
    onToggleHideClosed={() => {}}
    onConnect={() => {}}
    links={overviewLinks}
    promos={promos}
    labels={overviewLabels}
    renderLink={renderLink}
    {...props}
  />
);

describe('PositionsOverview', () => {
  it('offers Load more under a partial list: a named button, the count as a status, focus on the first new position', async () => {
    const user = userEvent.setup();
    const [first, second, third] = positions as [
      (typeof positions)[number],
      (typeof positions)[number],
      (typeof positions)[number],
    ];
    const onLoadMore = vi.fn();
    const { rerender } = render(
      overview({
        state: { status: 'ready', positions: [first] },
        loadMore: { label: 'Load more positions', status: 'Showing 1 of 3 positions', onLoadMore },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 positions');
    const button = screen.getByRole('button', { name: 'Load more positions' });
    await user.click(button);
    expect(onLoadMore).toHaveBeenCalledOnce();
    // The list may show as loading meanwhile; then the next page arrives and is the last one: the
    // control goes, focus lands on the first new row.
    rerender(overview({ state: { status: 'loading' } }));
    rerender(overview({ state: { status: 'ready', positions: [first, second, third] } }));
    expect(screen.queryByRole('button', { name: 'Load more positions' })).toBeNull();
    expect(document.activeElement).toHaveAttribute('href', `/pool/${second.tokenId}`);
  });

  it('shows no Load more when every position is shown', () => {
    render(overview({}));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('links each position to /pool/{tokenId} with pair, fee, range and badge', () => {
    render(overview({}));
    const list = screen.getByRole('list', { name: '' });
    const links = within(list)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/pool/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/pool/9',
      '/pool/10',
      '/pool/11',
    ]);
    expect(links[0]).toHaveTextContent('WETH / USDC');
    expect(links[0]).toHaveTextContent('0.3%');
    expect(links[0]).toHaveTextContent('1,773 USDC per WETH');
    expect(within(links[0] as HTMLElement).getByText('In range')).toBeInTheDocument();
    expect(within(links[1] as HTMLElement).getByText('Out of range')).toBeInTheDocument();
    expect(within(links[2] as HTMLElement).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ New Position' })).toHaveAttribute(
      'href',
      '/add/ETH',
    );
    expect(screen.getByRole('link', { name: 'Looking for V2 liquidity?' })).toHaveAttribute(
      'href',
      '/pool/v2',
    );
  });

  it('links each position to /add/{a}/{b} for its pair, named after the pair', () => {
    render(overview({}));
    const addLinks = screen.getAllByRole('link', { name: /^Add liquidity to / });
    expect(addLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/add/ETH/0xUSDC',
      '/add/ETH/0xUSDC',
      '/add/ETH/0xDAI',
    ]);
    expect(addLinks[2]).toHaveAccessibleName('Add liquidity to WETH / DAI');
    // What a sighted user reads on the link.
    expect(within(addLinks[2] as HTMLElement).getByText('Add liquidity')).toBeVisible();
    // The add link sits beside the position's link, not inside it.
    for (const link of addLinks) expect(link.parentElement?.closest('a')).toBeNull();
  });

  it('shows the promo cards with their external links, whatever the account state', () => {
    for (const state of [
      { status: 'disconnected' },
      { status: 'loading' },
      { status: 'ready', positions },
    ] as const) {
      const { unmount } = render(overview({ state }));
      const group = screen.getByRole('list', { name: 'Learn more' });
      const cards = within(group).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(
        within(cards[0] as HTMLElement).getByRole('heading', {
          name: 'Learn about providing liquidity',
        }),
      ).toBeInTheDocument();
      expect(within(group).getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
        'href',
        'https://docs.uniswap.org/',
      );
      expect(within(group).getByRole('link', { name: /Explore pools/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      unmount();
    }
  });

  it('leaves the promo group out when there are no cards', () => {
    render(overview({ promos: [] }));
    expect(screen.queryByRole('list', { name: 'Learn more' })).toBeNull();
  });

  it('hides closed positions on request', async () => {
    const onToggle = vi.fn();
    const { rerender } = render(overview({ onToggleHideClosed: onToggle }));
    await userEvent.click(screen.getByRole('button', { name: 'Hide closed positions' }));
    expect(onToggle).toHaveBeenCalledOnce();
    rerender(overview({ hideClosed: true }));
    expect(screen.queryByText('WETH / DAI')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show closed positions' })).toBeInTheDocument();
  });

  it('shows 12 placeholders while loading, announced as loading', () => {
    render(overview({ state: { status: 'loading' } }));
    expect(screen.getByRole('status', { name: 'Loading positions' })).toBeInTheDocument();
    expect(screen.getAllByTestId('position-skeleton')).toHaveLength(POSITION_SKELETON_COUNT);
    expect(POSITION_SKELETON_COUNT).toBe(12);
  });

  it('asks a visitor without a wallet to connect', async () => {
    const onConnect = vi.fn();
    render(overview({ state: { status: 'disconnected' }, onConnect }));
    expect(screen.getByText('Connect to a wallet to view your liquidity.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }));
    expect(onConnect).toHaveBeenCalledOnce();
  });

  it("says 'No liquidity found.' without positions", () => {
    render(overview({ state: { status: 'ready', positions: [] } }));
    expect(screen.getByText('No liquidity found.')).toBeInTheDocument();
  });

  it('opens the More menu with its four destinations and closes it with Escape', async () => {
    render(overview({}));
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Create a pool' })).toHaveAttribute('href', '/add/ETH');
    expect(screen.getByRole('link', { name: 'Migrate' })).toHaveAttribute('href', '/migrate/v2');
    expect(screen.getByRole('link', { name: 'V2 liquidity' })).toHaveAttribute('href', '/pool/v2');
    expect(screen.getByRole('link', { name: /Learn/ })).toHaveAttribute(
      'href',
      'https://docs.uniswap.org/',
    );
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});

describe('PositionDetail', () => {
  it('gives the owner Add, Remove and Collect fees', async () => {
    const onCollect = vi.fn();
    render(
      <PositionDetail
        {...detail}
        manage={{ ...(detail.manage as NonNullable<typeof detail.manage>), onCollect }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('WETH / USDC');
    expect(screen.getByRole('link', { name: 'Add Liquidity' })).toHaveAttribute(
      'href',
      '/increase/ETH/0xUSDC/3000/9',
    );
    expect(screen.getByRole('link', { name: 'Remove Liquidity' })).toHaveAttribute(
      'href',
      '/remove/9',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Collect fees' }));
    expect(onCollect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('link', { name: 'Owner' })).toBeNull();
  });

  it('shows Collecting (busy) and Collected, neither clickable', () => {
    const manage = detail.manage as NonNullable<typeof detail.manage>;
    const { rerender } = render(
      <PositionDetail {...detail} manage={{ ...manage, collect: 'collecting' }} />,
    );
    expect(screen.getByRole('button', { name: 'Collecting' })).toBeDisabled();
    rerender(<PositionDetail {...detail} manage={{ ...manage, collect: 'collected' }} />);
    expect(screen.getByRole('button', { name: 'Collected' })).toBeDisabled();
  });

  it('gives anyone else only the Owner explorer link', () => {
    render(
      <PositionDetail
        {...detail}
        manage={undefined}
        owner={{
          address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          explorerUrl: 'https://etherscan.io/address/0x1',
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /Owner/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/address/0x1',
    );
    expect(screen.queryByRole('link', { name: 'Add Liquidity' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Remove Liquidity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Collect fees' })).toBeNull();
  });

  it('shows the artwork only as an <img>, else a placeholder', () => {
    const { rerender, container } = render(<PositionDetail {...detail} />);
    expect(screen.getByRole('img', { name: 'Position artwork' }).tagName).toBe('IMG');
    rerender(<PositionDetail {...detail} artworkSrc={undefined} />);
    expect(screen.getByRole('img', { name: 'Position artwork' }).tagName).toBe('DIV');
    expect(screen.getByText('No artwork')).toBeInTheDocument();
    expect(container.querySelector('svg image, iframe, object, embed')).toBeNull();
  });

  it('shows values, amounts and prices, and toggles the price direction', async () => {
    const onInvert = vi.fn();
    render(<PositionDetail {...detail} prices={{ ...detail.prices, onInvert }} />);
    expect(screen.getByText('$99,812.41')).toBeInTheDocument();
    expect(screen.getByText('$360.12')).toBeInTheDocument();
    expect(screen.getByText('49,870.2')).toBeInTheDocument();
    expect(screen.getByText('Min price')).toBeInTheDocument();
    expect(screen.getByText('Current price')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Show prices in' });
    await userEvent.click(toggle);
    expect(onInvert).toHaveBeenCalledOnce();
  });
});

describe('PositionDetail without a block explorer', () => {
  it('names the owner as text for a viewer who cannot manage it', () => {
    render(
      <PositionDetail
        {...detail}
        manage={undefined}
        owner={{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }}
      />,
    );
    expect(screen.getByText('Owner: 0xf39F...2266')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Owner/ })).toBeNull();
  });
});

describe('PositionDetail collect cost', () => {
  it('shows what collecting costs under the unclaimed fees, for whoever can collect', () => {
    const manage = detail.manage as NonNullable<typeof detail.manage>;
    const { rerender } = render(
      <PositionDetail
        {...detail}
        manage={{
          ...manage,
          collectCost: {
            state: { status: 'ready', native: '0.0003 ETH', usd: '$0.60' },
            labels: networkCostLabels,
          },
        }}
      />,
    );
    const cost = screen.getByText('Network cost').closest('div') as HTMLElement;
    expect(cost).toHaveTextContent('Network cost0.0003 ETH ($0.60)');
    rerender(<PositionDetail {...detail} manage={manage} />);
    expect(screen.queryByText('Network cost')).toBeNull();
  });
});

describe('PositionPlaceholder', () => {
  const labels = { loading: 'Loading position', notFound: 'This position does not exist.' };
  it('shows a status while the position loads, and says when there is none', () => {
    const { rerender } = render(
      <PositionPlaceholder back={<a href="/pool">Back</a>} status="loading" labels={labels} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading position');
    rerender(
      <PositionPlaceholder back={<a href="/pool">Back</a>} status="not-found" labels={labels} />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('This position does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
  });
});
