import { getChainInfo, getExplorerLink } from '@dex/chains';
import { BlockIndicator as BlockIndicatorView } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { explorerUrlFor } from '../config';
import { useTranslation } from '../i18n';
import { latestBlockNumberAtom, nodeStatusAtom } from '../state/blockNumber';
import { activeChainIdAtom } from '../state/wallet';

/**
 * The active chain's latest block (spec §9), linked to the explorer. While the read node is not
 * answering it keeps the last block, marked out of date.
 */
export function BlockIndicator() {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const blockNumber = useAtomValue(latestBlockNumberAtom);
  const stale = useAtomValue(nodeStatusAtom).kind !== 'ok';
  if (blockNumber === undefined) return null;
  const explorerUrl = explorerUrlFor(chainId);
  const href = getExplorerLink(
    chainId,
    String(blockNumber),
    'block',
    explorerUrl ? { explorerUrl } : {},
  );
  return (
    <BlockIndicatorView
      blockNumber={blockNumber}
      href={href ?? undefined}
      stale={stale}
      // The pulse follows the chain's clock: on 250 ms blocks it pulses once a second.
      averageBlockTimeSeconds={getChainInfo(chainId)?.averageBlockTimeSeconds}
      label={t(stale ? 'block.stale' : 'block.latest', { number: blockNumber })}
    />
  );
}
