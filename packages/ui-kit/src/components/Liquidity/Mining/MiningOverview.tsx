import { button } from '../../Button/Button.css';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import { cardAccentStyle } from '../Shared/cardAccent';
import {
  actions,
  banner,
  factLabel,
  facts,
  factValue,
  list,
  page,
  poolCard,
  wrapText,
} from './Mining.css';

/** One participating mining pool (all text is rendered as text). */
export interface MiningPoolItem {
  /** The StakingRewards address: the list key. */
  readonly id: string;
  /** e.g. "ETH/DAI" */
  readonly pair: string;
  /** The countdown line, e.g. "Rewards end in 59 days, 23 hr, 58 min, 12 sec" or "Rewards have ended!". */
  readonly countdown: string;
  /** Formatted total deposited value, e.g. "12,345.67 DAI". */
  readonly totalDeposited: string;
  /** Formatted pool rate, e.g. "57,870 UNI / week". */
  readonly poolRate: string;
  /** /uni/{a}/{b} */
  readonly href: string;
  /** The account has a stake here: the link says Manage, else Deposit. */
  readonly hasStake: boolean;
  /** The card's colour from its token's logo ("#rrggbb"); the default card without one. */
  readonly accentColor?: string;
}

export type MiningOverviewState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pools: readonly MiningPoolItem[] };

export interface MiningOverviewLabels {
  /** 'Uniswap liquidity mining' */
  readonly bannerTitle: string;
  readonly bannerText: string;
  /** 'Participating pools' */
  readonly participating: string;
  readonly loading: string;
  /** 'No active pools' */
  readonly empty: string;
  readonly totalDeposited: string;
  readonly poolRate: string;
  readonly manage: string;
  readonly deposit: string;
}

export interface MiningOverviewProps {
  readonly state: MiningOverviewState;
  readonly labels: MiningOverviewLabels;
  readonly renderLink: RenderLink;
}

function PoolCard(props: {
  readonly item: MiningPoolItem;
  readonly labels: MiningOverviewLabels;
  readonly renderLink: RenderLink;
}) {
  const { item, labels, renderLink } = props;
  return (
    <article className={poolCard} aria-label={item.pair} style={cardAccentStyle(item.accentColor)}>
      <Text as="h3" variant="subtitle" className={wrapText}>
        {item.pair}
      </Text>
      <Text tone="secondary" data-testid="mining-countdown">
        {item.countdown}
      </Text>
      <dl className={facts}>
        <dt className={factLabel}>{labels.totalDeposited}</dt>
        <dd className={factValue}>{item.totalDeposited}</dd>
        <dt className={factLabel}>{labels.poolRate}</dt>
        <dd className={factValue}>{item.poolRate}</dd>
      </dl>
      <div className={actions}>
        {renderLink(
          item.href,
          button({ variant: item.hasStake ? 'outlined' : 'primary', size: 'sm' }),
          item.hasStake ? labels.manage : labels.deposit,
        )}
      </div>
    </article>
  );
}

// @spec 001 §2.27 A mining overview shows a 'Uniswap
/** /uni: the mining banner and a card per participating pool with its rewards countdown. */
export function MiningOverview(props: MiningOverviewProps) {
  const { state, labels, renderLink } = props;
  return (
    <Column gap="lg" className={page}>
      <section className={banner} aria-label={labels.bannerTitle}>
        <Text as="h1" variant="title">
          {labels.bannerTitle}
        </Text>
        <Text>{labels.bannerText}</Text>
      </section>
      <Text as="h2" variant="subtitle">
        {labels.participating}
      </Text>
      {state.status === 'loading' ? (
        <Text role="status" tone="secondary" align="center">
          {labels.loading}
        </Text>
      ) : state.pools.length === 0 ? (
        <Text tone="secondary" align="center">
          {labels.empty}
        </Text>
      ) : (
        <ul className={list}>
          {state.pools.map((item) => (
            <li key={item.id}>
              <PoolCard item={item} labels={labels} renderLink={renderLink} />
            </li>
          ))}
        </ul>
      )}
    </Column>
  );
}
