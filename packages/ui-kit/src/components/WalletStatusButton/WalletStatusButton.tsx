import { clsx } from '../../internal/clsx';
import { displayAddress } from '../../utils/shortenAddress';
import { Spinner } from '../Spinner/Spinner';
import { icon, label as labelClass, statusButton } from './WalletStatusButton.css';

/**
 * What the button shows, with its labels already translated: a view of the wallet's status (the
 * status itself is `@dex/wallet`'s `WalletStatus`), hence its own name.
 */
export type WalletStatusButtonState =
  /** No wallet: label "Connect to a wallet". */
  | { status: 'disconnected'; label: string }
  /** Connected to an unsupported chain: label "Wrong Network". */
  | { status: 'wrongNetwork'; label: string }
  /** Any other connection error: label "Error". */
  | { status: 'error'; label: string }
  /** Shows `name` when known, else the address shortened to 4 characters each end. */
  | { status: 'connected'; address: string; name?: string; iconUrl?: string }
  /** Transactions in flight: label "{n} Pending", shown with a spinner. */
  | { status: 'pending'; label: string };

export type WalletStatusButtonProps = {
  state: WalletStatusButtonState;
  /** Opens the wallet modal. */
  onClick: () => void;
  className?: string;
};

/** The header's wallet button; what it shows is decided by the caller's connection state. */
export function WalletStatusButton({ state, onClick, className }: WalletStatusButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(statusButton({ status: state.status }), className)}
    >
      <StatusContent state={state} />
    </button>
  );
}

function StatusContent({ state }: { state: WalletStatusButtonState }) {
  switch (state.status) {
    case 'pending':
      return (
        <>
          <span className={labelClass}>{state.label}</span>
          <Spinner size="sm" />
        </>
      );
    case 'connected':
      return (
        <>
          {state.iconUrl !== undefined ? (
            <img className={icon} src={state.iconUrl} alt="" width={16} height={16} />
          ) : null}
          <span className={labelClass}>{state.name ?? displayAddress(state.address)}</span>
        </>
      );
    case 'wrongNetwork':
    case 'error':
      return (
        <>
          <svg className={icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className={labelClass}>{state.label}</span>
        </>
      );
    case 'disconnected':
      return <span className={labelClass}>{state.label}</span>;
  }
}
