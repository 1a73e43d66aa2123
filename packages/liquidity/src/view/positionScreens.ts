// What the position screens (/pool, /pool/{id}, /remove/{id}) show, in the reader's words: the
// list's rows and texts, the detail's labels and prices, the removal's labels and button.
import type { Translator } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import type { Pool } from '@uniswap/v3-sdk';
import { addPairHref, feeText, increaseHref, positionBadge } from '../positionDisplay';
import type { PositionStatus, V3Position } from '../positions';
import type { RemoveButton } from '../removeButton';
import type { PositionMetadata } from '../tokenUri';
import type { CollectStatus } from './collectStatus';
import {
  type PositionRangeView,
  type PositionStatusMessage,
  positionPairLabel,
  positionRangeView,
  positionStatusLabels,
} from './positionView';

/** A position with what its screens need around it: its tokens and its pool. */
export interface PositionWithPool {
  readonly position: V3Position;
  readonly token0: Token | undefined;
  readonly token1: Token | undefined;
  readonly pool: Pool | null;
  /** The badge; undefined until the pool's tick is known. */
  readonly rangeStatus: PositionStatus | undefined;
  /**
   * Prices read the other way round at first: in the chain's dollar stablecoin or per the wrapped
   * native token (invertedByDefault).
   */
  readonly invertedAtFirst: boolean;
}

export type AccountPositions =
  | { readonly status: 'disconnected' }
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly positions: readonly PositionWithPool[];
      /** How many the account holds; more than `positions` while pages are left to load. */
      readonly total: number;
    };

export type PositionDetailState =
  | { readonly status: 'loading' }
  /** No such position (never minted, or burned) or no position manager on this chain. */
  | { readonly status: 'not-found' }
  | ({
      readonly status: 'ready';
      readonly owner: string | undefined;
      readonly approved: string | undefined;
      /** undefined: no usable artwork (show the placeholder). */
      readonly metadata: PositionMetadata | undefined;
    } & PositionWithPool);

/** One row of /pool's list. */
export interface PositionListRow {
  readonly tokenId: string;
  readonly href: string;
  readonly addHref: string;
  readonly pair: string;
  readonly feeLabel: string;
  readonly status: PositionStatus;
  readonly min: string;
  readonly max: string;
}

/** /pool's rows, in the positions' order; none until they are ready. */
export function positionListRows(
  t: Translator<'positions.priceUnit'>,
  positions: AccountPositions,
  chainId: number,
  locale: string,
): PositionListRow[] {
  if (positions.status !== 'ready') return [];
  return positions.positions.map(
    ({ position, token0, token1, pool, rangeStatus, invertedAtFirst }) => {
      const range = positionRangeView(t, pool, position, invertedAtFirst, locale);
      return {
        tokenId: position.tokenId.toString(),
        href: `/pool/${position.tokenId}`,
        addHref: addPairHref(chainId, position),
        pair: positionPairLabel(token0, token1),
        feeLabel: feeText(position.fee, locale),
        status: positionBadge(rangeStatus),
        min: range ? `${range.min} ${range.unit}` : '-',
        max: range ? `${range.max} ${range.unit}` : '-',
      };
    },
  );
}

/** Issue #28 §2: "Load more" while the account holds more positions than are shown. */
export function positionsLoadMore(
  t: Translator<'positions.loadMore' | 'positions.shownOfTotal'>,
  positions: AccountPositions,
  onLoadMore: () => void,
) {
  return positions.status === 'ready' && positions.total > positions.positions.length
    ? {
        label: t('positions.loadMore'),
        status: t('positions.shownOfTotal', {
          shown: positions.positions.length,
          total: positions.total,
        }),
        onLoadMore,
      }
    : undefined;
}

export type PositionsPromoMessage =
  | 'positions.promoLearnTitle'
  | 'positions.promoLearnText'
  | 'positions.promoLearnLink'
  | 'positions.promoTopPoolsTitle'
  | 'positions.promoTopPoolsText'
  | 'positions.promoTopPoolsLink';

/** Spec 001 §2: the overview's promo cards (the docs on ranges, the analytics site's pools). */
export const positionsPromos = (
  t: Translator<PositionsPromoMessage>,
  urls: { readonly learn: string; readonly topPools: string },
) => [
  {
    id: 'learn',
    title: t('positions.promoLearnTitle'),
    text: t('positions.promoLearnText'),
    linkLabel: t('positions.promoLearnLink'),
    href: urls.learn,
  },
  {
    id: 'top-pools',
    title: t('positions.promoTopPoolsTitle'),
    text: t('positions.promoTopPoolsText'),
    linkLabel: t('positions.promoTopPoolsLink'),
    href: urls.topPools,
  },
];

