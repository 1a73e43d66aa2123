import { shortenAddress } from '@dex/primitives';
import { type ReactNode, useId } from 'react';
import { Button } from '../../Button/Button';
import { button } from '../../Button/Button.css';
import { Card } from '../../Card/Card';
import { details } from '../../ConfirmSwap/ConfirmSwapDialog.css';
import { NetworkCostRow, type NetworkCostRowProps } from '../../ConfirmSwap/NetworkCostRow';
import { ExternalLink } from '../../ExternalLink/ExternalLink';
import { Column, Row } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import { Toggle } from '../../Toggle/Toggle';
import {
  PositionStatusBadge,
  type PositionStatusLabels,
  type PositionStatusView,
} from './PositionStatusBadge';
import {
  artwork,
  artworkPlaceholder,
  detailGrid,
  header,
  page,
  priceBox,
  priceBoxes,
  rowLine,
  wrapText,
} from './Positions.css';
import type { RenderLink } from './PositionsOverview';

/** Spec 001 §4 "Collect fees: idle, collecting, collected". */
export type CollectStatus = 'idle' | 'collecting' | 'collected';

export interface TokenAmountRow {
  /** Token symbol (chain data: rendered as text). */
  readonly symbol: string;
  /** Formatted amount (6 significant digits for liquidity, 4 for fees). */
  readonly amount: string;
}

export interface PriceBoxView {
  readonly label: string;
  /** Formatted price (4 significant digits), "0" or "∞" at the limits. */
  readonly value: string;
  /** e.g. "USDC per WETH" */
  readonly unit: string;
}

export interface PositionDetailLabels {
  readonly liquidity: string;
  readonly unclaimedFees: string;
  readonly collectFees: string;
  readonly collecting: string;
  readonly collected: string;
  readonly addLiquidity: string;
  readonly removeLiquidity: string;
  /** 'Owner' */
  readonly owner: string;
  readonly priceRange: string;
  /** Names the invert toggle for screen readers, e.g. "Show prices in". */
  readonly invert: string;
  /** Shown instead of the artwork when the token URI gives none. */
  readonly artworkPlaceholder: string;
  readonly artworkAlt: string;
  readonly status: PositionStatusLabels;
}

export interface PositionDetailProps {
  readonly back: ReactNode;
  /** e.g. "WETH / USDC" */
  readonly pair: string;
  readonly feeLabel: string;
  readonly status: PositionStatusView;
  /**
   * For the owner or the approved operator: /increase/{a}/{b}/{fee}/{tokenId} and /remove/{tokenId}
   * links and the collect button. Everyone else gets only `ownerExplorerUrl`.
   */
  readonly manage?: {
    readonly addHref: string;
    readonly removeHref: string;
    readonly collect: CollectStatus;
    /** Absent when nothing is owed. */
    readonly onCollect?: () => void;
    /** What collecting will cost the network, under the fees (absent: not shown). */
    readonly collectCost?: NetworkCostRowProps;
  };
  /**
   * For viewers who cannot manage the position: the owner ("Owner" linking to the block explorer;
   * on a chain without one, "Owner" and the shortened address as text).
   */
  readonly owner?: { readonly address: string; readonly explorerUrl?: string };
  /** A `data:image/svg+xml` or https URI (checked by @dex/liquidity); else a placeholder. */
  readonly artworkSrc?: string;
  /** e.g. "$1,234.56"; empty while there is no price. */
  readonly liquidityValue: string;
  readonly liquidityAmounts: readonly [TokenAmountRow, TokenAmountRow];
  readonly feesValue: string;
  readonly feeAmounts: readonly [TokenAmountRow, TokenAmountRow];
  readonly prices: {
    readonly min: PriceBoxView;
    readonly max: PriceBoxView;
    readonly current: PriceBoxView;
    /** The two token symbols the toggle switches between; `inverted` picks the second. */
    readonly symbols: readonly [string, string];
    readonly inverted: boolean;
    readonly onInvert: () => void;
  };
  readonly labels: PositionDetailLabels;
  readonly renderLink: RenderLink;
  /** The pool's depth chart and price history with the position's range (issue #42). */
  readonly charts?: ReactNode;
}

function Amounts({ rows }: { readonly rows: readonly TokenAmountRow[] }) {
  return (
    <Column gap="xs">
      {rows.map((entry) => (
        <div key={entry.symbol} className={rowLine}>
          <Text className={wrapText}>{entry.symbol}</Text>
          <Text>{entry.amount}</Text>
        </div>
      ))}
    </Column>
  );
}

