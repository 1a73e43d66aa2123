import { useEffect, useState } from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { blockDot, blockDotPulsing, blockIndicator, blockIndicatorStale } from './AppShell.css';

/** The indicator pulses for 1 s after each new block. */
export const BLOCK_PULSE_MS = 1_000;

/** True for BLOCK_PULSE_MS after `blockNumber` changes: the pulse belongs to the block that started it. */
function usePulse(blockNumber: number): boolean {
  const [pulsingBlock, setPulsingBlock] = useState<number | null>(null);
  useEffect(() => {
    setPulsingBlock(blockNumber);
    const timer = setTimeout(() => setPulsingBlock(null), BLOCK_PULSE_MS);
    return () => clearTimeout(timer);
  }, [blockNumber]);
  return pulsingBlock === blockNumber;
}

export interface BlockIndicatorProps {
  blockNumber: number;
  /** The block on the explorer; without one the indicator is a status, not a link. */
  href?: string;
  /** The node is not answering: the last block is kept, in the warning colour. */
  stale: boolean;
  /** Accessible name and tooltip, e.g. "Latest block: 123". */
  label: string;
}

/** The latest block, bottom right on large screens (hidden at 960 px and below). */
export function BlockIndicator({ blockNumber, href, stale, label }: BlockIndicatorProps) {
  const pulsing = usePulse(blockNumber);
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
