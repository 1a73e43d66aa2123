import { Fragment } from 'react';
import * as styles from './TradeRoute.css';

/** One leg of a split: the tokens it passes through and, between each two, the pool it uses. */
export interface TradeRouteSplit {
  /** The share of the amount this leg carries, already formatted ("40%"). */
  readonly percent: string;
  /** Token symbols from input to output (untrusted text: rendered as text only). */
  readonly symbols: readonly string[];
  /** One label per hop, `symbols.length - 1` of them: "V2" or a v3 fee tier such as "0.3%". */
  readonly pools: readonly string[];
}

export interface TradeRouteProps {
  /** The heading read by screen readers and shown above the legs, e.g. "Route". */
  readonly label: string;
  readonly splits: readonly TradeRouteSplit[];
  /**
   * How many routes the router took and why not more, already translated, e.g. "3 routes: another
   * would cost more in gas than it gains". Shown above the legs.
   */
  readonly summary?: string;
  /** The network cost the router counted, e.g. { label: 'Network cost', value: '$1.20' }. */
  readonly networkCost?: { readonly label: string; readonly value: string };
}

/**
 * A trade's route as a compact diagram: one line per split with its percent, then each token and
 * the pool between it and the next. Lines wrap, so four three-hop legs still fit 375 px.
 */
export function TradeRoute({ label, splits, summary, networkCost }: TradeRouteProps) {
  return (
    <div className={styles.root}>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <ol className={styles.list} aria-label={label}>
        {splits.map((split, index) => (
          // Legs have no identity beyond their order; the order never changes within one trade.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.split}>
            <span className={styles.percent}>{split.percent}</span>
            {split.symbols.map((symbol, hop) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path may pass a symbol twice
              <Fragment key={hop}>
                {hop > 0 ? (
                  <>
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                    <span className={styles.pool}>{split.pools[hop - 1]}</span>
                    <span className={styles.arrow} aria-hidden="true">
                      →
                    </span>
                  </>
                ) : null}
                <span className={styles.symbol}>{symbol}</span>
              </Fragment>
            ))}
          </li>
        ))}
      </ol>
      {networkCost ? (
        <div className={styles.cost}>
          <span>{networkCost.label}</span>
          <span>{networkCost.value}</span>
        </div>
      ) : null}
    </div>
  );
}
