import { describe, expect, it } from 'vitest';
import { bundleFigures, formatFigures, packageOf, staticClosure } from './bundleFigures.mjs';

// A small build: the entry imports a vendor chunk; /vote and a wallet SDK load on demand, and
// /vote shares a chunk the entry does not load.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/governance/VotePage.tsx',
      'node_modules/.pnpm/x@1/node_modules/@wc/sdk/index.js',
    ],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['index.html'], css: ['assets/vendor.css'] },
  'src/governance/VotePage.tsx': {
    file: 'assets/VotePage.js',
    src: 'src/governance/VotePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared.js'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'node_modules/.pnpm/x@1/node_modules/@wc/sdk/index.js': {
    file: 'assets/sdk.js',
    src: 'node_modules/.pnpm/x@1/node_modules/@wc/sdk/index.js',
    isDynamicEntry: true,
  },
};
const sizes = new Map([
  ['assets/index.js', { raw: 500_000, gzip: 150_000 }],
  ['assets/vendor.js', { raw: 200_000, gzip: 60_000 }],
  ['assets/VotePage.js', { raw: 9_000, gzip: 3_000 }],
  ['assets/shared.js', { raw: 4_000, gzip: 1_500 }],
  ['assets/sdk.js', { raw: 600_000, gzip: 160_000 }],
  ['assets/index.css', { raw: 30_000, gzip: 8_000 }],
  ['assets/vendor.css', { raw: 3_000, gzip: 1_000 }],
]);

describe('bundle figures', () => {
  it("counts the entry and its static imports as /swap's initial JavaScript, never a dynamic import", () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_vendor.js',
      'index.html',
    ]);
    const { initial } = bundleFigures(manifest, sizes);
    expect(initial.gzip).toBe(210_000);
    expect(initial.raw).toBe(700_000);
    expect(initial.files.map((f) => f.file)).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(initial.cssGzip).toBe(9_000);
  });

  it('gives each on-demand chunk its size and what a first visit adds, and flags chunks over 150 kB', () => {
    const figures = bundleFigures(manifest, sizes);
    expect(figures.app).toEqual([
      expect.objectContaining({ what: '/vote', gzip: 3_000, firstVisitGzip: 4_500, package: null }),
    ]);
    expect(figures.packages).toEqual([
      expect.objectContaining({ package: '@wc/sdk', gzip: 160_000 }),
    ]);
    expect(figures.overGoal.map((chunk) => chunk.file)).toEqual(['assets/sdk.js']);
  });

  it('prints the figures against the goals', () => {
    const text = formatFigures(bundleFigures(manifest, sizes));
    expect(text).toContain(
      "/swap's entry and its static imports (the manifest's view; what Chromium fetches, lazy chunks started at load included, is @dex-tooling/e2e's swap-first-load bench): 210.0 kB gzip of JavaScript (700.0 kB raw) in 2 files, OVER the 200.0 kB goal by 10.0 kB",
    );
    expect(text).toMatch(/3\.0 kB {2}\/vote +first visit 4\.5 kB/);
    expect(text).toContain('OVER 150.0 kB gzip: assets/sdk.js');
  });

  it('names the npm package of a source path', () => {
    expect(
      packageOf('../../node_modules/.pnpm/@reown+appkit@1/node_modules/@reown/appkit/dist/core.js'),
    ).toBe('@reown/appkit');
    expect(packageOf('node_modules/ethers/lib.esm/index.js')).toBe('ethers');
    expect(packageOf('src/governance/VotePage.tsx')).toBeNull();
  });
});
