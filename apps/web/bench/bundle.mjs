// pnpm bench: builds the app for production (the mainnet build `vite build` makes) into a
// temporary folder and prints what /swap loads before any interaction, what every on-demand chunk
// weighs and the largest scripts, gzipped with node:zlib (level 6, as servers commonly serve).
// It prints figures and asserts none: only a failed build exits non-zero.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { bundleFigures, formatFigures } from './bundleFigures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every file below `dir`, as paths relative to it. */
function filesBelow(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => String(name))
    .filter((name) => statSync(join(dir, name)).isFile());
}

// The default production build, whatever the shell has set: a devnet's VITE_ variables would
// make `vite build` refuse (or build for the devnet), and the figures are about what ships.
for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) delete process.env[key];
process.env.VITE_DEVNET_BUILD = '0';

const outDir = mkdtempSync(join(tmpdir(), 'dex-web-bundle-'));
try {
  const started = performance.now();
  await build({
    root,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const sizes = new Map(
    filesBelow(outDir)
      .filter((name) => name.endsWith('.js') || name.endsWith('.css'))
      .map((name) => {
        const bytes = readFileSync(join(outDir, name));
        return [
          relative(outDir, join(outDir, name)),
          { raw: bytes.length, gzip: gzipSync(bytes).length },
        ];
      }),
  );
  console.log(
    `@dex/web production build (mainnet) in ${seconds} s, ${sizes.size} scripts and styles`,
  );
  console.log('');
  console.log(formatFigures(bundleFigures(manifest, sizes)));
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
