import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { lockedFieldset, lockReason } from './LockedForm.css';

export interface LockedFormProps {
  /** While true every control inside is disabled and `reason` is shown above. */
  readonly locked: boolean;
  /** Why the form cannot be used yet, e.g. "Checking token lists…"; announced politely. */
  readonly reason: string;
  readonly children: ReactNode;
}

/**
 * A form shown but not usable while something it depends on is being checked. The controls sit
 * in a disabled fieldset (native: no click, typing or focus gets through), always rendered so
 * locking and unlocking keep what was typed.
 */
export function LockedForm({ locked, reason, children }: LockedFormProps) {
  return (
    <>
      {locked ? (
        <div className={lockReason} role="status" aria-live="polite">
          <Spinner size="sm" />
          <Text variant="small" tone="secondary">
            {reason}
          </Text>
        </div>
      ) : null}
      <fieldset className={lockedFieldset} disabled={locked} aria-busy={locked}>
        {children}
      </fieldset>
    </>
  );
}
