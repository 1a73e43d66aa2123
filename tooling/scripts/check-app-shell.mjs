#!/usr/bin/env node
// `pnpm lint` (as lint:shell): apps/web is a thin shell that wires routes and atoms to packages.
//
// - No module in apps/web/src imports `ethers` or `@uniswap/*`, not even for a type: protocol
//   vocabulary comes from the packages (@dex/currency names the SDK's types).
// - No module in it is a pure rule a package could test without React: a module is pure when it
//   imports no jotai, React or router, renders no JSX, and touches none of the browser's edges
//   (window, document, storage, import.meta, fetch). Such a module belongs in a package, beside
//   its test. The few that stay (the app's own configuration tables) are listed in
//   app-shell-allowed.json with the reason; a new one fails until it moves or is listed.
//
// Like the other import checks: tests, stories and *.testing helpers are left out.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from './check-import-cycles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const APP_SOURCE = 'apps/web/src';
const ALLOWED_PATH = fileURLToPath(new URL('./app-shell-allowed.json', import.meta.url));

const IMPORT_FROM =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const PROTOCOL_LIBRARY = /^(ethers|@uniswap\/)/;
const WIRING_LIBRARY = /^(jotai|jotai-family|react|react-dom|react-router)(\/|$)/;
/** Signs that a module is an edge of the browser app rather than a rule. */
const BROWSER_EDGE =
  /\b(window|document|navigator|localStorage|sessionStorage|location|fetch)\b|import\.meta/;

const stripComments = (source) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** Imports of `ethers` or `@uniswap/*` in one module's source. */
export function protocolImports(source) {
  return [...stripComments(source).matchAll(IMPORT_FROM)]
    .map((match) => match[1])
    .filter((specifier) => PROTOCOL_LIBRARY.test(specifier));
}

/** Whether a module is a pure rule: no wiring library, no JSX, no browser edge. */
export function isPureModule(path, source) {
  // Components and vanilla-extract styles are the shell's own.
  if (path.endsWith('.tsx') || path.endsWith('.css.ts')) return false;
  const code = stripComments(source);
  // A barrel that only re-exports holds no rule.
  if (
    code
      .split(/;\s*/)
      .every((statement) => !statement.trim() || /^export\s[\s\S]*\sfrom\s/.test(statement.trim()))
  ) {
    return false;
  }
  const specifiers = [...code.matchAll(IMPORT_FROM)].map((match) => match[1]);
  if (specifiers.some((specifier) => WIRING_LIBRARY.test(specifier))) return false;
  return !BROWSER_EDGE.test(code);
}

/**
 * Problems in the app's source root: protocol imports anywhere, pure modules not allowed.
 * `allowed` maps a path relative to the source root to the reason it stays.
 */
export function shellViolations(srcRoot, allowed = {}) {
  const problems = [];
  for (const file of sourceFiles(srcRoot)) {
    const path = relative(srcRoot, file).split(sep).join('/');
    if (path.endsWith('.d.ts')) continue;
    const source = readFileSync(file, 'utf8');
    for (const specifier of protocolImports(source)) {
      problems.push(`${path} imports '${specifier}': protocol code belongs in a package`);
    }
    if (isPureModule(path, source) && !(path in allowed)) {
      problems.push(
        `${path} is a pure module (no atom, component or browser edge): move it to a package`,
      );
    }
  }
  return problems;
}

function main() {
  const allowed = JSON.parse(readFileSync(ALLOWED_PATH, 'utf8'));
  const problems = shellViolations(join(root, APP_SOURCE), allowed);
  for (const problem of problems) console.error(`${APP_SOURCE}/${problem}`);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} problems. apps/web wires routes and atoms to packages: rules, SDK objects ` +
        'and calldata live in packages/*, tested there (tooling/scripts/check-app-shell.mjs).',
    );
    process.exit(1);
  }
  console.log(`${APP_SOURCE} imports no protocol library and holds no pure rule module.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
