import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../Button/Button';
import { button } from '../../Button/Button.css';
import { ExternalLink } from '../../ExternalLink/ExternalLink';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { AccountList, OverviewHeader } from '../Shared/OverviewParts';
import {
  PositionStatusBadge,
  type PositionStatusLabels,
  type PositionStatusView,
} from './PositionStatusBadge';
import {
  list,
  loadMore,
  menu,
  menuAnchor,
  menuItem,
  page,
  promoCard,
  promoCardAlt,
  promoGrid,
  promoLink,
  row,
  rowActions,
  rowLine,
  rowLink,
  skeleton,
  textLink,
  visuallyHidden,
  wrapText,
} from './Positions.css';

// @spec 001 §2.14 A skeleton of 12 placeholders is
/** Spec 001 §2: the overview shows 12 placeholders while the positions load. */
export const POSITION_SKELETON_COUNT = 12;

export type RenderLink = (href: string, className: string, children: ReactNode) => ReactNode;

export interface PositionListItem {
  readonly tokenId: string;
  /** /pool/{tokenId} */
  readonly href: string;
  /** /add/{currencyIdA}/{currencyIdB}: more liquidity for the position's pair (spec 001 §2). */
  readonly addHref: string;
  /** e.g. "WETH / USDC" (symbols from token metadata: rendered as text). */
  readonly pair: string;
  /** e.g. "0.3%" */
  readonly feeLabel: string;
  readonly status: PositionStatusView;
  /** Formatted ends of the range with their unit, e.g. "1,812.3 USDC per WETH"; "0" / "∞" at the limits. */
  readonly min: string;
  readonly max: string;
}

/** A promo card of the overview: a title, a line of text and an external link. */
export interface PositionsPromo {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** The link's text, e.g. 'Read the guide'. */
  readonly linkLabel: string;
  /** External (docs, analytics): opens in a new tab. */
  readonly href: string;
}

export type PositionsOverviewState =
  | { readonly status: 'disconnected' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly positions: readonly PositionListItem[] };

export interface PositionsOverviewLabels {
  readonly title: string;
  readonly more: string;
  readonly createPool: string;
  readonly migrate: string;
  readonly v2Liquidity: string;
  readonly learn: string;
  readonly newPosition: string;
  /** e.g. "Your positions (3)" */
  readonly yourPositions: string;
  readonly hideClosed: string;
  readonly showClosed: string;
  /** 'Connect to a wallet to view your liquidity.' */
  readonly connectPrompt: string;
  /** 'Connect a wallet' */
  readonly connectWallet: string;
  /** 'No liquidity found.' */
  readonly empty: string;
  /** Read out while the list loads. */
  readonly loading: string;
  /** The link to /pool/v2. */
  readonly v2Link: string;
  readonly min: string;
  readonly max: string;
  /** The visible text of each position's /add/{a}/{b} link, e.g. 'Add liquidity'. */
  readonly addLiquidity: string;
  /** Its accessible name, naming the pair: 'Add liquidity to WETH / USDC'. */
  readonly addLiquidityTo: (pair: string) => string;
  /** Names the promo cards' group for screen readers. */
  readonly promos: string;
  readonly status: PositionStatusLabels;
}

export interface PositionsOverviewLinks {
  /** /add/ETH */
  readonly createPool: string;
  /** /migrate/v2 */
  readonly migrate: string;
  /** /pool/v2 */
  readonly v2Liquidity: string;
  /** External docs. */
  readonly learn: string;
  /** /add/ETH */
  readonly newPosition: string;
}

/**
 * Issue #28 §2: the list shows a page of the account's newest positions; this asks for the next
 * page. Absent when every position is shown.
 */
export interface PositionsLoadMore {
  /** The button, e.g. 'Load more positions'. */
  readonly label: string;
  /** How many are shown of how many, e.g. 'Showing 25 of 60 positions' (announced as it changes). */
  readonly status: string;
  readonly onLoadMore: () => void;
}

export interface PositionsOverviewProps {
  readonly state: PositionsOverviewState;
  /** More positions than shown: a Load more button under the list. */
  readonly loadMore?: PositionsLoadMore;
  readonly hideClosed: boolean;
  readonly onToggleHideClosed: () => void;
  readonly onConnect: () => void;
  readonly links: PositionsOverviewLinks;
  /** Spec 001 §2: promo cards between the header and the positions. */
  readonly promos: readonly PositionsPromo[];
  readonly labels: PositionsOverviewLabels;
  readonly renderLink: RenderLink;
}

