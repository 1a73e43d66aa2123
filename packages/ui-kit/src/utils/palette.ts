// Spec 001 §7: card colours come from the token logo's palette. A logo's colour is the most
// prominent vivid colour among its opaque pixels: transparent edges, white backgrounds and black
// outlines say nothing about the brand, and a vivid colour reads as the logo's more than a grey
// one of the same area. Pure: it works on RGBA pixel data (ImageData.data) from any source.

/** One colour as 0-255 channels. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** Pixels more transparent than this are edges or background, not the logo. */
const MIN_ALPHA = 128;
/** Every channel above this is white (a background); every channel below the other is black. */
const WHITE_FLOOR = 235;
const BLACK_CEILING = 25;
/** Colours are grouped 16 levels per channel, so anti-aliased shades count as one colour. */
const BUCKET_SHIFT = 4;
/** How much a grey group still counts against a vivid one of the same size. */
const GREY_WEIGHT = 0.25;

/** HSL saturation of a colour (0 for greys, 1 for pure hues). */
function saturation(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max === min) return 0;
  const lightness = (max + min) / 510;
  const chroma = (max - min) / 255;
  return chroma / (1 - Math.abs(2 * lightness - 1));
}

interface Group {
  count: number;
  r: number;
  g: number;
  b: number;
  saturation: number;
}

/**
 * The logo's colour from RGBA pixel data (4 bytes a pixel), or null when it has no opaque pixel
 * that is neither white nor black (a blank, white or black-only logo).
 */
export function dominantColor(pixels: ArrayLike<number>): Rgb | null {
  const groups = new Map<number, Group>();
  for (let offset = 0; offset + 3 < pixels.length; offset += 4) {
    const r = pixels[offset] ?? 0;
    const g = pixels[offset + 1] ?? 0;
    const b = pixels[offset + 2] ?? 0;
    const alpha = pixels[offset + 3] ?? 0;
    if (alpha < MIN_ALPHA) continue;
    if (Math.min(r, g, b) > WHITE_FLOOR || Math.max(r, g, b) < BLACK_CEILING) continue;
    const key = ((r >> BUCKET_SHIFT) << 8) | ((g >> BUCKET_SHIFT) << 4) | (b >> BUCKET_SHIFT);
    const group = groups.get(key) ?? { count: 0, r: 0, g: 0, b: 0, saturation: 0 };
    group.count += 1;
    group.r += r;
    group.g += g;
    group.b += b;
    group.saturation += saturation(r, g, b);
    groups.set(key, group);
  }
  let best: Group | undefined;
  let bestScore = 0;
  for (const group of groups.values()) {
    const score = group.count * (GREY_WEIGHT + group.saturation / group.count);
    if (score > bestScore) {
      best = group;
      bestScore = score;
    }
  }
  if (!best) return null;
  return {
    r: Math.round(best.r / best.count),
    g: Math.round(best.g / best.count),
    b: Math.round(best.b / best.count),
  };
}

/** "#rrggbb" (lower case). */
export function toHex({ r, g, b }: Rgb): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}
