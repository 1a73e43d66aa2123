import { closeButton } from './TransactionDialog.css';

/** The "×" button in dialog headers; `label` is its accessible name. */
export function CloseIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={closeButton} aria-label={label} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <path
          d="M18 6 6 18M6 6l12 12"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