/** The More menu: a disclosure button over a list of links; Escape or leaving it closes it. */
function MoreMenu(props: {
  readonly links: PositionsOverviewLinks;
  readonly labels: PositionsOverviewLabels;
  readonly renderLink: RenderLink;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { links, labels } = props;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus-out close the menu for keyboard users.
    <div
      className={menuAnchor}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="outlined"
        size="sm"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {labels.more}
      </Button>
      {open ? (
        <ul id={menuId} className={menu}>
          <li>{props.renderLink(links.createPool, menuItem, labels.createPool)}</li>
          <li>{props.renderLink(links.migrate, menuItem, labels.migrate)}</li>
          <li>{props.renderLink(links.v2Liquidity, menuItem, labels.v2Liquidity)}</li>
          <li>
            <ExternalLink href={links.learn} className={menuItem}>
              {labels.learn}
            </ExternalLink>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

function PositionRow(props: {
  readonly position: PositionListItem;
  readonly labels: PositionsOverviewLabels;
  readonly renderLink: RenderLink;
}) {
  const { position, labels, renderLink } = props;
  // Two sibling links (never one inside the other): the position, and more liquidity for its pair.
  return (
    <div className={row} data-token-id={position.tokenId}>
      {renderLink(
        position.href,
        rowLink,
        <>
          <span className={rowLine}>
            <Text variant="subtitle" className={wrapText}>
              {position.pair} <Text tone="secondary">{position.feeLabel}</Text>
            </Text>
            <PositionStatusBadge status={position.status} labels={labels.status} />
          </span>
          <Text variant="small" tone="secondary" className={wrapText}>
            {labels.min} {position.min} ↔ {labels.max} {position.max}
          </Text>
        </>,
      )}
      <span className={rowActions}>
        {renderLink(
          position.addHref,
          textLink,
          <>
            <span aria-hidden="true">{labels.addLiquidity}</span>
            <span className={visuallyHidden}>{labels.addLiquidityTo(position.pair)}</span>
          </>,
        )}
      </span>
    </div>
  );
}

/** The promo cards: each a short text with its external link. */
function PromoCards(props: { readonly promos: readonly PositionsPromo[]; readonly label: string }) {
  if (props.promos.length === 0) return null;
  return (
    <ul className={promoGrid} aria-label={props.label}>
      {props.promos.map((promo, index) => (
        <li key={promo.id} className={index % 2 === 0 ? promoCard : promoCardAlt}>
          <Text as="h2" variant="subtitle" className={wrapText}>
            {promo.title}
          </Text>
          <Text className={wrapText}>{promo.text}</Text>
          <ExternalLink href={promo.href} className={promoLink}>
            {promo.linkLabel} ↗
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

function Skeleton({ label }: { readonly label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={list} aria-hidden="true">
        {Array.from({ length: POSITION_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders.
          <li key={index} className={skeleton} data-testid="position-skeleton" />
        ))}
      </ul>
    </div>
  );
}

/**
 * Moves focus, after a Load more, to the first position that was not shown before: keyboard users
 * continue where the new page starts, also when the button itself goes away with the last page.
 * Kept by the overview (not the button), which stays mounted while the next page loads.
 */
function useFocusFirstNew(
  shownIds: readonly string[],
  listRef: RefObject<HTMLDivElement | null>,
): () => void {
  const before = useRef<ReadonlySet<string> | undefined>(undefined);
  const key = shownIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids shown.
  useEffect(() => {
    const seen = before.current;
    if (!seen) return;
    const fresh = shownIds.find((id) => !seen.has(id));
    if (fresh === undefined) return;
    before.current = undefined;
    const row = listRef.current?.querySelector(`[data-token-id="${CSS.escape(fresh)}"] a`);
    if (row instanceof HTMLElement) row.focus();
  }, [key, listRef]);
  return () => {
    before.current = new Set(shownIds);
  };
}

/** The Load more control: how many are shown (announced politely), and the button. */
function LoadMore(props: {
  readonly loadMore: PositionsLoadMore | undefined;
  readonly onClick: () => void;
}) {
  const { loadMore: more } = props;
  if (!more) return null;
  return (
    <div className={loadMore}>
      <Text variant="small" tone="secondary" role="status">
        {more.status}
      </Text>
      <Button variant="outlined" size="sm" onClick={props.onClick}>
        {more.label}
      </Button>
    </div>
  );
}

/**
 * /pool: the More menu, New Position, the promo cards, the account's positions (a page at a time)
 * and the link to V2 liquidity.
 * @spec 001 §2.11 A More menu
 * @spec 001 §2.12 A New Position button (/add/ETH), promo
 * @spec 001 §2.15 Without a wallet
 * @spec 001 §8.6 Messages
 */
export function PositionsOverview(props: PositionsOverviewProps) {
  const { state, labels, links, renderLink } = props;
  const shown =
    state.status === 'ready'
      ? state.positions.filter((p) => !props.hideClosed || p.status !== 'closed')
      : [];
  const hasClosed = state.status === 'ready' && state.positions.some((p) => p.status === 'closed');
  const listRef = useRef<HTMLDivElement>(null);
  const rememberShown = useFocusFirstNew(
    shown.map((position) => position.tokenId),
    listRef,
  );
  return (
    <Column gap="lg" className={page}>
      <OverviewHeader title={labels.title}>
        <MoreMenu links={links} labels={labels} renderLink={renderLink} />
        {renderLink(
          links.newPosition,
          button({ variant: 'primary', size: 'sm' }),
          labels.newPosition,
        )}
      </OverviewHeader>
      <PromoCards promos={props.promos} label={labels.promos} />
      <div ref={listRef}>
        <AccountList
          status={state.status}
          connect={{
            prompt: labels.connectPrompt,
            label: labels.connectWallet,
            onConnect: props.onConnect,
          }}
          loading={<Skeleton label={labels.loading} />}
          title={labels.yourPositions}
          titleExtra={
            hasClosed ? (
              <Button variant="text" size="sm" onClick={props.onToggleHideClosed}>
                {props.hideClosed ? labels.showClosed : labels.hideClosed}
              </Button>
            ) : null
          }
          items={shown}
          itemKey={(position) => position.tokenId}
          renderItem={(position) => (
            <PositionRow position={position} labels={labels} renderLink={renderLink} />
          )}
          empty={labels.empty}
          footer={
            <LoadMore
              loadMore={props.loadMore}
              onClick={() => {
                rememberShown();
                props.loadMore?.onLoadMore();
              }}
            />
          }
        />
      </div>
      <Text align="center">{renderLink(links.v2Liquidity, textLink, labels.v2Link)}</Text>
    </Column>
  );
}
