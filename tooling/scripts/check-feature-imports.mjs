#!/usr/bin/env node
// `pnpm lint` (as lint:features): feature folders of the web app do not import each other.
//
// A feature folder is the home of one area of pages in apps/web/src: `swap`, `governance`,
// `liquidity`, and each folder directly under `liquidity` (`add`, `positions`, `v2`, `migrate`,
// `mining`, ...). Files directly in `liquidity/` are the shared layer of the liquidity pages.
// Everything else (state, tokens, transactions, format, prices, ens, chain, shell, ...) is shared.
//
// - A file in a feature folder may import its own feature, the features it sits inside (a file in
//   liquidity/migrate may import liquidity/*.ts) and shared folders, never another feature.
// - A shared folder imports no feature at all (what two features need belongs in a shared folder
//   or a package), except the composition root that mounts the pages: `routing/`, `recovery/`,
//   `shell/` (the frame every page sits in: header, popups, modal host) and the files directly
//   in src/.
//
// Like check-import-cycles.mjs (whose import reading this shares): tests, stories and
// *.testing.ts helpers are left out, and a dynamic import() (a lazy route) does not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSpecifiers, resolveImport, sourceFiles } from './check-import-cycles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The app's source root, relative to the repository root. */
export const APP_SOURCE = 'apps/web/src';

/** Feature folders, relative to the source root; `parent/*` is each folder directly in `parent`. */
export const FEATURE_FOLDERS = ['swap', 'governance', 'liquidity', 'liquidity/*'];

/** Shared folders that may import features: they mount the pages. Files in src/ may too. */
export const COMPOSITION_ROOTS = ['routing', 'recovery', 'shell'];

/** The feature folders of a source root, expanding `parent/*` to the folders that exist. */
export function featureFolders(srcRoot, patterns = FEATURE_FOLDERS) {
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return existsSync(join(srcRoot, pattern)) ? [pattern] : [];
    const parent = pattern.slice(0, -2);
    const dir = join(srcRoot, parent);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isDirectory())
      .map((name) => `${parent}/${name}`);
  });
}

/** The innermost feature folder holding `path` (relative, '/'-separated); undefined if shared. */
function featureOf(path, features) {
  return features
    .filter((feature) => path.startsWith(`${feature}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The imports of `srcRoot` that break the rule, each as the importing file and its specifier
 * (relative to `srcRoot`) and why.
 */
export function featureImportViolations(srcRoot, options = {}) {
  const features = featureFolders(srcRoot, options.features);
  const compositionRoots = options.compositionRoots ?? COMPOSITION_ROOTS;
  const violations = [];
  for (const file of sourceFiles(srcRoot)) {
    const from = relative(srcRoot, file).split(sep).join('/');
    const fromFeature = featureOf(from, features);
    const topFolder = from.includes('/') ? from.split('/')[0] : undefined;
    const isCompositionRoot = topFolder === undefined || compositionRoots.includes(topFolder);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      if (!target?.startsWith(srcRoot + sep)) continue;
      const to = relative(srcRoot, target).split(sep).join('/');
      const toFeature = featureOf(to, features);
      if (toFeature === undefined || toFeature === fromFeature) continue;
      if (fromFeature === undefined) {
        if (!isCompositionRoot) {
          violations.push({ file: from, specifier, reason: `shared code imports ${toFeature}` });
        }
        continue;
      }
      // A feature may use the shared layer of a feature it sits in (liquidity/add -> liquidity).
      if (
        fromFeature.startsWith(`${toFeature}/`) &&
        !to.slice(toFeature.length + 1).includes('/')
      ) {
        continue;
      }
      violations.push({ file: from, specifier, reason: `${fromFeature} imports ${toFeature}` });
    }
  }
  return violations;
}

function main() {
  const violations = featureImportViolations(join(root, APP_SOURCE));
  for (const { file, specifier, reason } of violations) {
    console.error(`${APP_SOURCE}/${file} imports '${specifier}': ${reason}`);
  }
  if (violations.length > 0) {
    console.error(
      '\nFeature folders do not import each other: move what both need into their shared layer ' +
        '(apps/web/src/liquidity/*.ts for the liquidity pages), a shared folder or a package.',
    );
    process.exit(1);
  }
  console.log(`No feature folder imports another in ${APP_SOURCE}.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
