// A token logo's colour for its cards (spec 001 §7), read without holding up the page: the logo is
// loaded like any other (the caller decides which URLs may be tried), drawn small onto a
// canvas, and its pixels go through the pure palette extractor. Each logo is read once.
import { dominantColor, toHex } from './palette';

/** Logo colours ("#rrggbb") by `tokenColorKey`. */
export type TokenColors = ReadonlyMap<string, string>;

/** The key of a token in `TokenColors`. */
export const tokenColorKey = (token: { readonly chainId: number; readonly address: string }) =>
  `${token.chainId}:${token.address.toLowerCase()}`;

/** A logo's RGBA pixels, or null when it cannot be read (load failed, or no CORS: a tainted canvas). */
export type LoadPixels = (url: string) => Promise<ArrayLike<number> | null>;

/** Logos are read at this size: plenty for a colour, cheap to scan. */
const SAMPLE_SIZE = 32;

/** Reads a logo's pixels in the browser; never throws. */
export const loadLogoPixels: LoadPixels = (url) =>
  new Promise((resolve) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.decoding = 'async';
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = SAMPLE_SIZE;
        canvas.height = SAMPLE_SIZE;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return resolve(null);
        context.drawImage(image, 0, 0, SAMPLE_SIZE, SAMPLE_SIZE);
        resolve(context.getImageData(0, 0, SAMPLE_SIZE, SAMPLE_SIZE).data);
      } catch {
        resolve(null); // served without CORS headers: its pixels are not ours to read
      }
    };
    image.onerror = () => resolve(null);
    image.src = url;
  });

/**
 * The colour ("#rrggbb") of a logo given its candidate URLs in order, or null. The next URL is
 * tried only when one cannot be read; a readable logo without a colour (white, black) ends the
 * search. Each list of URLs is looked up once and shared by every caller.
 * @spec 001 §7.10 Token logo palette lookup for card
 */
export function createLogoColors(
  loadPixels: LoadPixels,
): (sources: readonly string[]) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  return (sources) => {
    const key = sources.join('\n');
    let color = cache.get(key);
    if (!color) {
      color = (async () => {
        for (const url of sources) {
          const pixels = await loadPixels(url).catch(() => null);
          if (!pixels) continue;
          const rgb = dominantColor(pixels);
          return rgb ? toHex(rgb) : null;
        }
        return null;
      })();
      cache.set(key, color);
    }
    return color;
  };
}
