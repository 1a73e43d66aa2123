import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { abiOnlyArtifact } from './abiOnlyArtifacts';

// Resolved the way the bundle resolves it: from @uniswap/v3-sdk, whose dependency it is.
const fromSdk = createRequire(createRequire(import.meta.url).resolve('@uniswap/v3-sdk'));
const swapRouterArtifact = fromSdk.resolve(
  '@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json',
);
const read = (path: string) => readFileSync(path, 'utf8');

describe('ABI-only Uniswap artifacts', () => {
  it('keeps the ABI of an artifact the SDK imports and drops its bytecode', () => {
    const original = JSON.parse(read(swapRouterArtifact));
    const code = abiOnlyArtifact(swapRouterArtifact, read);
    expect(code).not.toBeNull();
    const stripped = JSON.parse(code ?? '');
    expect(Object.keys(stripped)).toEqual(['abi']);
    expect(stripped.abi).toEqual(original.abi);
    expect(original.bytecode.length).toBeGreaterThan(10_000);
    expect((code ?? '').length).toBeLessThan(read(swapRouterArtifact).length / 2);
  });

  it('leaves every other file alone', () => {
    const reads: string[] = [];
    const spy = (path: string) => {
      reads.push(path);
      return '{}';
    };
    expect(abiOnlyArtifact('/app/src/locales/en.json', spy)).toBeNull();
    expect(abiOnlyArtifact('/app/node_modules/@uniswap/v3-sdk/package.json', spy)).toBeNull();
    expect(reads).toEqual([]);
    // In an artifacts folder but without an ABI: kept as it is.
    expect(
      abiOnlyArtifact('/x/node_modules/@uniswap/pkg/artifacts/build-info/a.json', spy),
    ).toBeNull();
  });
});
