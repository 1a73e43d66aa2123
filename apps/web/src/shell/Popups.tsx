import { getExplorerLink } from '@dex/chains';
import { Button, Column, displayAddress, ExternalLink, Row, Text } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { explorerUrlFor } from '../config';
import { useTranslation } from '../i18n';
import { activePopupsAtom, type Popup, type PopupContent, removePopupAtom } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { TransactionOutcomePopup } from '../transactions/TransactionOutcomePopup';
import { iconButton, popup as popupClass, popupClose, popupRegion } from './shell.css';

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
    const explorerUrl = explorerUrlFor(chainId);
    const href = getExplorerLink(
      chainId,
      content.hash,
      'transaction',
      explorerUrl ? { explorerUrl } : {},
    );
    return (
      <Row gap="sm" alignItems="flex-start">
        <Text tone={content.success ? 'success' : 'danger'} aria-hidden="true">
          {content.success ? '✓' : '✕'}
        </Text>
        <Column gap="xs">
          <Text variant="subtitle">
            {content.success ? t('popup.transactionSucceeded') : t('popup.transactionFailed')}
          </Text>
          <Text variant="label" tone="secondary">
            {content.summary ?? t('popup.transactionHash', { hash: displayAddress(content.hash) })}
          </Text>
          {href ? <ExternalLink href={href}>{t('popup.viewOnExplorer')}</ExternalLink> : null}
        </Column>
      </Row>
    );
  }
  if (content.type === 'transactionOutcome') return <TransactionOutcomePopup content={content} />;
  if (content.auto) {
    return (
      <Text variant="label">
        {t('popup.listUpdated', {
          name: content.newList.name,
          version: versionText(content.newList.version),
        })}
      </Text>
    );
  }
  return (
    <Column gap="sm">
      <Text variant="label">
        {t('popup.listUpdateAvailable', {
          name: content.oldList.name,
          oldVersion: versionText(content.oldList.version),
          newVersion: versionText(content.newList.version),
        })}
      </Text>
      <Row gap="sm">
        {onAcceptListUpdate ? (
          <Button
            size="sm"
            onClick={() => {
              onAcceptListUpdate(content.listUrl);
              dismiss();
            }}
          >
            {t('popup.acceptUpdate')}
          </Button>
        ) : null}
        <Button size="sm" variant="text" onClick={dismiss}>
          {t('popup.dismiss')}
        </Button>
      </Row>
    </Column>
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
    <div className={popupClass} role="status">
      <PopupBody
        content={popup.content}
        onAcceptListUpdate={onAcceptListUpdate}
        dismiss={dismiss}
      />
      <button
        type="button"
        className={`${iconButton} ${popupClose}`}
        aria-label={t('popup.close')}
        onClick={dismiss}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

/** Popups stacked top right on large screens, in a horizontal strip on small ones. */
export function Popups({ onAcceptListUpdate }: PopupsProps) {
  const { t } = useTranslation();
  const popups = useAtomValue(activePopupsAtom);
  return (
    <section className={popupRegion} aria-label={t('popup.region')}>
      {popups.map((popup) => (
        <PopupItem key={popup.key} popup={popup} onAcceptListUpdate={onAcceptListUpdate} />
      ))}
    </section>
  );
}
