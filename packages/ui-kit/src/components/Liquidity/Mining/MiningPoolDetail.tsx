import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { button } from '../../Button/Button.css';
import { Column } from '../../Layout/Layout';
import { Text } from '../../Text/Text';
import type { RenderLink } from '../Positions/PositionsOverview';
import type { ActionView } from '../Shared/SubmitButtons';
import { banner, factLabel, facts, factValue, page, poolActions, poolCard } from './Mining.css';
import { RewardCounter } from './RewardCounter';

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
  /**
   * The account's unclaimed rewards as a plain decimal ("12.345678"), shown by the live counter
   * with 4 decimals; absent without an account.
   */
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

/** Deposit, Withdraw and Claim (spec 001 §2), each with its label and whether it can be used. */
export interface MiningPoolActions {
  readonly deposit: ActionView;
  readonly withdraw: ActionView;
  readonly claim: ActionView;
}

export interface MiningPoolDetailProps {
  readonly state: MiningPoolDetailState;
  readonly labels: MiningPoolDetailLabels;
  readonly renderLink: RenderLink;
  /** The pool's buttons; absent: none (e.g. while the page cannot write). */
  readonly actions?: MiningPoolActions;
  /** Writes the counter's plain decimal for the reader's locale; identity by default. */
  readonly formatDecimal?: (decimal: string) => string;
}

// @spec 001 §2.25 Title, total deposits, pool rate in
/** /uni/{a}/{b}: the pool's deposits and rate, the account's deposit and live rewards, its buttons. */
export function MiningPoolDetail(props: MiningPoolDetailProps) {
  const { state, labels, renderLink, actions } = props;
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
  const fact = (label: string, value: ReactNode | undefined) =>
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
          {fact(
            labels.unclaimed,
            view.unclaimed === undefined ? undefined : (
              <RewardCounter
                value={view.unclaimed}
                {...(props.formatDecimal ? { format: props.formatDecimal } : {})}
              />
            ),
          )}
        </dl>
        {actions ? (
          <div className={poolActions}>
            {(['deposit', 'withdraw', 'claim'] as const).map((name) => (
              <Button
                key={name}
                variant="primary"
                disabled={actions[name].disabled}
                onClick={actions[name].onClick}
              >
                {actions[name].label}
              </Button>
            ))}
          </div>
        ) : null}
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
