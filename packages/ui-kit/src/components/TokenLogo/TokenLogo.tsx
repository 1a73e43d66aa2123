import { useState } from 'react';
import { logo, placeholder } from './TokenLogo.css';

export interface TokenLogoProps {
  /** Image URLs to try in order (the list's logo, a gateway copy, the asset repository…). */
  readonly sources: readonly string[];
  /** Untrusted; only its first character is used, for the placeholder. */
  readonly symbol: string;
  /** Pixels; 24 by default. */
  readonly size?: number;
}

/**
 * A token's logo: each source in turn until one loads, then a generic placeholder (spec §7).
 * Decorative: the symbol is always written next to it, so it is hidden from screen readers.
 */
export function TokenLogo({ sources, symbol, size = 24 }: TokenLogoProps) {
  const [failed, setFailed] = useState(0);
  const key = sources.join('\n');
  const [forSources, setForSources] = useState(key);
  // New sources (another token in a recycled row) start from the first one again.
  if (forSources !== key) {
    setForSources(key);
    setFailed(0);
  }
  const source = sources[failed];
  const dimensions = { width: size, height: size };
  if (!source) {
    return (
      <span
        className={placeholder}
        style={{ ...dimensions, fontSize: size / 2 }}
        aria-hidden="true"
        data-testid="token-logo-placeholder"
      >
        {Array.from(symbol.trim())[0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      className={logo}
      src={source}
      alt=""
      aria-hidden="true"
      referrerPolicy="no-referrer"
      loading="lazy"
      {...dimensions}
      onError={() => setFailed((count) => count + 1)}
    />
  );
}
