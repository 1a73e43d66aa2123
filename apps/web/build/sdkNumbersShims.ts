// A Vite plugin for `vite build`: the Uniswap SDKs do their integer maths with jsbi (a polyfill of
// BigInt from before browsers had one) and print fractions with decimal.js-light and big.js (plus
// toformat): about 17 kB gzip of /swap's first script, which every browser the app supports can do
// natively. Their imports from the SDKs resolve to ./sdkNumbers/*.ts: JSBI as native bigints, and
// the few decimal operations sdk-core uses (Fraction.toSignificant/toFixed, CurrencyAmount.toExact)
// done exactly over bigints. sdkNumbersShims.test.ts pins each against the real library.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Each library the SDKs import, with its stand-in in ./sdkNumbers/. */
export const SHIMMED_LIBRARIES = {
  jsbi: 'jsbi',
  'decimal.js-light': 'decimal',
  'big.js': 'big',
  toformat: 'toformat',
} as const;

const SDK_FILE = /[\\/]@uniswap[\\/](?:sdk-core|v2-sdk|v3-sdk)[\\/]dist[\\/]/;

/** The stand-in module for `source` imported from `importer`, or null to resolve it as usual. */
export function sdkNumbersShim(source: string, importer: string | undefined): string | null {
  if (!importer || !SDK_FILE.test(importer) || !Object.hasOwn(SHIMMED_LIBRARIES, source)) {
    return null;
  }
  const file = SHIMMED_LIBRARIES[source as keyof typeof SHIMMED_LIBRARIES];
  return fileURLToPath(new URL(`./sdkNumbers/${file}.ts`, import.meta.url));
}

export function sdkNumbersShimsPlugin(): Plugin {
  return {
    name: 'dex:sdk-numbers-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return sdkNumbersShim(source, importer);
    },
  };
}
