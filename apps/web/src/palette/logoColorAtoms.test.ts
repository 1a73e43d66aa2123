import { toSdkToken } from '@dex/currency';
import { tokenColorKey } from '@dex/ui-kit';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { logoPixelsLoaderAtom, requestTokenColorsAtom, tokenColorsAtom } from './logoColorAtoms';

const USDC = toSdkToken({
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6,
  symbol: 'USDC',
  name: 'USD Coin',
});
const DAI = toSdkToken({
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  decimals: 18,
  symbol: 'DAI',
  name: 'Dai Stablecoin',
});
const UNLISTED_DEVNET = toSdkToken({
  chainId: 31337,
  address: '0x4A679253410272dd5232B3Ff7cF5dbB88f295319',
  decimals: 18,
  symbol: 'LONG',
  name: 'Long',
});

/** A logo: mostly white, some of `rgb`. */
const logo = (rgb: readonly [number, number, number]) =>
  Uint8ClampedArray.from(
    [...Array(8).fill([255, 255, 255, 255]), ...Array(4).fill([...rgb, 255])].flat(),
  );

describe('token logo colours', () => {
  it('reads each logo through the logo rules once, without blocking, and keeps the colours', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = vi.fn(async (url: string) => {
      await gate;
      return url.includes(USDC.address) ? logo([39, 117, 202]) : logo([245, 172, 55]);
    });
    const store = createStore();
    store.set(logoPixelsLoaderAtom, { load });

    store.set(requestTokenColorsAtom, [USDC, DAI, UNLISTED_DEVNET]);
    // Nothing is known yet: the cards show in their default colour meanwhile.
    expect(store.get(tokenColorsAtom).size).toBe(0);
    // Mainnet tokens from the public asset repository; the devnet token has no logo to read.
    expect(load.mock.calls.map(([url]) => url)).toEqual([
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${USDC.address}/logo.png`,
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${DAI.address}/logo.png`,
    ]);
    release();
    await vi.waitFor(() => expect(store.get(tokenColorsAtom).size).toBe(2));
    expect(store.get(tokenColorsAtom).get(tokenColorKey(USDC))).toBe('#2775ca');
    expect(store.get(tokenColorsAtom).get(tokenColorKey(DAI))).toBe('#f5ac37');

    // Asked again (the page re-rendered): nothing is read twice.
    store.set(requestTokenColorsAtom, [USDC, DAI]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a token whose logo cannot be read without a colour', async () => {
    const load = vi.fn(async () => null);
    const store = createStore();
    store.set(logoPixelsLoaderAtom, { load });
    store.set(requestTokenColorsAtom, [USDC]);
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await Promise.resolve();
    expect(store.get(tokenColorsAtom).has(tokenColorKey(USDC))).toBe(false);
  });
});
