import { type ReactNode, useEffect } from 'react';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Column, Row } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { iconButton, popup, popupClose, popupRegion } from './AppShell.css';

// @spec 000 §2.6 Popups stack top right on large
/** Popups stacked top right on large screens, in a horizontal strip on small ones. */
export function PopupRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={popupRegion} aria-label={label}>
      {children}
    </section>
  );
}

export interface PopupStackItem {
  readonly key: string;
  /** Removed after this long (`onRemove`); null stays until closed. */
  readonly removeAfterMs: number | null;
  readonly content: ReactNode;
}

export interface PopupStackProps {
  /** The region's accessible name, e.g. "Notifications". */
  label: string;
  /** Each popup's close button's accessible name. */
  closeLabel: string;
  popups: readonly PopupStackItem[];
  /** A popup was closed or its time ran out. */
  onRemove: (key: string) => void;
}

/** The popups in their region, each in its card, each removed after its time. */
export function PopupStack({ label, closeLabel, popups, onRemove }: PopupStackProps) {
  return (
    <PopupRegion label={label}>
      {popups.map((item) => (
        <TimedPopup key={item.key} item={item} closeLabel={closeLabel} onRemove={onRemove} />
      ))}
    </PopupRegion>
  );
}

function TimedPopup({
  item: { key, removeAfterMs, content },
  closeLabel,
  onRemove,
}: {
  item: PopupStackItem;
  closeLabel: string;
  onRemove: (key: string) => void;
}) {
  useEffect(() => {
    if (removeAfterMs === null) return;
    const timer = setTimeout(() => onRemove(key), removeAfterMs);
    return () => clearTimeout(timer);
  }, [key, removeAfterMs, onRemove]);
  return (
    <PopupCard closeLabel={closeLabel} onClose={() => onRemove(key)}>
      {content}
    </PopupCard>
  );
}

export interface PopupCardProps {
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** One popup: a status with its content and a close button in the corner. */
export function PopupCard({ closeLabel, onClose, children }: PopupCardProps) {
  return (
    <div className={popup} role="status">
      {children}
      <button
        type="button"
        className={`${iconButton} ${popupClose}`}
        aria-label={closeLabel}
        onClick={onClose}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

export interface TransactionPopupContentProps {
  success: boolean;
  /**
   * A transaction that ended without its own receipt: replaced (sped up, ↻) or cancelled or
   * dropped (!), shown instead of the tick or cross of `success`.
   */
  outcome?: 'replaced' | 'cancelled' | 'dropped' | undefined;
  /** "Transaction succeeded", "Transaction failed", "Transaction replaced"… */
  title: string;
  /** What was done, or the shortened hash. */
  summary: string;
  /** A line under the summary (why a dropped transaction has no explorer link). */
  detail?: string | undefined;
  /** The transaction on the explorer, with its link text; absent without an explorer. */
  explorer?: { href: string; label: string } | undefined;
}

/** The mark before a transaction popup's title, and its tone. */
function transactionMark({ success, outcome }: TransactionPopupContentProps) {
  if (outcome === 'replaced') return { tone: 'accent', glyph: '↻' } as const;
  if (outcome) return { tone: 'warning', glyph: '!' } as const;
  return success
    ? ({ tone: 'success', glyph: '✓' } as const)
    : ({ tone: 'danger', glyph: '✕' } as const);
}

/** A finished transaction: its mark (✓, ✕, ↻ or !), title, summary, detail and explorer link. */
export function TransactionPopupContent(props: TransactionPopupContentProps) {
  const { title, summary, detail, explorer } = props;
  const mark = transactionMark(props);
  return (
    <Row gap="sm" alignItems="flex-start">
      <Text tone={mark.tone} aria-hidden="true">
        {mark.glyph}
      </Text>
      <Column gap="xs">
        <Text variant="subtitle">{title}</Text>
        <Text variant="label" tone="secondary">
          {summary}
        </Text>
        {detail ? (
          <Text variant="small" tone="secondary">
            {detail}
          </Text>
        ) : null}
        {explorer ? <ExternalLink href={explorer.href}>{explorer.label}</ExternalLink> : null}
      </Column>
    </Row>
  );
}

export interface ListUpdatePopupContentProps {
  /** What changed, e.g. "An update is available for the token list …". */
  message: string;
  /** Accepts the update; absent offers only Dismiss. */
  accept?: { label: string; onClick: () => void };
  dismiss: { label: string; onClick: () => void };
}

/** A token list's pending update: the message, Accept (when it can be) and Dismiss. */
export function ListUpdatePopupContent({ message, accept, dismiss }: ListUpdatePopupContentProps) {
  return (
    <Column gap="sm">
      <Text variant="label">{message}</Text>
      <Row gap="sm">
        {accept ? (
          <Button size="sm" onClick={accept.onClick}>
            {accept.label}
          </Button>
        ) : null}
        <Button size="sm" variant="text" onClick={dismiss.onClick}>
          {dismiss.label}
        </Button>
      </Row>
    </Column>
  );
}
