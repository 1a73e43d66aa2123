import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type CardVariants, card } from './Card.css';

export type CardProps = ComponentPropsWithRef<'div'> & CardVariants;

export function Card({ variant, padding, className, ...rest }: CardProps) {
  return <div {...rest} className={clsx(card({ variant, padding }), className)} />;
}
