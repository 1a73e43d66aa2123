// Small own drawings of each network's mark, so the selector needs no remote image. A chain
// without one gets a neutral disc with its name's first letter.

interface LogoDrawing {
  readonly background: string;
  readonly mark: string;
}

const PROMPT = 'M6 7.5 10.5 12 6 16.5l1.4 1.4L13.3 12 7.4 6.1 6 7.5zM12 16.5h6v2h-6z';

// Paths are drawn on a 24 x 24 grid in white over the network's colour.
const DRAWINGS: Readonly<Record<number, LogoDrawing>> = {
  // Ethereum: the diamond.
  1: { background: '#627EEA', mark: 'M12 3.5 7 12.2l5 3 5-3-5-8.7zm-5 9.7 5 7.3 5-7.3-5 3-5-3z' },
  // Arbitrum One: an upright chevron.
  42161: { background: '#213147', mark: 'M12 4 5.5 18h3l3.5-8 3.5 8h3L12 4z' },
  // Optimism: two rings.
  10: {
    background: '#FF0420',
    mark: 'M8.5 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm0 2a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3zM14 8.5h2.8a2.4 2.4 0 0 1 0 4.8H16v2.2h-2v-7zm2 2v.8h.8a.4.4 0 0 0 0-.8H16z',
  },
  // Base: a disc cut by a bar.
  8453: { background: '#0052FF', mark: 'M12 5a7 7 0 1 1-6.96 7.75H14v-1.5H5.04A7 7 0 0 1 12 5z' },
  // Polygon: two linked rhombi.
  137: {
    background: '#8247E5',
    mark: 'M9 7 5 9.3v4.6L9 16.2l4-2.3V9.3L9 7zm0 2.3 2 1.15v2.3L9 13.9l-2-1.15v-2.3L9 9.3zM15 7.8l4 2.3v4.6l-4 2.3-2-1.15 1.5-.9.5.3 2-1.15v-2.3l-2-1.15-.5.3-1.5-.85 2-1.15z',
  },
  // Unichain: a four-pointed star.
  130: {
    background: '#F50DB4',
    mark: 'M12 4c.4 4.3 3.7 7.6 8 8-4.3.4-7.6 3.7-8 8-.4-4.3-3.7-7.6-8-8 4.3-.4 7.6-3.7 8-8z',
  },
  // Sepolia: the diamond in test grey.
  11155111: {
    background: '#6B7280',
    mark: 'M12 3.5 7 12.2l5 3 5-3-5-8.7zm-5 9.7 5 7.3 5-7.3-5 3-5-3z',
  },
  // The local devnet: a terminal prompt.
  31337: { background: '#15803D', mark: PROMPT },
  // The devnet's fast chain: the prompt in its made-up coin's purple.
  31338: { background: '#7C3AED', mark: PROMPT },
};

export interface NetworkLogoProps {
  chainId: number;
  /** The network's name; its first letter marks a chain without a drawing. */
  name: string;
  size?: number;
}

/** A network's round mark; decorative (the name is always said beside it). */
export function NetworkLogo({ chainId, name, size = 20 }: NetworkLogoProps) {
  const drawing = DRAWINGS[chainId];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-chain-logo={drawing ? chainId : 'generic'}
    >
      <circle cx="12" cy="12" r="12" fill={drawing?.background ?? '#9CA3AF'} />
      {drawing ? (
        <path d={drawing.mark} fill="#FFFFFF" fillRule="evenodd" />
      ) : (
        <text
          x="12"
          y="16.5"
          textAnchor="middle"
          fontSize="13"
          fontWeight="600"
          fill="#FFFFFF"
          fontFamily="system-ui, sans-serif"
        >
          {name.trim().charAt(0).toUpperCase()}
        </text>
      )}
    </svg>
  );
}
