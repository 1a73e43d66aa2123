#!/usr/bin/env node
// `pnpm lint` (as lint:errors): the packages throw typed errors only. Every error a package throws
// on purpose is a `DexError` subclass (@dex/primitives) with a stable `errorCode`, so an app words
// it by code and logs group by it; a bare `throw new Error(...)`, `TypeError` or `RangeError` in
// packages/*/src has no code and is refused. Tests, stories and test helpers (`*.testing.ts`,
// `testing.ts`, a `testing/` folder) may throw what they like.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Where the packages live, relative to the repository root. */
export const PACKAGES_DIR = 'packages';

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const NOT_SHIPPED = /\.(test|spec|stories|testing|bench)\.(ts|tsx)$|\.d\.ts$|^testing\.(ts|tsx)$/;

/** A throw of one of the untyped built-in errors, with or without `new`. */
const UNTYPED_THROW = /\bthrow\s+(?:new\s+)?(Error|TypeError|RangeError)\s*\(/g;

/** The shipped source files under `dir` (tests, stories, test helpers and node_modules left out). */
function shippedSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'node_modules' || name === 'testing' ? [] : shippedSources(path);
    }
    return SOURCE.test(name) && !NOT_SHIPPED.test(name) ? [path] : [];
  });
}

/** The untyped throws in one file's source: each with its 1-based line and the error it throws. */
export function untypedThrows(source) {
  return [...source.matchAll(UNTYPED_THROW)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    error: match[1],
  }));
}

/**
 * The untyped throws in `packagesDir/<package>/src`, each as the file (relative to
 * `packagesDir`, '/'-separated), its line and the error it throws.
 */
export function untypedThrowViolations(packagesDir) {
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name, 'src'))
    .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory())
    .flatMap((src) =>
      shippedSources(src).flatMap((file) =>
        untypedThrows(readFileSync(file, 'utf8')).map(({ line, error }) => ({
          file: relative(packagesDir, file).split(sep).join('/'),
          line,
          error,
        })),
      ),
    );
}

function main() {
  const violations = untypedThrowViolations(join(root, PACKAGES_DIR));
  for (const { file, line, error } of violations) {
    console.error(`${PACKAGES_DIR}/${file}:${line} throws a plain ${error}`);
  }
  if (violations.length > 0) {
    console.error(
      "\nA package throws DexError subclasses only: use (or add) a class in the package's " +
        "errors module with a stable '<package>/<what>' errorCode, exported from its index.",
    );
    process.exit(1);
  }
  console.log(`Every error thrown in ${PACKAGES_DIR}/*/src is typed.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
