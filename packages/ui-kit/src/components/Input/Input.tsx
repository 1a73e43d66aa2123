import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type InputVariants, input } from './Input.css';

export type InputProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & InputVariants;

/** A themed text input; `invalid` also sets aria-invalid for assistive technology. */
export function Input({ invalid = false, size, className, type = 'text', ...rest }: InputProps) {
  return (
    <input
      {...rest}
      type={type}
      aria-invalid={invalid || undefined}
      className={clsx(input({ invalid, size }), className)}
    />
  );
}