export type PositionsOverviewMessage =
  | PositionStatusMessage
  | 'positions.title'
  | 'positions.more'
  | 'positions.createPool'
  | 'positions.migrate'
  | 'positions.v2Liquidity'
  | 'positions.learn'
  | 'positions.newPosition'
  | 'positions.yourPositions'
  | 'positions.hideClosed'
  | 'positions.showClosed'
  | 'positions.connectPrompt'
  | 'positions.connectWallet'
  | 'positions.empty'
  | 'positions.loading'
  | 'positions.v2Link'
  | 'positions.min'
  | 'positions.max'
  | 'positions.addLiquidity'
  | 'positions.addLiquidityTo'
  | 'positions.promos';

/** /pool's texts; "Your positions" counts the rows shown (`shownCount`). */
export const positionsOverviewLabels = (
  t: Translator<PositionsOverviewMessage>,
  shownCount: number,
) => ({
  title: t('positions.title'),
  more: t('positions.more'),
  createPool: t('positions.createPool'),
  migrate: t('positions.migrate'),
  v2Liquidity: t('positions.v2Liquidity'),
  learn: t('positions.learn'),
  newPosition: t('positions.newPosition'),
  yourPositions: t('positions.yourPositions', { count: shownCount }),
  hideClosed: t('positions.hideClosed'),
  showClosed: t('positions.showClosed'),
  connectPrompt: t('positions.connectPrompt'),
  connectWallet: t('positions.connectWallet'),
  empty: t('positions.empty'),
  loading: t('positions.loading'),
  v2Link: t('positions.v2Link'),
  min: t('positions.min'),
  max: t('positions.max'),
  addLiquidity: t('positions.addLiquidity'),
  addLiquidityTo: (pair: string) => t('positions.addLiquidityTo', { pair }),
  promos: t('positions.promos'),
  status: positionStatusLabels(t),
});

/** Where the /pool page's buttons and menu entries go (the docs and analytics sites are the app's). */
const positionsPageLinks = (learn: string) => ({
  createPool: '/add/ETH',
  migrate: '/migrate/v2',
  v2Liquidity: '/pool/v2',
  learn,
  newPosition: '/add/ETH',
});

/**
 * /pool's props (ui-kit PositionsOverview's, but its link renderer): the rows, Load more, the
 * closed toggle, the links, promos and labels ("Your positions (n)" counts the rows shown).
 */
export function positionsPageView(
  t: Translator<
    | PositionsOverviewMessage
    | PositionsPromoMessage
    | 'positions.priceUnit'
    | 'positions.loadMore'
    | 'positions.shownOfTotal'
  >,
  reads: {
    readonly positions: AccountPositions;
    readonly chainId: number;
    readonly hideClosed: boolean;
    readonly locale: string;
  },
  page: {
    readonly urls: { readonly learn: string; readonly topPools: string };
    readonly onShowMore: () => void;
    readonly onHideClosed: (hideClosed: boolean) => void;
    readonly onConnect: () => void;
  },
) {
  const { positions, hideClosed } = reads;
  const items = positionListRows(t, positions, reads.chainId, reads.locale);
  const shownCount = items.filter((item) => !hideClosed || item.status !== 'closed').length;
  const loadMore = positionsLoadMore(t, positions, page.onShowMore);
  return {
    state:
      positions.status === 'ready' ? { status: 'ready' as const, positions: items } : positions,
    ...(loadMore ? { loadMore } : {}),
    hideClosed,
    onToggleHideClosed: () => page.onHideClosed(!hideClosed),
    onConnect: page.onConnect,
    links: positionsPageLinks(page.urls.learn),
    promos: positionsPromos(t, page.urls),
    labels: positionsOverviewLabels(t, shownCount),
  };
}

export type PositionDetailMessage =
  | PositionStatusMessage
  | 'positions.liquidity'
  | 'positions.unclaimedFees'
  | 'positions.collectFees'
  | 'positions.collecting'
  | 'positions.collected'
  | 'positions.addLiquidity'
  | 'positions.removeLiquidity'
  | 'positions.owner'
  | 'positions.priceRange'
  | 'positions.invert'
  | 'positions.noArtwork'
  | 'positions.artwork';

/** /pool/{id}'s texts. */
export const positionDetailLabels = (t: Translator<PositionDetailMessage>) => ({
  liquidity: t('positions.liquidity'),
  unclaimedFees: t('positions.unclaimedFees'),
  collectFees: t('positions.collectFees'),
  collecting: t('positions.collecting'),
  collected: t('positions.collected'),
  addLiquidity: t('positions.addLiquidity'),
  removeLiquidity: t('positions.removeLiquidity'),
  owner: t('positions.owner'),
  priceRange: t('positions.priceRange'),
  invert: t('positions.invert'),
  artworkPlaceholder: t('positions.noArtwork'),
  artworkAlt: t('positions.artwork'),
  status: positionStatusLabels(t),
});

