// Small line icons drawn as SVG, so they look the same everywhere (a symbol character such as ⓘ
// depends on the fonts a machine has and shows as an empty box where it has none). Decorative:
// the button or link around an icon carries the accessible name.
import type { ReactNode } from 'react';

interface IconProps {
  /** Width and height in px; 16 by default. */
  readonly size?: number;
}

function Svg({ size = 16, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** A circled "i": more information. */
export function InfoIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </Svg>
  );
}

/** A cog (a ring with eight teeth): settings. */
export function SettingsIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="2" />
      <path
        strokeWidth="3"
        strokeLinecap="butt"
        d="M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8"
      />
    </Svg>
  );
}
