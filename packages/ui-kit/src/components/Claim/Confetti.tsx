import { type CSSProperties, useMemo } from 'react';
import { layer, piece } from './Confetti.css';

const COLOURS = ['#fc72ff', '#4c82fb', '#40b66b', '#ffbf17', '#fd4040', '#9b5bff'];

/** The spec's claim celebration: 400 pieces. */
export const CLAIM_CONFETTI_PIECES = 400;

export interface ConfettiProps {
  readonly pieces?: number;
  /** Deterministic layouts for stories and tests; Math.random by default. */
  readonly random?: () => number;
}

/**
 * Falling confetti drawn with CSS animations only (one short run, no timers to clean up); hidden
 * for people who ask for reduced motion. Decorative, so hidden from screen readers.
 */
export function Confetti({ pieces = CLAIM_CONFETTI_PIECES, random = Math.random }: ConfettiProps) {
  const styles = useMemo(
    () =>
      Array.from({ length: pieces }, (_, index): CSSProperties => {
        const drift = `${Math.round((random() - 0.5) * 30)}vw`;
        return {
          left: `${(random() * 100).toFixed(2)}%`,
          background: COLOURS[index % COLOURS.length],
          animationDuration: `${(2.5 + random() * 2.5).toFixed(2)}s`,
          animationDelay: `${(random() * 1.2).toFixed(2)}s`,
          ['--drift' as string]: drift,
        };
      }),
    [pieces, random],
  );
  return (
    <div className={layer} aria-hidden="true" data-testid="confetti">
      {styles.map((style, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pieces are identical and never reordered.
        <span key={index} className={piece} style={style} />
      ))}
    </div>
  );
}
