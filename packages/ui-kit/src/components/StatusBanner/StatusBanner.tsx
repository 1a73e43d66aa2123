import type { ComponentPropsWithRef, ReactNode } from 'react';
import { clsx } from '../../internal/clsx';
import { type StatusBannerVariants, statusBanner } from './StatusBanner.css';

export type StatusBannerProps = Omit<ComponentPropsWithRef<'div'>, 'title'> &
  StatusBannerVariants & {
    /** The short headline, e.g. "Can't reach the network node."; set in bold. */
    title: ReactNode;
    /** What it means for the user and what happens next. */
    children?: ReactNode;
  };

/**
 * A full-width notice about the app's own condition (the network node is down, say). A polite
 * live region, so screen readers announce it when it appears without interrupting.
 */
export function StatusBanner({ tone, title, children, className, ...rest }: StatusBannerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      {...rest}
      className={clsx(statusBanner({ tone }), className)}
    >
      <strong>{title}</strong>
      {children ? <span>{children}</span> : null}
    </div>
  );
}
