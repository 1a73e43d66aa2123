import { describe, expect, it, vi } from 'vitest';
import { createLogoColors, tokenColorKey } from './logoColor';

/** One opaque pixel of a colour (RGBA). */
const pixel = (r: number, g: number, b: number) => [r, g, b, 255];
const RED = pixel(220, 30, 40);
const WHITE = pixel(255, 255, 255);

describe('createLogoColors', () => {
  it('tries the next URL only when a logo cannot be read', async () => {
    const load = vi.fn(async (url: string) => (url === 'https://b.test/logo.png' ? RED : null));
    const colorOf = createLogoColors(load);
    await expect(colorOf(['https://a.test/logo.png', 'https://b.test/logo.png'])).resolves.toBe(
      '#dc1e28',
    );
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      'https://a.test/logo.png',
      'https://b.test/logo.png',
    ]);
  });

  it('stops at a readable logo without a colour, and at a loader that throws goes on', async () => {
    const load = vi.fn(async (url: string) => {
      if (url.includes('throws')) throw new Error('network');
      return url.includes('white') ? WHITE : RED;
    });
    const colorOf = createLogoColors(load);
    await expect(colorOf(['https://white.test/l.png', 'https://red.test/l.png'])).resolves.toBe(
      null,
    );
    await expect(colorOf(['https://throws.test/l.png', 'https://red.test/l.png'])).resolves.toBe(
      '#dc1e28',
    );
  });

  it('reads each list of URLs once for every caller', async () => {
    const load = vi.fn(async () => RED);
    const colorOf = createLogoColors(load);
    await Promise.all([colorOf(['https://a.test/l.png']), colorOf(['https://a.test/l.png'])]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('tokenColorKey', () => {
  it('is the same for any case of an address on one chain, and differs across chains', () => {
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(tokenColorKey({ chainId: 1, address })).toBe(
      tokenColorKey({ chainId: 1, address: address.toLowerCase() }),
    );
    expect(tokenColorKey({ chainId: 1, address })).not.toBe(tokenColorKey({ chainId: 5, address }));
  });
});
