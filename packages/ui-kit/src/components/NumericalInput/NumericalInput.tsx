import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { type NumericalInputVariants, numericalInput } from './NumericalInput.css';
import { NUMERICAL_INPUT_MAX_LENGTH, sanitizeNumericalInput } from './sanitizeNumericalInput';

export type NumericalInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'size' | 'type' | 'inputMode' | 'maxLength' | 'pattern'
> &
  NumericalInputVariants & {
    value: string;
    /** Called only with accepted input (digits, one dot, commas already turned into dots). */
    onUserInput: (value: string) => void;
  };

/** An amount field: decimal keyboard on mobile, rejects anything but a decimal number. */
export function NumericalInput({
  value,
  onUserInput,
  placeholder = '0.0',
  size,
  align,
  className,
  ...rest
}: NumericalInputProps) {
  return (
    <input
      {...rest}
      value={value}
      onChange={(event) => {
        const next = sanitizeNumericalInput(event.target.value);
        if (next !== null) onUserInput(next);
      }}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      autoCorrect="off"
      spellCheck={false}
      pattern="^[0-9]*[.,]?[0-9]*$"
      minLength={1}
      maxLength={NUMERICAL_INPUT_MAX_LENGTH}
      placeholder={placeholder}
      className={clsx(numericalInput({ size, align }), className)}
    />
  );
}
