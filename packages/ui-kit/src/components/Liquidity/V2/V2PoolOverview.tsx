import { button } from '../../Button/Button.css';
import { ExternalLink } from '../../ExternalLink/ExternalLink';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import { cardAccentStyle } from '../Shared/cardAccent';
import { FactList } from '../Shared/FactList';
import { AccountList, OverviewHeader } from '../Shared/OverviewParts';
import { type PairListState, type PairListStatusLabels, pairListStatus } from './pairListParts';
import { actions, page, pairCard, textLink, wrapText } from './V2.css';

/** One V2 pair the account holds LP tokens of (all text is rendered as text). */
export interface V2PairItem {
  /** The pair's address: the list key. */
  readonly id: string;
  /** e.g. "ETH/USDC" */
  readonly pair: string;
  readonly symbolA: string;
  readonly symbolB: string;
  /** Formatted amounts of each token the account's LP tokens are worth. */
  readonly pooledA: string;
  readonly pooledB: string;
  /** Formatted LP tokens held (unstaked). */
  readonly poolTokens: string;
  /** Formatted LP tokens staked in the pair's mining pool; absent when none. */
  readonly staked?: string;
  /** e.g. "0.123456%" or "<0.01%" */
  readonly share: string;
  readonly addHref: string;
  readonly removeHref: string;
  readonly migrateHref: string;
  /** /uni/{a}/{b}, only when the pair has a mining pool. */
  readonly rewardsHref?: string;
  /** The card's colour from its token's logo ("#rrggbb"); the default card without one. */
  readonly accentColor?: string;
}

export type V2PoolOverviewState = PairListState<V2PairItem>;

/** With 'Connect to a wallet to view your V2 liquidity.' and 'Loading...'. */
export interface V2PoolOverviewLabels extends PairListStatusLabels {
  readonly title: string;
  readonly createPair: string;
  readonly addLiquidity: string;
  readonly analytics: string;
  readonly yourLiquidity: string;
  /** 'No V2 Liquidity found.' */
  readonly empty: string;
  /** The link to /find. */
  readonly importPool: string;
  readonly pooled: (symbol: string) => string;
  readonly poolTokens: string;
  readonly staked: string;
  readonly share: string;
  readonly add: string;
  readonly remove: string;
  readonly migrate: string;
  /** 'Manage Liquidity in Rewards Pool' */
  readonly manageRewards: string;
}

export interface V2PoolOverviewLinks {
  /** /add/v2/ETH, for both Create a pair and Add Liquidity. */
  readonly add: string;
  /** /find?origin=/pool/v2 */
  readonly importPool: string;
  /** External analytics for the account; absent without an account. */
  readonly analytics?: string;
}

export interface V2PoolOverviewProps {
  readonly state: V2PoolOverviewState;
  readonly onConnect: () => void;
  readonly links: V2PoolOverviewLinks;
  readonly labels: V2PoolOverviewLabels;
  readonly renderLink: RenderLink;
}

function PairCard(props: {
  readonly item: V2PairItem;
  readonly labels: V2PoolOverviewLabels;
  readonly renderLink: RenderLink;
}) {
  const { item, labels, renderLink } = props;
  return (
    <article className={pairCard} aria-label={item.pair} style={cardAccentStyle(item.accentColor)}>
      <Text as="h3" variant="subtitle" className={wrapText}>
        {item.pair}
      </Text>
      <FactList
        entries={[
          { label: labels.poolTokens, value: item.poolTokens },
          ...(item.staked !== undefined ? [{ label: labels.staked, value: item.staked }] : []),
          { label: labels.pooled(item.symbolA), value: item.pooledA },
          { label: labels.pooled(item.symbolB), value: item.pooledB },
          { label: labels.share, value: item.share },
        ]}
      />
      <div className={actions}>
        {renderLink(item.migrateHref, button({ variant: 'outlined', size: 'sm' }), labels.migrate)}
        {renderLink(item.addHref, button({ variant: 'primary', size: 'sm' }), labels.add)}
        {renderLink(item.removeHref, button({ variant: 'primary', size: 'sm' }), labels.remove)}
      </div>
      {item.rewardsHref
        ? renderLink(
            item.rewardsHref,
            button({ variant: 'text', size: 'sm' }),
            labels.manageRewards,
          )
        : null}
    </article>
  );
}

// @spec 001 §2.16 Create a pair and Add Liquidity
// @spec 001 §2.18 Messages
/** /pool/v2: Create a pair and Add Liquidity, analytics, and a card per pair the account holds. */
export function V2PoolOverview(props: V2PoolOverviewProps) {
  const { state, labels, links, renderLink } = props;
  return (
    <Column gap="lg" className={page}>
      <OverviewHeader title={labels.title}>
        {renderLink(links.add, button({ variant: 'outlined', size: 'sm' }), labels.createPair)}
        {renderLink(links.add, button({ variant: 'primary', size: 'sm' }), labels.addLiquidity)}
      </OverviewHeader>
      <AccountList
        {...pairListStatus(state.status, labels, props.onConnect)}
        title={labels.yourLiquidity}
        titleExtra={
          links.analytics ? (
            <ExternalLink href={links.analytics} className={textLink}>
              {labels.analytics}
            </ExternalLink>
          ) : null
        }
        items={state.status === 'ready' ? state.pairs : []}
        itemKey={(item) => item.id}
        renderItem={(item) => <PairCard item={item} labels={labels} renderLink={renderLink} />}
        empty={labels.empty}
      />
      <Text align="center">{renderLink(links.importPool, textLink, labels.importPool)}</Text>
    </Column>
  );
}
