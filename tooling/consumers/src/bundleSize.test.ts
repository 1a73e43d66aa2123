// @dex/multicall's root entry as a viem (or any) team bundles it: no Ethereum library comes
// along, and it stays within issue #31 §4's 6 kB gzip (8.7 kB before the HTTP transport moved to
// /http and EIP-55 checksums to the entries that have a library's getAddress; 26.5 kB with ethers
// inside). The package README's "Bundle size" says where the bytes go.
import { describe, expect, it } from 'vitest';
import { MULTICALL_WHOLE_ENTRY_GOAL, measureBundles } from '../bench/measure.mjs';

describe('@dex/multicall bundled with nothing external', () => {
  it('needs no other library and stays within its size', async () => {
    const [whole, http, ws, viem] = await measureBundles('packages/multicall', [
      { code: `export * from './index.js';` },
      { code: `export * from './http.js';` },
      { code: `export * from './ws.js';` },
      { code: `export * from './viem.js';`, external: ['viem', 'viem/*'] },
    ]);
    expect(whole?.imports).toEqual([]);
    expect(whole?.gzip).toBeLessThanOrEqual(MULTICALL_WHOLE_ENTRY_GOAL);
    expect(http?.imports).toEqual([]);
    expect(ws?.imports).toEqual([]);
    // The viem entry loads viem and nothing else from outside (no ethers).
    expect(viem?.imports).toContain('viem');
    expect(viem?.imports.filter((name) => name !== 'viem' && !name.startsWith('viem/'))).toEqual(
      [],
    );
  }, 120_000);
});

describe('@dex/token-lists bundled with nothing external', () => {
  it('needs no Ethereum library (only its /ethers and /viem entries load one)', async () => {
    const [whole, viem, ethers] = await measureBundles('packages/token-lists', [
      { code: `export * from './index.js';` },
      { code: `export * from './viem.js';`, external: ['viem', 'viem/*'] },
      { code: `export * from './ethers.js';`, external: ['ethers'] },
    ]);
    expect(whole?.imports).toEqual([]);
    expect(viem?.imports.filter((name) => name !== 'viem' && !name.startsWith('viem/'))).toEqual(
      [],
    );
    // @dex/ens (bundled here from source) brings ethers along.
    expect(ethers?.imports).toContain('ethers');
  }, 120_000);
});
