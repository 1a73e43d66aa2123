import type { ComponentPropsWithoutRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type TextVariants, text } from './Text.css';

type TextElement = 'span' | 'p' | 'div' | 'label' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type TextProps = Omit<ComponentPropsWithoutRef<'span'>, 'color'> &
  TextVariants & {
    /** The element rendered; headings keep the document outline meaningful. */
    as?: TextElement;
  };

/** Themed text. Children render as React text nodes, so untrusted strings stay inert. */
export function Text({
  as: Element = 'span',
  variant,
  tone,
  align,
  truncate,
  className,
  ...rest
}: TextProps) {
  return (
    <Element {...rest} className={clsx(text({ variant, tone, align, truncate }), className)} />
  );
}
