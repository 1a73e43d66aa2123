import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type BadgeVariants, badge } from './Badge.css';

export type BadgeProps = ComponentPropsWithRef<'span'> & BadgeVariants;

/** A short status label, e.g. a proposal state (blue info, green success, red danger, grey neutral). */
export function Badge({ tone, className, ...rest }: BadgeProps) {
  return <span {...rest} className={clsx(badge({ tone }), className)} />;
}
