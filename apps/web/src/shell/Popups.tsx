import { sanitizeDisplayText } from '@dex/primitives';
import {
  displayAddress,
  ListUpdatePopupContent,
  PopupStack,
  Text,
  TransactionPopupContent,
} from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type MessageKey, useTranslation } from '../i18n';
import { activePopupsAtom, type PopupContent, removePopupAtom } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { transactionExplorerUrl } from '../transactions/explorer';

export interface PopupsProps {
  /** Accepts a pending token-list update; without it the popup offers only Dismiss. */
  onAcceptListUpdate?: (listUrl: string) => void;
}

const OUTCOME_TITLES: Record<'replaced' | 'cancelled' | 'dropped', MessageKey> = {
  replaced: 'popup.transactionReplaced',
  cancelled: 'popup.transactionCancelled',
  dropped: 'popup.transactionDropped',
};

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
  if (content.type === 'transaction' || content.type === 'transactionOutcome') {
    const outcome = content.type === 'transactionOutcome' ? content.outcome : undefined;
    // A replaced or cancelled one links to the transaction that took its nonce; a dropped one was
    // never mined, so an explorer has nothing to show for it.
    const linked = content.type === 'transaction' ? content.hash : content.replacementHash;
    const href = linked ? transactionExplorerUrl(chainId, linked) : undefined;
    return (
      <TransactionPopupContent
        success={content.type === 'transaction' && content.success}
        outcome={outcome}
        title={
          content.type === 'transactionOutcome'
            ? t(OUTCOME_TITLES[content.outcome])
            : t(content.success ? 'popup.transactionSucceeded' : 'popup.transactionFailed')
        }
        summary={
          content.summary ?? t('popup.transactionHash', { hash: displayAddress(content.hash) })
        }
        detail={outcome === 'dropped' ? t('popup.transactionDroppedDetail') : undefined}
        explorer={
          href
            ? {
                href,
                label: t(outcome === 'replaced' ? 'popup.viewReplacement' : 'popup.viewOnExplorer'),
              }
            : undefined
        }
      />
    );
  }
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