/** /pool/{id}'s min, max and current price with their unit; "-" without a pool. */
export function positionPriceRows(
  t: Translator<'positions.minPrice' | 'positions.maxPrice' | 'positions.currentPrice'>,
  range: PositionRangeView | undefined,
) {
  const row = (label: string, value: string | undefined) => ({
    label,
    value: value ?? '-',
    unit: range?.unit ?? '',
  });
  return {
    min: row(t('positions.minPrice'), range?.min),
    max: row(t('positions.maxPrice'), range?.max),
    current: row(t('positions.currentPrice'), range?.current),
  };
}

export type RemoveScreenMessage =
  | PositionStatusMessage
  | 'remove.title'
  | 'remove.percentLabel'
  | 'remove.amount'
  | 'remove.max';

/** /remove/{id}'s texts. */
export const removeLabels = (t: Translator<RemoveScreenMessage>) => ({
  title: t('remove.title'),
  percentLabel: t('remove.percentLabel'),
  amount: t('remove.amount'),
  max: t('remove.max'),
  status: positionStatusLabels(t),
});

/** Spec 001 §5: the removal button's text for each state (Connect Wallet is the wallet's). */
export const removeButtonLabel = (
  t: Translator<'remove.inactive' | 'remove.enterPercent' | 'remove.remove'>,
  button: RemoveButton,
): string =>
  button === 'inactive'
    ? t('remove.inactive')
    : button === 'enter-percent'
      ? t('remove.enterPercent')
      : t('remove.remove');

/** A review's "Price updated" bar while what it shows has changed; nothing otherwise. */
export const priceUpdatedProps = (
  t: Translator<'confirm.priceUpdated' | 'confirm.accept'>,
  changed: boolean,
  onAccept: () => void,
) =>
  changed
    ? {
        priceUpdated: {
          label: t('confirm.priceUpdated'),
          acceptLabel: t('confirm.accept'),
          onAccept,
        },
      }
    : {};

/** What /pool/{id} and /remove/{id} say until the position is read, or when there is none. */
export const positionPlaceholderLabels = (
  t: Translator<'positions.loadingPosition' | 'positions.notFound'>,
) => ({ loading: t('positions.loadingPosition'), notFound: t('positions.notFound') });

/** Spec 001 §5: the removal's button; Connect Wallet opens the wallet, Remove the review. */
export const removePositionAction = (
  t: Translator<'swap.connectWallet' | 'remove.inactive' | 'remove.enterPercent' | 'remove.remove'>,
  button: RemoveButton,
  on: { readonly connect: () => void; readonly review: () => void },
) =>
  button === 'connect'
    ? { label: t('swap.connectWallet'), disabled: false, onClick: on.connect }
    : { label: removeButtonLabel(t, button), disabled: button !== 'remove', onClick: on.review };

export interface PositionAccessInput<C> {
  /** The connected account owns the position or is its approved operator. */
  readonly canManage: boolean;
  readonly token0: Token | undefined;
  readonly token1: Token | undefined;
  readonly position: Pick<V3Position, 'tokenId' | 'fee'>;
  readonly collect: CollectStatus;
  /** Collect's network cost, shown while there is something to collect (`canCollect`). */
  readonly canCollect: boolean;
  readonly collectCost: C;
  /** Collect's press; undefined while there are no fees. */
  readonly onCollect: (() => void) | undefined;
  readonly owner: string | undefined;
  readonly ownerExplorerUrl: string | undefined;
}

/**
 * /pool/{id}'s Add, Remove and Collect for the owner or the approved operator (once the tokens are
 * known), else the owner named with a link to the explorer.
 */
export function positionAccessProps<C>(input: PositionAccessInput<C>) {
  const { token0, token1, position, owner } = input;
  if (input.canManage && token0 && token1) {
    return {
      manage: {
        addHref: increaseHref(token0, token1, position.fee, position.tokenId),
        removeHref: `/remove/${position.tokenId}`,
        collect: input.collect,
        ...(input.canCollect ? { collectCost: input.collectCost } : {}),
        ...(input.onCollect ? { onCollect: input.onCollect } : {}),
      },
    };
  }
  if (!owner) return {};
  const explorerUrl = input.ownerExplorerUrl;
  return { owner: { address: owner, ...(explorerUrl ? { explorerUrl } : {}) } };
}
