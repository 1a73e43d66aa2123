import { getExplorerLink } from '@dex/chains';
import { ExternalLink } from '@dex/ui-kit';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { explorerUrlFor } from '../config';
import { useTranslation } from '../i18n';
import { latestBlockNumberAtom, nodeStatusAtom } from '../state/blockNumber';
import { activeChainIdAtom } from '../state/wallet';
import { blockDot, blockDotPulsing, blockIndicator, blockIndicatorStale } from './shell.css';

/** Spec §9: the indicator pulses for 1 s after each new block. */
export const BLOCK_PULSE_MS = 1_000;

function usePulse(blockNumber: number | undefined): boolean {
  const [pulsing, setPulsing] = useState(false);
  useEffect(() => {
    if (blockNumber === undefined) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), BLOCK_PULSE_MS);
    return () => clearTimeout(timer);
  }, [blockNumber]);
  return pulsing;
}

/**
 * The active chain's latest block, bottom right on large screens, linked to the explorer. While the
 * read node is not answering it keeps the last block, marked out of date.
 */
export function BlockIndicator() {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const blockNumber = useAtomValue(latestBlockNumberAtom);
  const pulsing = usePulse(blockNumber);
  const stale = useAtomValue(nodeStatusAtom).kind !== 'ok';
  if (blockNumber === undefined) return null;

  const explorerUrl = explorerUrlFor(chainId);
  const href = getExplorerLink(
    chainId,
    String(blockNumber),
    'block',
    explorerUrl ? { explorerUrl } : {},
  );
  const content = (
    <>
      <span data-testid="block-number">{blockNumber}</span>
      <span
        className={pulsing ? `${blockDot} ${blockDotPulsing}` : blockDot}
        data-pulsing={pulsing}
        aria-hidden="true"
      />
    </>
  );
  const label = t(stale ? 'block.stale' : 'block.latest', { number: blockNumber });
  const className = stale ? `${blockIndicator} ${blockIndicatorStale}` : blockIndicator;
  return href ? (
    <ExternalLink
      href={href}
      className={className}
      aria-label={label}
      title={label}
      data-stale={stale}
    >
      {content}
    </ExternalLink>
  ) : (
    <div className={className} role="status" aria-label={label} title={label} data-stale={stale}>
      {content}
    </div>
  );
}
