import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import type { BadgeVariants } from '../Badge/Badge.css';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { clearAll, heading, list, row, section, summary } from './TransactionList.css';

export type TransactionListStatus =
  | 'pending'
  | 'confirmed'
  | 'failed'
  | 'replaced'
  | 'cancelled'
  | 'dropped';

export interface TransactionListItem {
  readonly hash: string;
  /** Shown as plain text (it may come from untrusted token symbols); clipped to one line. */
  readonly summary: string;
  readonly status: TransactionListStatus;
  /** Translated status, e.g. "Pending". */
  readonly statusLabel: string;
  /** Explorer page of the transaction; the summary is plain text without it. */
  readonly href?: string;
}

export interface TransactionListProps {
  /** Already ordered by the caller (pending first, then the others, newest first). */
  readonly items: readonly TransactionListItem[];
  readonly labels: {
    /** "Recent Transactions" */
    readonly title: string;
    /** "(clear all)" */
    readonly clearAll: string;
    /** "Your transactions will appear here..." */
    readonly empty: string;
  };
  readonly onClearAll: () => void;
}

const TONES: Record<TransactionListStatus, NonNullable<BadgeVariants>['tone']> = {
  pending: 'info',
  confirmed: 'success',
  failed: 'danger',
  replaced: 'neutral',
  cancelled: 'warning',
  dropped: 'warning',
};

/** The account view's recent transactions: summary, status and explorer link per transaction. */
export function TransactionList({ items, labels, onClearAll }: TransactionListProps) {
  const titleId = useId();
  if (items.length === 0) {
    return (
      <section className={section} aria-label={labels.title}>
        <Text variant="label" tone="secondary">
          {labels.empty}
        </Text>
      </section>
    );
  }
  return (
    <section className={section} aria-labelledby={titleId}>
      <div className={heading}>
        <Text variant="label" id={titleId}>
          {labels.title}
        </Text>
        <button type="button" className={clearAll} onClick={onClearAll}>
          {labels.clearAll}
        </button>
      </div>
      <ul className={list}>
        {items.map((item) => (
          <li key={item.hash} className={row}>
            <span className={summary} title={item.summary}>
              {item.href !== undefined ? (
                <ExternalLink href={item.href}>{item.summary}</ExternalLink>
              ) : (
                <Text variant="label">{item.summary}</Text>
              )}
            </span>
            <Badge tone={TONES[item.status]}>
              {item.status === 'pending' ? <Spinner size="sm" /> : null}
              {item.statusLabel}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
