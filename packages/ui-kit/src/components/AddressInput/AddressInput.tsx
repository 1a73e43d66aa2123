import { type ReactNode, useId } from 'react';
import { clsx } from '../../internal/clsx';
import { container, field, header } from './AddressInput.css';

export type AddressInputProps = {
  /** Visible label, e.g. "Recipient". */
  label: string;
  value: string;
  /** Receives the text with surrounding whitespace removed (pasted addresses often carry it). */
  onChange: (value: string) => void;
  /** e.g. "Wallet Address or ENS name". */
  placeholder?: string;
  /** Marks the field as invalid (the caller decides whether the address or name resolves). */
  invalid?: boolean;
  /** Shown beside the label, e.g. a "View on Explorer" link once the address resolves. */
  accessory?: ReactNode;
  id?: string;
  disabled?: boolean;
  className?: string;
};

/** A recipient field for an address or a name; it only reports text, resolution is the caller's. */
export function AddressInput({
  label,
  value,
  onChange,
  placeholder,
  invalid = false,
  accessory,
  id,
  disabled,
  className,
}: AddressInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx(container({ invalid }), className)}>
      <div className={header}>
        <label htmlFor={inputId}>{label}</label>
        {accessory}
      </div>
      <input
        id={inputId}
        className={field({ invalid })}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    </div>
  );
}
