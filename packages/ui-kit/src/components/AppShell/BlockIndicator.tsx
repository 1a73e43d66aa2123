import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { blockDot, blockDotPulsing, blockIndicator, blockIndicatorStale } from './AppShell.css';
import { type BlockPulseTiming, blockPulseTiming } from './blockPulse';

/**
 * True for `durationMs` after `blockNumber` changes, unless a pulse started less than
 * `minIntervalMs` ago: then that pulse runs its course and this block starts none.
 */
function usePulse(blockNumber: number, { durationMs, minIntervalMs }: BlockPulseTiming): boolean {
  const [pulsing, setPulsing] = useState(false);
  const lastStart = useRef<number | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a pulse starts on a new block only
  useEffect(() => {
    const now = Date.now();
    if (lastStart.current !== undefined && now - lastStart.current < minIntervalMs) return;
    lastStart.current = now;
    setPulsing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setPulsing(false), durationMs);
  }, [blockNumber]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return pulsing;
}

export interface BlockIndicatorProps {
  blockNumber: number;
  /** The block on the explorer; without one the indicator is a status, not a link. */
  href?: string;
  /** The node is not answering: the last block is kept, in the warning colour. */
  stale: boolean;
  /** Accessible name and tooltip, e.g. "Latest block: 123". */
  label: string;
  /** The chain's average block time (its registry entry): the pulse follows it (blockPulseTiming). */
  averageBlockTimeSeconds?: number | undefined;
}

// @spec 000 §2.5 A latest-block-number indicator sits bottom right
/** The latest block, bottom right on large screens (hidden at 960 px and below). */
export function BlockIndicator({
  blockNumber,
  href,
  stale,
  label,
  averageBlockTimeSeconds,
}: BlockIndicatorProps) {
  const timing = blockPulseTiming(averageBlockTimeSeconds);
  const pulsing = usePulse(blockNumber, timing);
  const content = (
    <>
      <span data-testid="block-number">{blockNumber}</span>
      <span
        className={pulsing ? `${blockDot} ${blockDotPulsing}` : blockDot}
        data-pulsing={pulsing}
        // The animation lasts as long as the pulse (shorter on chains with quick blocks).
        style={pulsing ? { animationDuration: `${timing.durationMs}ms` } : undefined}
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
