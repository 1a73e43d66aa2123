import { sanitizeDisplayText } from '@dex/primitives';
import {
  displayAddress,
  ListUpdatePopupContent,
  PopupCard,
  PopupRegion,
  Text,
  TransactionPopupContent,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { activePopupsAtom, type Popup, type PopupContent, removePopupAtom } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { transactionExplorerUrl } from '../transactions/explorer';
import { TransactionOutcomePopup } from '../transactions/TransactionOutcomePopup';

export interface PopupsProps {
  /** Accepts a pending token-list update; without it the popup offers only Dismiss. */
  onAcceptListUpdate?: (listUrl: string) => void;
}

function versionText({ major, minor, patch }: { major: number; minor: number; patch: number }) {
  return `${major}.${minor}.${patch}`;
}

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
  if (content.type === 'transaction') {
    const href = transactionExplorerUrl(chainId, content.hash);
    return (
      <TransactionPopupContent
        success={content.success}
        title={content.success ? t('popup.transactionSucceeded') : t('popup.transactionFailed')}
        summary={
          content.summary ?? t('popup.transactionHash', { hash: displayAddress(content.hash) })
        }
        explorer={href ? { href, label: t('popup.viewOnExplorer') } : undefined}
      />
    );
  }
  if (content.type === 'transactionOutcome') return <TransactionOutcomePopup content={content} />;
  if (content.auto) {
    return (
      <Text variant="label">
        {t('popup.listUpdated', {
          // A list names itself: its hidden and reordering characters are shown, not obeyed.
          name: sanitizeDisplayText(content.newList.name),
          version: versionText(content.newList.version),
        })}
      </Text>
    );
  }
  return (
    <ListUpdatePopupContent
      message={t('popup.listUpdateAvailable', {
        name: sanitizeDisplayText(content.oldList.name),
        oldVersion: versionText(content.oldList.version),
        newVersion: versionText(content.newList.version),
      })}
      accept={
        onAcceptListUpdate
          ? {
              label: t('popup.acceptUpdate'),
              onClick: () => {
                onAcceptListUpdate(content.listUrl);
                dismiss();
              },
            }
          : undefined
      }
      dismiss={{ label: t('popup.dismiss'), onClick: dismiss }}
    />
  );
}

function PopupItem({
  popup,
  onAcceptListUpdate,
}: {
  popup: Popup;
  onAcceptListUpdate?: (listUrl: string) => void;
}) {
  const { t } = useTranslation();
  const removePopup = useSetAtom(removePopupAtom);
  const { key, removeAfterMs } = popup;

  useEffect(() => {
    if (removeAfterMs === null) return;
    const timer = setTimeout(() => removePopup(key), removeAfterMs);
    return () => clearTimeout(timer);
  }, [key, removeAfterMs, removePopup]);

  const dismiss = () => removePopup(key);
  return (
    <PopupCard closeLabel={t('popup.close')} onClose={dismiss}>
      <PopupBody
        content={popup.content}
        onAcceptListUpdate={onAcceptListUpdate}
        dismiss={dismiss}
      />
    </PopupCard>
  );
}

/** The popups (ui-kit's `PopupRegion`) over the popup queue, each removed after its time. */
export function Popups({ onAcceptListUpdate }: PopupsProps) {
  const { t } = useTranslation();
  const popups = useAtomValue(activePopupsAtom);
  return (
    <PopupRegion label={t('popup.region')}>
      {popups.map((popup) => (
        <PopupItem key={popup.key} popup={popup} onAcceptListUpdate={onAcceptListUpdate} />
      ))}
    </PopupRegion>
  );
}
