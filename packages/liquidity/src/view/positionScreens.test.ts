import { describe, expect, it, vi } from 'vitest';
import {
  type AccountPositions,
  positionAccessProps,
  positionDetailLabels,
  positionListRows,
  positionPlaceholderLabels,
  positionPriceRows,
  positionsLoadMore,
  positionsOverviewLabels,
  positionsPageView,
  positionsPromos,
  priceUpdatedProps,
  removeButtonLabel,
  removeLabels,
  removePositionAction,
} from './positionScreens';
import { position, t, USDC, WETH } from './positionScreens.testing';

const ready: AccountPositions = {
  status: 'ready',
  positions: [
    {
      position,
      token0: WETH,
      token1: USDC,
      pool: null,
      rangeStatus: undefined,
      invertedAtFirst: false,
    },
  ],
  total: 3,
};

describe('the position screens', () => {
  it("lists /pool's rows: link, add link, pair, fee, badge and '-' prices without a pool", () => {
    expect(positionListRows(t, { status: 'loading' }, 31337, 'en')).toEqual([]);
    expect(positionListRows(t, ready, 31337, 'en')).toEqual([
      {
        tokenId: '7',
        href: '/pool/7',
        // The chain's wrapped native token is added as the native coin.
        addHref: `/add/ETH/${USDC.address}`,
        pair: 'WETH / USDC',
        feeLabel: '0.3%',
        status: 'out-of-range',
        min: '-',
        max: '-',
      },
    ]);
  });

  it('offers Load more while the account holds more positions than are shown', () => {
    const onLoadMore = vi.fn();
    expect(positionsLoadMore(t, ready, onLoadMore)).toEqual({
      label: 'positions.loadMore',
      status: 'positions.shownOfTotal {"shown":1,"total":3}',
      onLoadMore,
    });
    expect(positionsLoadMore(t, { ...ready, total: 1 }, onLoadMore)).toBeUndefined();
    expect(positionsLoadMore(t, { status: 'disconnected' }, onLoadMore)).toBeUndefined();
  });

  it("writes the overview's, detail's and removal's texts", () => {
    const labels = positionsOverviewLabels(t, 2);
    expect(labels.yourPositions).toBe('positions.yourPositions {"count":2}');
    expect(labels.addLiquidityTo('WETH / USDC')).toBe(
      'positions.addLiquidityTo {"pair":"WETH / USDC"}',
    );
    expect(labels.status.closed).toBe('positions.inactive');
    expect(positionDetailLabels(t).artworkAlt).toBe('positions.artwork');
    expect(removeLabels(t).percentLabel).toBe('remove.percentLabel');
    const promos = positionsPromos(t, { learn: 'https://learn', topPools: 'https://pools' });
    expect(promos.map(({ id, href }) => [id, href])).toEqual([
      ['learn', 'https://learn'],
      ['top-pools', 'https://pools'],
    ]);
  });

  it("shows the detail's prices with their unit, '-' while unknown", () => {
    expect(positionPriceRows(t, undefined).min).toEqual({
      label: 'positions.minPrice',
      value: '-',
      unit: '',
    });
    const rows = positionPriceRows(t, {
      min: '1',
      max: '2',
      current: '1.5',
      unit: 'USDC per WETH',
    });
    expect(rows.current).toEqual({
      label: 'positions.currentPrice',
      value: '1.5',
      unit: 'USDC per WETH',
    });
  });

  it("names the removal's button, and shows Price updated only on a change", () => {
    expect(removeButtonLabel(t, 'inactive')).toBe('remove.inactive');
    expect(removeButtonLabel(t, 'enter-percent')).toBe('remove.enterPercent');
    expect(removeButtonLabel(t, 'remove')).toBe('remove.remove');
    const onAccept = vi.fn();
    expect(priceUpdatedProps(t, false, onAccept)).toEqual({});
    expect(priceUpdatedProps(t, true, onAccept)).toEqual({
      priceUpdated: { label: 'confirm.priceUpdated', acceptLabel: 'confirm.accept', onAccept },
    });
  });

  it('connects a wallet first, then opens the review only for Remove', () => {
    const on = { connect: vi.fn(), review: vi.fn() };
    expect(removePositionAction(t, 'connect', on)).toEqual({
      label: 'swap.connectWallet',
      disabled: false,
      onClick: on.connect,
    });
    expect(removePositionAction(t, 'remove', on)).toEqual({
      label: 'remove.remove',
      disabled: false,
      onClick: on.review,
    });
    expect(removePositionAction(t, 'not-manager', on).disabled).toBe(true);
    expect(positionPlaceholderLabels(t)).toEqual({
      loading: 'positions.loadingPosition',
      notFound: 'positions.notFound',
    });
  });

  it('lets the owner or operator manage the position, and names the owner to anyone else', () => {
    const onCollect = vi.fn();
    const input = {
      canManage: true,
      token0: WETH,
      token1: USDC,
      position,
      collect: 'idle' as const,
      canCollect: true,
      collectCost: 'cost',
      onCollect,
      owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      ownerExplorerUrl: 'https://explorer/address',
    };
    const manage = positionAccessProps(input);
    expect('manage' in manage && manage.manage).toMatchObject({
      removeHref: '/remove/7',
      collect: 'idle',
      collectCost: 'cost',
      onCollect,
    });
    const noFees = positionAccessProps({ ...input, canCollect: false, onCollect: undefined });
    expect(noFees).toEqual({
      manage: { addHref: expect.any(String), removeHref: '/remove/7', collect: 'idle' },
    });
    expect(positionAccessProps({ ...input, canManage: false })).toEqual({
      owner: { address: input.owner, explorerUrl: 'https://explorer/address' },
    });
    expect(
      positionAccessProps({
        ...input,
        canManage: false,
        owner: undefined,
        ownerExplorerUrl: undefined,
      }),
    ).toEqual({});
  });
});

describe('positionsPageView', () => {
  const page = () => ({
    urls: { learn: 'https://docs.example', topPools: 'https://info.example/pools' },
    onShowMore: vi.fn(),
    onHideClosed: vi.fn(),
    onConnect: vi.fn(),
  });

  it("gives /pool's rows, Load more, the toggle, the links and the count of rows shown", () => {
    const on = page();
    const reads = { positions: ready, chainId: 31337, hideClosed: false, locale: 'en' };
    const view = positionsPageView(t, reads, on);
    expect(view.state).toEqual({
      status: 'ready',
      positions: positionListRows(t, ready, 31337, 'en'),
    });
    expect(view.labels.yourPositions).toBe('positions.yourPositions {"count":1}');
    expect(view.links).toEqual({
      createPool: '/add/ETH',
      migrate: '/migrate/v2',
      v2Liquidity: '/pool/v2',
      learn: 'https://docs.example',
      newPosition: '/add/ETH',
    });
    expect(view.promos.map((promo) => promo.href)).toEqual([
      'https://docs.example',
      'https://info.example/pools',
    ]);
    view.loadMore?.onLoadMore();
    expect(on.onShowMore).toHaveBeenCalled();
    view.onToggleHideClosed();
    expect(on.onHideClosed).toHaveBeenCalledWith(true);
  });

  it('keeps the loading and disconnected states, with no Load more', () => {
    const reads = { chainId: 31337, hideClosed: true, locale: 'en' };
    const view = positionsPageView(t, { ...reads, positions: { status: 'disconnected' } }, page());
    expect(view.state).toEqual({ status: 'disconnected' });
    expect(view).not.toHaveProperty('loadMore');
    expect(view.hideClosed).toBe(true);
  });
});