function PriceBox({ view }: { readonly view: PriceBoxView }) {
  return (
    <div className={priceBox}>
      <Text variant="small" tone="secondary">
        {view.label}
      </Text>
      <Text variant="title">{view.value}</Text>
      <Text variant="small" tone="secondary" className={wrapText}>
        {view.unit}
      </Text>
    </div>
  );
}

function CollectButton(props: {
  readonly status: CollectStatus;
  readonly onCollect: (() => void) | undefined;
  readonly labels: PositionDetailLabels;
}) {
  const { status, labels } = props;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={status === 'collecting'}
      disabled={status !== 'idle' || !props.onCollect}
      onClick={props.onCollect}
    >
      {status === 'collecting'
        ? labels.collecting
        : status === 'collected'
          ? labels.collected
          : labels.collectFees}
    </Button>
  );
}

// @spec 001 §2.24 Pair and fee percent; a badge
/** /pool/{tokenId}: the position's artwork, value, fees and price range. */
export function PositionDetail(props: PositionDetailProps) {
  const { labels, manage, prices } = props;
  const titleId = useId();
  return (
    <Column gap="lg" className={page} aria-labelledby={titleId}>
      {props.back}
      <div className={header}>
        <Row gap="sm" alignItems="center" flexWrap="wrap">
          <Text as="h1" variant="title" id={titleId} className={wrapText}>
            {props.pair}
          </Text>
          <Text tone="secondary">{props.feeLabel}</Text>
          <PositionStatusBadge status={props.status} labels={labels.status} />
        </Row>
        {manage ? (
          <Row gap="sm" flexWrap="wrap">
            {props.renderLink(
              manage.addHref,
              button({ variant: 'outlined', size: 'sm' }),
              labels.addLiquidity,
            )}
            {props.renderLink(
              manage.removeHref,
              button({ variant: 'primary', size: 'sm' }),
              labels.removeLiquidity,
            )}
          </Row>
        ) : props.owner?.explorerUrl ? (
          <ExternalLink href={props.owner.explorerUrl}>{labels.owner}</ExternalLink>
        ) : props.owner ? (
          <Text tone="secondary">
            {labels.owner}: {shortenAddress(props.owner.address)}
          </Text>
        ) : null}
      </div>
      <div className={detailGrid}>
        <Card padding="lg">
          {props.artworkSrc ? (
            <img className={artwork} src={props.artworkSrc} alt={labels.artworkAlt} />
          ) : (
            <div className={artworkPlaceholder} role="img" aria-label={labels.artworkAlt}>
              {labels.artworkPlaceholder}
            </div>
          )}
        </Card>
        <Column gap="md">
          <Card padding="lg">
            <Column gap="sm">
              <Text variant="label" tone="secondary">
                {labels.liquidity}
              </Text>
              <Text variant="display">{props.liquidityValue}</Text>
              <Amounts rows={props.liquidityAmounts} />
            </Column>
          </Card>
          <Card padding="lg">
            <Column gap="sm">
              <div className={rowLine}>
                <Text variant="label" tone="secondary">
                  {labels.unclaimedFees}
                </Text>
                {manage ? (
                  <CollectButton
                    status={manage.collect}
                    onCollect={manage.onCollect}
                    labels={labels}
                  />
                ) : null}
              </div>
              <Text variant="display">{props.feesValue}</Text>
              <Amounts rows={props.feeAmounts} />
              {manage?.collectCost ? (
                <dl className={details}>
                  <NetworkCostRow {...manage.collectCost} />
                </dl>
              ) : null}
            </Column>
          </Card>
        </Column>
      </div>
      <Card padding="lg">
        <Column gap="md">
          <div className={rowLine}>
            <Row gap="sm" alignItems="center">
              <Text as="h2" variant="subtitle">
                {labels.priceRange}
              </Text>
              <PositionStatusBadge status={props.status} labels={labels.status} />
            </Row>
            <Toggle
              aria-label={labels.invert}
              isActive={!prices.inverted}
              onToggle={prices.onInvert}
              activeText={prices.symbols[0]}
              inactiveText={prices.symbols[1]}
            />
          </div>
          <div className={priceBoxes}>
            <PriceBox view={prices.min} />
            <PriceBox view={prices.max} />
          </div>
          <PriceBox view={prices.current} />
          {props.charts}
        </Column>
      </Card>
    </Column>
  );
}
