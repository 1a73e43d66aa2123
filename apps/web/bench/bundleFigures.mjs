// Pure part of `pnpm bench` (bench/bundle.mjs): from Vite's build manifest and the gzip size of
// every emitted file, what /swap loads before any interaction and what each on-demand chunk adds.

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean,
 *   imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ raw: number, gzip: number }} Size
 */

/** The goals of issue 15: /swap's JavaScript before any interaction, and any one lazy chunk. */
export const INITIAL_GOAL_BYTES = 200_000;
export const CHUNK_GOAL_BYTES = 150_000;

/** What the app's on-demand chunks are, by source; anything else is named by its source. */
const KNOWN_SOURCES = {
  'src/governance/VotePage.tsx': '/vote',
  'src/governance/ProposalPage.tsx': '/vote/{id}',
  'src/routing/liquidityRoutes.tsx': 'liquidity routes (/pool, /add, /remove, /migrate, /uni …)',
  'src/governance/GovernanceModals.tsx': 'vote, delegate and claim dialogs, claim popup',
  'src/governance/claimAtoms.ts': 'the airdrop claim (once an account is connected)',
  'src/wallet/WalletDialog.tsx': 'wallet dialog',
  'src/tokens/TokenSelectViews.tsx': 'token select and import-token dialogs',
  'src/swap/ConfirmSwapView.tsx': 'swap confirmation dialog',
  'src/swap/SwapSettingsPanel.tsx': 'swap settings popup, expert mode dialog',
  'src/swap/tradeEngine.ts': 'trade engine (v2/v3 trades, swap calls, USD prices)',
  '../../packages/ens/src/index.ts': 'ENS lookups (@dex/ens, name normalisation)',
};

/** The npm package a source path belongs to, or null for the app's and workspace sources. */
export function packageOf(src) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
    src.replace(/.*node_modules\/\.pnpm\/[^/]+\//, ''),
  );
  return match ? match[1] : null;
}

/** Manifest keys reached from `keys` through static imports only (what loads with them). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    pending.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const unique = (values) => [...new Set(values)];
const total = (files, sizes, kind) =>
  files.reduce((sum, file) => sum + (sizes.get(file)?.[kind] ?? 0), 0);

/**
 * The figures the bench prints. `sizes` maps every emitted file name to its raw and gzip size.
 * The page's initial JavaScript is the HTML entry's chunk and its static imports, transitively;
 * dynamic imports (routes, dialogs, wallet SDKs) are not part of it.
 */
export function bundleFigures(manifest, sizes) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const initialKeys = staticClosure(manifest, [entryKey]);
  const initialFiles = [...initialKeys].map((key) => manifest[key].file);
  const initialCss = unique([...initialKeys].flatMap((key) => manifest[key].css ?? []));

  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const src = chunk.src ?? key;
      // What a first visit downloads: the chunk and its static imports the page does not have yet.
      const extra = [...staticClosure(manifest, [key])]
        .filter((k) => !initialKeys.has(k))
        .map((k) => manifest[k].file);
      return {
        src,
        what: KNOWN_SOURCES[src] ?? null,
        package: packageOf(src),
        file: chunk.file,
        gzip: sizes.get(chunk.file)?.gzip ?? 0,
        firstVisitGzip: total(extra, sizes, 'gzip'),
      };
    });

  const scripts = [...sizes.entries()]
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, size]) => ({ file, ...size }))
    .sort((a, b) => b.gzip - a.gzip);

  return {
    initial: {
      files: initialFiles
        .map((file) => ({ file, ...(sizes.get(file) ?? { raw: 0, gzip: 0 }) }))
        .sort((a, b) => b.gzip - a.gzip),
      raw: total(initialFiles, sizes, 'raw'),
      gzip: total(initialFiles, sizes, 'gzip'),
      cssFiles: initialCss,
      cssGzip: total(initialCss, sizes, 'gzip'),
    },
    app: lazy.filter((chunk) => chunk.package === null).sort((a, b) => b.gzip - a.gzip),
    packages: lazy.filter((chunk) => chunk.package !== null).sort((a, b) => b.gzip - a.gzip),
    largest: scripts,
    overGoal: lazy.filter((chunk) => chunk.gzip > CHUNK_GOAL_BYTES),
  };
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const files = (count) => `${count} ${count === 1 ? 'file' : 'files'}`;

/** The printed report, one line per figure. */
export function formatFigures(figures, { largest = 8 } = {}) {
  const { initial } = figures;
  const lines = [];
  const verdict = (bytes, goal) =>
    bytes <= goal
      ? `within the ${kB(goal)} goal`
      : `OVER the ${kB(goal)} goal by ${kB(bytes - goal)}`;
  lines.push(
    `/swap's entry and its static imports (the manifest's view; what Chromium fetches, lazy chunks started at load included, is @dex-tooling/e2e's swap-first-load bench): ${kB(initial.gzip)} gzip of JavaScript (${kB(initial.raw)} raw) in ${files(initial.files.length)}, ${verdict(initial.gzip, INITIAL_GOAL_BYTES)}`,
  );
  for (const { file, gzip } of initial.files) lines.push(`  ${kB(gzip).padStart(9)}  ${file}`);
  lines.push(`  CSS: ${kB(initial.cssGzip)} gzip in ${files(initial.cssFiles.length)}`);
  lines.push('');
  lines.push(
    `Loaded on demand (chunk gzip; goal ≤ ${kB(CHUNK_GOAL_BYTES)} each; + what a first visit adds from shared chunks):`,
  );
  for (const chunk of figures.app) {
    lines.push(
      `  ${kB(chunk.gzip).padStart(9)}  ${(chunk.what ?? chunk.src).padEnd(58)} first visit ${kB(chunk.firstVisitGzip)}`,
    );
  }
  const byPackage = new Map();
  for (const chunk of figures.packages) {
    const group = byPackage.get(chunk.package) ?? [];
    group.push(chunk);
    byPackage.set(chunk.package, group);
  }
  for (const [name, chunks] of byPackage) {
    const [biggest] = chunks;
    const many = chunks.length > 1 ? ` (largest of ${chunks.length} chunks)` : '';
    lines.push(
      `  ${kB(biggest.gzip).padStart(9)}  ${`${name}${many}`.padEnd(58)} first visit ${kB(biggest.firstVisitGzip)}`,
    );
  }
  lines.push(
    figures.overGoal.length === 0
      ? `  no on-demand chunk is over ${kB(CHUNK_GOAL_BYTES)} gzip`
      : `  OVER ${kB(CHUNK_GOAL_BYTES)} gzip: ${figures.overGoal.map((chunk) => chunk.file).join(', ')}`,
  );
  lines.push('');
  lines.push(`Largest scripts (gzip):`);
  for (const { file, gzip } of figures.largest.slice(0, largest)) {
    lines.push(`  ${kB(gzip).padStart(9)}  ${file}`);
  }
  return lines.join('\n');
}
