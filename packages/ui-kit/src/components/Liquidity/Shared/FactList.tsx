import { NetworkCostRow, type NetworkCostRowProps } from '../../ConfirmSwap/NetworkCostRow';
import { factDetail, factLabel, factRow, facts, factValue } from './Shared.css';

/** One label and value, e.g. ["USDC per ETH", "2000"], ["Share of Pool", "0.12%"] or ["Pooled WETH", "1.5"]. */
export interface PriceFact {
  readonly label: string;
  readonly value: string;
  /** A quieter second value under it, e.g. the amount's worth in dollars ("$1,000.00"). */
  readonly detail?: string | undefined;
}

/** Label-and-value lines as a description list (chain-provided symbols stay text). */
export function FactList({
  entries,
  networkCost,
}: {
  readonly entries: readonly PriceFact[];
  /** A review's network cost, the last line. */
  readonly networkCost?: Omit<NetworkCostRowProps, 'classNames'>;
}) {
  return (
    <dl className={facts}>
      {entries.map((entry) => (
        <div key={entry.label} className={factRow}>
          <dt className={factLabel}>{entry.label}</dt>
          <dd className={factValue}>
            {entry.value}
            {entry.detail ? <span className={factDetail}>{entry.detail}</span> : null}
          </dd>
        </div>
      ))}
      {networkCost ? (
        <NetworkCostRow
          {...networkCost}
          classNames={{ row: factRow, term: factLabel, value: factValue }}
        />
      ) : null}
    </dl>
  );
}
