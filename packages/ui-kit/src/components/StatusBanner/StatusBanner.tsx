import type { ComponentPropsWithRef, ReactNode } from 'react';
import { clsx } from '../../internal/clsx';
import { dismissButton, type StatusBannerVariants, statusBanner } from './StatusBanner.css';

export type StatusBannerProps = Omit<ComponentPropsWithRef<'div'>, 'title'> &
  StatusBannerVariants & {
    /** The short headline, e.g. "Can't reach the network node."; set in bold. */
    title: ReactNode;
    /** What it means for the user and what happens next. */
    children?: ReactNode;
    /** Shows a close button; the caller hides the banner (and remembers that, if it should). */
    onDismiss?: () => void;
    /** The close button's accessible name, e.g. "Dismiss"; required with `onDismiss`. */
    dismissLabel?: string;
  };

/**
 * A full-width notice about the app's own condition (the network node is down, say). A polite
 * live region, so screen readers announce it when it appears without interrupting.
 */
export function StatusBanner({
  tone,
  title,
  children,
  onDismiss,
  dismissLabel,
  className,
  ...rest
}: StatusBannerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      {...rest}
      className={clsx(statusBanner({ tone }), className)}
    >
      <strong>{title}</strong>
      {children ? <span>{children}</span> : null}
      {onDismiss ? (
        <button
          type="button"
          className={dismissButton}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}
