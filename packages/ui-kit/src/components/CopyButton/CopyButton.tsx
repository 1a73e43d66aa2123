import { useEffect, useRef, useState } from 'react';
import { clsx } from '../../internal/clsx';
import { copyButton, icon } from './CopyButton.css';

/** How long the "copied" confirmation stays (the spec's 500 ms). */
export const COPY_CONFIRMATION_MS = 500;

export type CopyButtonProps = {
  /** The text put on the clipboard. */
  text: string;
  /** Clipboard writer, injected so apps and tests choose it (e.g. `navigator.clipboard.writeText`). */
  writeText: (text: string) => Promise<void>;
  /** Visible label, e.g. "Copy Address". */
  label: string;
  /** Visible confirmation after a successful copy, e.g. "Copied". */
  copiedLabel: string;
  confirmationMs?: number;
  /** Told when the writer rejects; the confirmation is then not shown. */
  onError?: (error: unknown) => void;
  className?: string;
};

export function CopyButton({
  text,
  writeText,
  label,
  copiedLabel,
  confirmationMs = COPY_CONFIRMATION_MS,
  onError,
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), confirmationMs);
    return () => clearTimeout(timer);
  }, [copied, confirmationMs]);

  const copy = async () => {
    try {
      await writeText(text);
      if (mounted.current) setCopied(true);
    } catch (error) {
      onError?.(error);
    }
  };

  return (
    <button type="button" className={clsx(copyButton, className)} onClick={copy}>
      <svg
        className={icon}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        aria-hidden="true"
      >
        {copied ? (
          <path d="M20 6 9 17l-5-5" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <>
            <rect x="9" y="9" width="13" height="13" rx="2" strokeWidth="2" />
            <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" strokeWidth="2" />
          </>
        )}
      </svg>
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
