import { StatusBanner } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n';
import { latestBlockNumberAtom, nodeStatusAtom } from '../state/blockNumber';

/**
 * Says in words when the active chain's read node fails (502, garbage, silence), cannot say which
 * chain it serves, or serves another chain. Values on screen stay as they were (marked stale); the
 * block tracker keeps retrying, and the banner goes away by itself with the node's next good answer.
 */
export function NodeStatusBanner() {
  const { t } = useTranslation();
  const status = useAtomValue(nodeStatusAtom);
  const blockNumber = useAtomValue(latestBlockNumberAtom);
  if (status.kind === 'ok') return null;
  if (status.kind === 'wrong-chain') {
    return (
      <StatusBanner
        tone="danger"
        title={t('node.wrongChain.title', { chainId: status.servedChainId })}
      >
        {t('node.wrongChain.detail')}
      </StatusBanner>
    );
  }
  if (status.kind === 'unverified') {
    return (
      <StatusBanner tone="warning" title={t('node.unverified.title')} data-testid="node-status">
        {t('node.unverified.detail')}
      </StatusBanner>
    );
  }
  return (
    <StatusBanner tone="warning" title={t('node.unreachable.title')} data-testid="node-status">
      {blockNumber === undefined
        ? t('node.unreachable.detailNoBlock')
        : t('node.unreachable.detail', { number: blockNumber })}
    </StatusBanner>
  );
}
