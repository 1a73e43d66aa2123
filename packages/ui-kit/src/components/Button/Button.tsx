import type { ComponentPropsWithRef, ReactNode } from 'react';
import { clsx } from '../../internal/clsx';
import { Spinner } from '../Spinner/Spinner';
import { type ButtonVariants, button } from './Button.css';

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> &
  ButtonVariants & {
    children: ReactNode;
    /** Shows a spinner and blocks clicks until the work finishes. */
    loading?: boolean;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled = false,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={clsx(button({ variant, size, fullWidth }), className)}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
}
