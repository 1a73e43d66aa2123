import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { WalletIcon } from './WalletIcon';
import { optionDescription, optionName, optionText, pendingBox, spread } from './WalletModal.css';

export type WalletPendingViewProps = {
  /** The wallet being activated. */
  wallet: { name: string; iconUrl: string; description?: string };
  status: 'connecting' | 'error';
  /** e.g. "Initializing..." */
  connectingText: string;
  /** "Error connecting." */
  errorText: string;
  /** "Try Again" */
  retryLabel: string;
  onRetry: () => void;
};

/** The pending view: a (600 ms delayed) spinner while connecting, or the error with a retry. */
export function WalletPendingView({
  wallet,
  status,
  connectingText,
  errorText,
  retryLabel,
  onRetry,
}: WalletPendingViewProps) {
  return (
    <>
      {status === 'error' ? (
        <div className={pendingBox({ error: true })} role="alert">
          <Text tone="danger" variant="label">
            {errorText}
          </Text>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : (
        <div className={pendingBox({ error: false })}>
          <Spinner delayed size="md" tone="accent" />
          <Text variant="label">{connectingText}</Text>
        </div>
      )}
      <div className={pendingBox({ error: false })}>
        <div className={spread} style={{ width: '100%' }}>
          <span className={optionText}>
            <span className={optionName}>{wallet.name}</span>
            {wallet.description !== undefined ? (
              <span className={optionDescription}>{wallet.description}</span>
            ) : null}
          </span>
          <WalletIcon src={wallet.iconUrl} />
        </div>
      </div>
    </>
  );
}
