// A Vite plugin for `vite build`: @uniswap/v3-sdk imports whole Hardhat artifacts of the periphery,
// staker and router contracts (bytecode, link references, metadata) where it reads only `.abi`.
// Handing the bundle the ABI alone drops about 50 kB of hex from /swap's script. Tests and the
// dev server keep the real files: the devnet deploys from the same packages' bytecode.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** A Hardhat artifact inside one of the Uniswap contract packages the SDKs import. */
const SDK_ARTIFACT = /[\\/]node_modules[\\/]@uniswap[\\/][^\\/]+[\\/]artifacts[\\/].+\.json$/;

/** The module text for an artifact: a JSON object with the ABI only; null for any other file. */
export function abiOnlyArtifact(id: string, read: (path: string) => string): string | null {
  if (!SDK_ARTIFACT.test(id)) return null;
  const artifact: unknown = JSON.parse(read(id));
  const abi =
    typeof artifact === 'object' && artifact !== null && 'abi' in artifact ? artifact.abi : null;
  // Not an artifact after all (no ABI): keep the file as it is.
  if (!Array.isArray(abi)) return null;
  return JSON.stringify({ abi });
}

export function abiOnlyArtifactsPlugin(): Plugin {
  return {
    name: 'dex:abi-only-artifacts',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return abiOnlyArtifact(id, (path) => readFileSync(path, 'utf8'));
    },
  };
}
