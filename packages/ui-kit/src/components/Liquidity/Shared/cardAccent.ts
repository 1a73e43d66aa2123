import type { CSSProperties } from 'react';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * A list card's tint in its token's logo colour (spec 001 §7): a stripe on its leading edge and a
 * faint wash from the corner, light enough that every text keeps its contrast. Only "#rrggbb" is
 * taken (the value becomes CSS); anything else, or none, leaves the card in its default colour.
 */
export function cardAccentStyle(color: string | undefined): CSSProperties | undefined {
  if (color === undefined || !HEX_COLOR.test(color)) return undefined;
  return {
    backgroundImage: `linear-gradient(135deg, ${color}26 0%, ${color}00 60%)`,
    boxShadow: `inset 4px 0 0 ${color}`,
  };
}
