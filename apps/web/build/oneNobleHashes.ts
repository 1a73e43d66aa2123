// A Vite plugin for `vite build`: ethers 6 pins @noble/hashes 1.3.2 while @dex/primitives takes
// ^1.8 (its keccak), so /swap's script carried two copies of keccak and its helpers (about 2 kB
// gzip); wallet SDKs bring more 1.x copies to their chunks. Within major version 1 the API is
// the same, so every import of a 1.x @noble/hashes resolves to the copy @dex/primitives uses.
// A 2.x copy (another API) keeps its own.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const NOBLE_HASHES = '@noble/hashes';
/** The version in a pnpm store path: …/.pnpm/@noble+hashes@1.3.2/node_modules/@noble/hashes/… */
const STORE_VERSION = /[\\/]@noble\+hashes@(\d+)\.[^\\/]*[\\/]/;

/** Whether a resolved file belongs to a 1.x copy of @noble/hashes (by its pnpm store path). */
export function isNobleHashesV1(file: string): boolean {
  return STORE_VERSION.exec(file)?.[1] === '1';
}

export function oneNobleHashesPlugin(): Plugin {
  // Imports are resolved again as if @dex/primitives made them.
  const primitives = createRequire(import.meta.url).resolve('@dex/primitives/package.json');
  return {
    name: 'dex:one-noble-hashes',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== NOBLE_HASHES && !source.startsWith(`${NOBLE_HASHES}/`)) return null;
      const usual = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!usual || !isNobleHashesV1(usual.id)) return usual;
      const shared = await this.resolve(source, primitives, { ...options, skipSelf: true });
      return shared ?? usual;
    },
  };
}
