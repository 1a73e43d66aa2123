import { button } from '../../Button/Button.css';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import { banner, factLabel, facts, factValue, page, poolCard } from './Mining.css';

/** One mining pool's figures, already formatted (all rendered as text). */
export interface MiningPoolView {
  /** e.g. "DAI/ETH liquidity mining" */
  readonly title: string;
  /** e.g. "12.5 ETH" */
  readonly totalDeposits: string;
  /** e.g. "57870 UNI / week" */
  readonly poolRate: string;
  /** The account's staked LP; absent without an account. */
  readonly yourDeposit?: string;
  /** The account's unclaimed rewards, 4 decimals; absent without an account. */
  readonly unclaimed?: string;
  /** /add/{a}/{b} (spec 001 §2): the step-1 banner, when the account has neither stake nor LP tokens. */
  readonly addHref?: string;
}

export type MiningPoolDetailState =
  | { readonly status: 'loading' }
  | { readonly status: 'notFound' }
  | { readonly status: 'ready'; readonly view: MiningPoolView };

export interface MiningPoolDetailLabels {
  readonly loading: string;
  /** The route's pair has no mining pool. */
  readonly notFound: string;
  readonly totalDeposits: string;
  readonly poolRate: string;
  readonly yourDeposit: string;
  readonly unclaimed: string;
  /** 'Step 1. Get UNI-V2 liquidity tokens' */
  readonly step1Title: string;
  readonly step1Text: string;
  /** The link to /add/{a}/{b}. */
  readonly step1Link: string;
}

export interface MiningPoolDetailProps {
  readonly state: MiningPoolDetailState;
  readonly labels: MiningPoolDetailLabels;
  readonly renderLink: RenderLink;
}

/** /uni/{a}/{b}, read only: the pool's deposits and rate, the account's deposit and rewards. */
export function MiningPoolDetail(props: MiningPoolDetailProps) {
  const { state, labels, renderLink } = props;
  if (state.status !== 'ready') {
    return (
      <Column gap="lg" className={page}>
        <Text role="status" tone="secondary" align="center">
          {state.status === 'loading' ? labels.loading : labels.notFound}
        </Text>
      </Column>
    );
  }
  const { view } = state;
  const fact = (label: string, value: string | undefined) =>
    value === undefined ? null : (
      <>
        <dt className={factLabel}>{label}</dt>
        <dd className={factValue}>{value}</dd>
      </>
    );
  return (
    <Column gap="lg" className={page}>
      <Text as="h1" variant="title">
        {view.title}
      </Text>
      <section className={poolCard} aria-label={view.title}>
        <dl className={facts}>
          {fact(labels.totalDeposits, view.totalDeposits)}
          {fact(labels.poolRate, view.poolRate)}
          {fact(labels.yourDeposit, view.yourDeposit)}
          {fact(labels.unclaimed, view.unclaimed)}
        </dl>
      </section>
      {view.addHref ? (
        <section className={banner} aria-label={labels.step1Title}>
          <Text as="h2" variant="subtitle">
            {labels.step1Title}
          </Text>
          <Text>{labels.step1Text}</Text>
          {renderLink(view.addHref, button({ variant: 'primary', size: 'sm' }), labels.step1Link)}
        </section>
      ) : null}
    </Column>
  );
}
