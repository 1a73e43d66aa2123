import { Column, displayAddress, ExternalLink, Row, Text } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { type MessageKey, useTranslation } from '../i18n';
import type { PopupContent } from '../state/popups';
import { activeChainIdAtom } from '../state/wallet';
import { transactionExplorerUrl } from './explorer';

type OutcomeContent = Extract<PopupContent, { type: 'transactionOutcome' }>;

const TITLES: Record<OutcomeContent['outcome'], MessageKey> = {
  replaced: 'popup.transactionReplaced',
  cancelled: 'popup.transactionCancelled',
  dropped: 'popup.transactionDropped',
};

/** The popup body of a replaced (sped up), cancelled or dropped transaction. */
export function TransactionOutcomePopup({ content }: { content: OutcomeContent }) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  // A dropped transaction was never mined, so an explorer has nothing to show for it.
  const href = content.replacementHash
    ? transactionExplorerUrl(chainId, content.replacementHash)
    : undefined;
  return (
    <Row gap="sm" alignItems="flex-start">
      <Text tone={content.outcome === 'replaced' ? 'accent' : 'warning'} aria-hidden="true">
        {content.outcome === 'replaced' ? '↻' : '!'}
      </Text>
      <Column gap="xs">
        <Text variant="subtitle">{t(TITLES[content.outcome])}</Text>
        <Text variant="label" tone="secondary">
          {content.summary ?? t('popup.transactionHash', { hash: displayAddress(content.hash) })}
        </Text>
        {content.outcome === 'dropped' ? (
          <Text variant="small" tone="secondary">
            {t('popup.transactionDroppedDetail')}
          </Text>
        ) : null}
        {href ? (
          <ExternalLink href={href}>
            {content.outcome === 'replaced'
              ? t('popup.viewReplacement')
              : t('popup.viewOnExplorer')}
          </ExternalLink>
        ) : null}
      </Column>
    </Row>
  );
}
