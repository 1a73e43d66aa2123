import { type ReactNode, useId } from 'react';
import { Modal } from '../Modal/Modal';
import { Text } from '../Text/Text';
import { CloseIconButton } from '../TransactionDialog/CloseIconButton';
import { backButton, content, header } from './WalletModal.css';

export type WalletModalProps = {
  isOpen: boolean;
  onDismiss: () => void;
  /** Heading of the current view, e.g. "Connect to a wallet", "Account", "Wrong Network". */
  title: string;
  /** Accessible name of the × button, e.g. "Close". */
  closeLabel: string;
  /** When set, a back control replaces nothing but sits before the title (pending -> options/account). */
  onBack?: () => void;
  backLabel?: string;
  /** One of the views: WalletOptionList, WalletAccountView, WalletPendingView, WrongNetworkView. */
  children: ReactNode;
};

/** The wallet modal's frame: a labelled dialog with a title, optional Back and a close button. */
export function WalletModal({
  isOpen,
  onDismiss,
  title,
  closeLabel,
  onBack,
  backLabel,
  children,
}: WalletModalProps) {
  const titleId = useId();
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} aria-labelledby={titleId}>
      <div className={header}>
        {onBack !== undefined && backLabel !== undefined ? (
          <button type="button" className={backButton} onClick={onBack}>
            {backLabel}
          </button>
        ) : null}
        <Text as="h2" id={titleId} variant="subtitle">
          {title}
        </Text>
        <CloseIconButton label={closeLabel} onClick={onDismiss} />
      </div>
      <div className={content}>{children}</div>
    </Modal>
  );
}
