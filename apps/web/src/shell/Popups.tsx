import { listUpdatePopupView } from '@dex/token-lists';
import { transactionPopupView } from '@dex/transactions';
import {
  displayAddress,
  ListUpdatePopupContent,
  PopupStack,
  Text,
  TransactionPopupContent,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { activePopupsAtom, type PopupContent, removePopupAtom } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { transactionExplorerUrl } from '../transactions/explorer';

export interface PopupsProps {
  /** Accepts a pending token-list update; without it the popup offers only Dismiss. */
  onAcceptListUpdate?: (listUrl: string) => void;
}

/** A popup's content: a transaction's (@dex/transactions) or a list update's (@dex/token-lists). */
function PopupBody({
  content,
  onAcceptListUpdate,
  dismiss,
}: {
  content: PopupContent;
  onAcceptListUpdate?: (listUrl: string) => void;
  dismiss: () => void;
}) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  if (content.type !== 'listUpdate') {
    const view = transactionPopupView(t, content, {
      explorerUrl: (hash) => transactionExplorerUrl(chainId, hash),
      hashText: displayAddress,
    });
    return <TransactionPopupContent {...view} />;
  }
  const view = listUpdatePopupView(t, content, {
    onAccept: onAcceptListUpdate,
    onDismiss: dismiss,
  });
  if (view.kind === 'updated') return <Text variant="label">{view.text}</Text>;
  const { message, accept, dismiss: dismissAction } = view;
  return <ListUpdatePopupContent message={message} accept={accept} dismiss={dismissAction} />;
}

/** The popups (ui-kit's `PopupStack`) over the popup queue, each removed after its time. */
export function Popups({ onAcceptListUpdate }: PopupsProps) {
  const { t } = useTranslation();
  const popups = useAtomValue(activePopupsAtom);
  const removePopup = useSetAtom(removePopupAtom);
  return (
    <PopupStack
      label={t('popup.region')}
      closeLabel={t('popup.close')}
      onRemove={removePopup}
      popups={popups.map(({ key, removeAfterMs, content }) => ({
        key,
        removeAfterMs,
        content: (
          <PopupBody
            content={content}
            onAcceptListUpdate={onAcceptListUpdate}
            dismiss={() => removePopup(key)}
          />
        ),
      }))}
    />
  );
}
