import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { isNobleHashesV1, oneNobleHashesPlugin } from './oneNobleHashes';

const require = createRequire(import.meta.url);
const primitivesFile = require.resolve('@dex/primitives/package.json');
const ethersFile = require.resolve('ethers');

/** The plugin's resolveId with Node's resolution from the importer's folder as `this.resolve`. */
async function resolveWithPlugin(source: string, importer: string): Promise<string | null> {
  const plugin = oneNobleHashesPlugin() as Plugin & {
    resolveId: (this: unknown, source: string, importer: string, options: object) => unknown;
  };
  const context = {
    resolve: async (id: string, from: string) => ({ id: createRequire(from).resolve(id) }),
  };
  const resolved = (await plugin.resolveId.call(context, source, importer, {})) as {
    id: string;
  } | null;
  return resolved?.id ?? null;
}

describe('one copy of @noble/hashes in the bundle', () => {
  it('sends ethers’ imports of @noble/hashes to the copy @dex/primitives uses', async () => {
    const ethersOwn = createRequire(ethersFile).resolve('@noble/hashes/sha3');
    const primitivesOwn = createRequire(primitivesFile).resolve('@noble/hashes/sha3');
    // The premise: two different 1.x copies without the plugin.
    expect(ethersOwn).not.toBe(primitivesOwn);
    expect(isNobleHashesV1(ethersOwn) && isNobleHashesV1(primitivesOwn)).toBe(true);

    expect(await resolveWithPlugin('@noble/hashes/sha3', ethersFile)).toBe(primitivesOwn);
    expect(await resolveWithPlugin('@noble/hashes/sha3', primitivesFile)).toBe(primitivesOwn);
  });

  it('leaves other packages and other major versions alone', async () => {
    expect(await resolveWithPlugin('jotai', primitivesFile)).toBeNull();
    expect(
      isNobleHashesV1(
        '/s/node_modules/.pnpm/@noble+hashes@2.0.1/node_modules/@noble/hashes/sha3.js',
      ),
    ).toBe(false);
    expect(
      isNobleHashesV1(
        '/s/node_modules/.pnpm/@noble+hashes@1.3.2/node_modules/@noble/hashes/esm/sha3.js',
      ),
    ).toBe(true);
    expect(
      isNobleHashesV1(
        '/s/node_modules/.pnpm/@noble+hashes@11.0.0/node_modules/@noble/hashes/sha3.js',
      ),
    ).toBe(false);
  });
});
