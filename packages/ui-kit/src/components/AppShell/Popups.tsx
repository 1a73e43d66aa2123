import type { ReactNode } from 'react';
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
  /** "Transaction succeeded" or "Transaction failed". */
  title: string;
  /** What was done, or the shortened hash. */
  summary: string;
  /** The transaction on the explorer, with its link text; absent without an explorer. */
  explorer?: { href: string; label: string };
}

/** A finished transaction: a tick or a cross, its title, summary and explorer link. */
export function TransactionPopupContent({
  success,
  title,
  summary,
  explorer,
}: TransactionPopupContentProps) {
  return (
    <Row gap="sm" alignItems="flex-start">
      <Text tone={success ? 'success' : 'danger'} aria-hidden="true">
        {success ? '✓' : '✕'}
      </Text>
      <Column gap="xs">
        <Text variant="subtitle">{title}</Text>
        <Text variant="label" tone="secondary">
          {summary}
        </Text>
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
