// A Vite plugin for `vite build`: the Uniswap SDKs (sdk-core, v2-sdk, v3-sdk) import ethers 5's
// @ethersproject packages for a handful of functions (ABI coding, create2 and checksummed
// addresses, packed keccak, a BigNumber comparison). The app already ships ethers 6, which does
// the same, while ethers 5's copies bring bn.js, js-sha3 and their own coders: about 30 kB gzip of
// /swap's script. Imports of those packages from the SDKs resolve to ./ethers5/*.ts, thin
// re-exports of ethers 6 (pinned against ethers 5's results by ethers5Shims.test.ts). Anything
// else importing @ethersproject keeps the real package.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The @ethersproject packages the SDKs import, each with its ethers 6 stand-in. */
export const SHIMMED_PACKAGES = [
  'abi',
  'address',
  'bignumber',
  'bytes',
  'keccak256',
  'solidity',
  'strings',
] as const;

const SDK_FILE = /[\\/]@uniswap[\\/](?:sdk-core|v2-sdk|v3-sdk)[\\/]dist[\\/]/;
const SHIMMED = new Set<string>(SHIMMED_PACKAGES.map((name) => `@ethersproject/${name}`));

/** The stand-in module for `source` imported from `importer`, or null to resolve it as usual. */
export function ethers5Shim(source: string, importer: string | undefined): string | null {
  if (!importer || !SHIMMED.has(source) || !SDK_FILE.test(importer)) return null;
  const name = source.slice('@ethersproject/'.length);
  return fileURLToPath(new URL(`./ethers5/${name}.ts`, import.meta.url));
}

export function ethers5ShimsPlugin(): Plugin {
  return {
    name: 'dex:ethers5-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return ethers5Shim(source, importer);
    },
  };
}
