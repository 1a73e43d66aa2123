import { button } from '../../Button/Button.css';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import { cardAccentStyle } from '../Shared/cardAccent';
import { FactList } from '../Shared/FactList';
import { AccountList, OverviewHeader } from '../Shared/OverviewParts';
import { type PairListState, type PairListStatusLabels, pairListStatus } from '../V2/pairListParts';
import { actions, page, pairCard, textLink, wrapText } from '../V2/V2.css';

/** One V2-style pair (Uniswap or Sushi) the account can migrate; all text is rendered as text. */
export interface MigratePairItem {
  /** The pair's address: the list key. */
  readonly id: string;
  /** e.g. "ETH/USDC" */
  readonly pair: string;
  /** Which exchange the pair belongs to, e.g. "Uniswap V2" or "SushiSwap". */
  readonly exchange: string;
  readonly symbolA: string;
  readonly symbolB: string;
  /** Formatted amounts of each token the account's LP tokens are worth. */
  readonly pooledA: string;
  readonly pooledB: string;
  /** e.g. "0.12%" or "<0.01%" (2 decimals). */
  readonly share: string;
  /** /migrate/v2/{pairAddress} */
  readonly migrateHref: string;
  /** The card's colour from its token's logo ("#rrggbb"); the default card without one. */
  readonly accentColor?: string;
}

export type MigrateV2ListState = PairListState<MigratePairItem>;

export interface MigrateV2ListLabels extends PairListStatusLabels {
  readonly title: string;
  /** What migrating does, under the title. */
  readonly intro: string;
  readonly yourLiquidity: string;
  readonly empty: string;
  /** The link to /find?origin=/migrate/v2. */
  readonly importPool: string;
  readonly pooled: (symbol: string) => string;
  readonly share: string;
  readonly migrate: string;
}

export interface MigrateV2ListProps {
  readonly state: MigrateV2ListState;
  readonly onConnect: () => void;
  /** /find?origin=/migrate/v2 */
  readonly importHref: string;
  readonly labels: MigrateV2ListLabels;
  readonly renderLink: RenderLink;
}

function MigrateCard(props: {
  readonly item: MigratePairItem;
  readonly labels: MigrateV2ListLabels;
  readonly renderLink: RenderLink;
}) {
  const { item, labels, renderLink } = props;
  return (
    <article
      className={pairCard}
      aria-label={`${item.pair} ${item.exchange}`}
      style={cardAccentStyle(item.accentColor)}
    >
      <Text as="h3" variant="subtitle" className={wrapText}>
        {item.pair}
      </Text>
      <Text tone="secondary">{item.exchange}</Text>
      <FactList
        entries={[
          { label: labels.pooled(item.symbolA), value: item.pooledA },
          { label: labels.pooled(item.symbolB), value: item.pooledB },
          { label: labels.share, value: item.share },
        ]}
      />
      <div className={actions}>
        {renderLink(item.migrateHref, button({ variant: 'primary', size: 'sm' }), labels.migrate)}
      </div>
    </article>
  );
}

/** /migrate/v2: the account's V2 and Sushi pairs, each with a Migrate link, and an Import link. */
export function MigrateV2List(props: MigrateV2ListProps) {
  const { state, labels, renderLink } = props;
  return (
    <Column gap="lg" className={page}>
      <OverviewHeader title={labels.title}>{null}</OverviewHeader>
      <Text tone="secondary">{labels.intro}</Text>
      <AccountList
        {...pairListStatus(state.status, labels, props.onConnect)}
        title={labels.yourLiquidity}
        items={state.status === 'ready' ? state.pairs : []}
        itemKey={(item) => item.id}
        renderItem={(item) => <MigrateCard item={item} labels={labels} renderLink={renderLink} />}
        empty={labels.empty}
      />
      <Text align="center">{renderLink(props.importHref, textLink, labels.importPool)}</Text>
    </Column>
  );
}
