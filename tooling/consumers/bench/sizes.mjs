// pnpm bench: what our libraries add to another team's bundle. Each entry is bundled by esbuild
// for the browser (minified, ethers and @uniswap/* external as the consumer's own dependencies)
// and measured raw and gzipped (node:zlib level 6). Prints figures; asserts none.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const ENTRIES = [
  {
    label: '@dex/multicall: createBatchProvider + createMulticall + call helpers',
    code: `export { createBatchProvider, createMulticall, singleContractCalls, decodeCallStates } from '@dex/multicall';`,
  },
  { label: '@dex/multicall: everything', code: `export * from '@dex/multicall';` },
];

async function measure(code) {
  const result = await build({
    stdin: { contents: code, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    // The workspace's source, as the published dist is built from it.
    conditions: ['@dex/source'],
    external: ['ethers', '@uniswap/*'],
    logLevel: 'error',
  });
  const bytes = result.outputFiles[0].contents;
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('Library bundle sizes (esbuild, minified, ethers external)');
for (const entry of ENTRIES) {
  const { raw, gzip } = await measure(entry.code);
  console.log(
    `  ${entry.label.padEnd(72)} ${kB(raw).padStart(9)} min  ${kB(gzip).padStart(8)} gzip`,
  );
}
