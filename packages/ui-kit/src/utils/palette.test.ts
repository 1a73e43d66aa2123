import { describe, expect, it, vi } from 'vitest';
import { createLogoColors } from './logoColor';
import { dominantColor, type Rgb, toHex } from './palette';

type Pixel = readonly [number, number, number, number];

/** RGBA data of `count` copies of each pixel, in order. */
function image(...runs: ReadonlyArray<readonly [Pixel, number]>): Uint8ClampedArray {
  const data: number[] = [];
  for (const [pixel, count] of runs) for (let i = 0; i < count; i++) data.push(...pixel);
  return Uint8ClampedArray.from(data);
}

const UNI_PINK: Pixel = [255, 0, 122, 255];
const WHITE: Pixel = [255, 255, 255, 255];
const BLACK: Pixel = [0, 0, 0, 255];
const CLEAR: Pixel = [40, 200, 40, 0];
const GREY: Pixel = [128, 128, 128, 255];
const BLUE: Pixel = [39, 117, 202, 255];

describe('dominantColor', () => {
  it("finds a logo's colour on a white background with a black outline and clear corners", () => {
    const logo = image([WHITE, 500], [BLACK, 200], [CLEAR, 300], [UNI_PINK, 100]);
    expect(dominantColor(logo)).toEqual({ r: 255, g: 0, b: 122 });
  });

  it('prefers a vivid colour to a larger grey area, but not to a far larger one', () => {
    expect(dominantColor(image([GREY, 300], [BLUE, 100]))).toEqual({ r: 39, g: 117, b: 202 });
    expect(dominantColor(image([GREY, 2000], [BLUE, 100]))).toEqual({ r: 128, g: 128, b: 128 });
  });

  it("averages a colour's anti-aliased shades instead of picking one pixel", () => {
    const shades = image([[250, 10, 120, 255], 2], [[254, 4, 116, 255], 2]);
    expect(dominantColor(shades)).toEqual({ r: 252, g: 7, b: 118 });
  });

  it('has no colour for a blank, white, black or fully transparent logo', () => {
    expect(dominantColor(new Uint8ClampedArray())).toBeNull();
    expect(dominantColor(image([WHITE, 50], [BLACK, 50], [CLEAR, 50]))).toBeNull();
    // Half-transparent pixels count only from alpha 128.
    expect(dominantColor(image([[255, 0, 122, 127], 10]))).toBeNull();
    expect(dominantColor(image([[255, 0, 122, 128], 10]))).toEqual({ r: 255, g: 0, b: 122 });
  });

  it('ignores a trailing partial pixel', () => {
    expect(dominantColor([...image([BLUE, 3]), 255, 0])).toEqual({ r: 39, g: 117, b: 202 });
  });
});

describe('toHex', () => {
  it.each<[Rgb, string]>([
    [{ r: 255, g: 0, b: 122 }, '#ff007a'],
    [{ r: 0, g: 0, b: 0 }, '#000000'],
    [{ r: 300, g: -4, b: 15.6 }, '#ff0010'],
  ])('%o -> %s', (rgb, hex) => {
    expect(toHex(rgb)).toBe(hex);
  });
});

describe('createLogoColors', () => {
  it('tries the next URL only when a logo cannot be read, and reads each list once', async () => {
    const load = vi.fn(async (url: string) =>
      url.includes('broken') ? null : image([WHITE, 10], [UNI_PINK, 5]),
    );
    const colorOf = createLogoColors(load);
    const sources = ['https://broken.example/a.png', 'https://ok.example/a.png'];
    const [first, second] = await Promise.all([colorOf(sources), colorOf(sources)]);
    expect(first).toBe('#ff007a');
    expect(second).toBe('#ff007a');
    expect(load.mock.calls.map(([url]) => url)).toEqual(sources);
  });

  it('gives null for no sources, unreadable logos and colourless ones, and survives a throwing loader', async () => {
    const white = createLogoColors(async () => image([WHITE, 4]));
    expect(await white([])).toBeNull();
    expect(await white(['https://x.example/white.png'])).toBeNull();
    const failing = createLogoColors(async () => {
      throw new Error('network');
    });
    expect(await failing(['https://x.example/a.png'])).toBeNull();
  });

  it('stops at a readable logo without a colour rather than trying another host', async () => {
    const load = vi.fn(async () => image([BLACK, 4]));
    await createLogoColors(load)(['https://a.example/1.png', 'https://b.example/1.png']);
    expect(load).toHaveBeenCalledOnce();
  });
});
