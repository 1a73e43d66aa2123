import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { option, toggle } from './Toggle.css';

export type ToggleProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'onClick' | 'role' | 'aria-checked'
> & {
  isActive: boolean;
  onToggle: () => void;
  /** Visible text of the "on" side, e.g. "On". */
  activeText: string;
  /** Visible text of the "off" side, e.g. "Off". */
  inactiveText: string;
};

/** An on/off switch (role switch) showing both states with the current one highlighted. */
export function Toggle({
  isActive,
  onToggle,
  activeText,
  inactiveText,
  className,
  type = 'button',
  ...rest
}: ToggleProps) {
  return (
    <button
      {...rest}
      type={type}
      role="switch"
      aria-checked={isActive}
      onClick={onToggle}
      className={clsx(toggle, className)}
    >
      <span className={option({ selected: isActive })}>{activeText}</span>
      <span className={option({ selected: !isActive })}>{inactiveText}</span>
    </button>
  );
}
