#!/usr/bin/env node
// `pnpm lint` (as lint:cycles): no two feature folders may import each other, directly or through
// other folders. Biome's noImportCycles (biome.json) already refuses cycles between files; this
// checks the folders above them: apps/web/src/<feature>/ and packages/<name>/src/<folder>/, where
// swap importing tokens while tokens imports swap is a cycle even when no single file closes one.
// Files directly in a src/ folder (index.ts, main.tsx, config) are the composition root and are
// left out, as are tests, stories and *.testing.ts helpers. Dynamic import() is a deferred edge
// (lazy routes) and does not count.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Folder imports that close a cycle today, per src root, each to be removed by moving code (issue
 * #15). They are reported on every run; a new cycle fails, and so does an entry here that no
 * longer closes one, so the list only shrinks.
 */
export const KNOWN_CYCLE_EDGES = {};

const SOURCE = /\.(ts|tsx|mts|cts)$/;
const NOT_MODULE_STRUCTURE = /\.(test|spec|stories|testing|bench)\.(ts|tsx)$|\.d\.ts$/;
// Static imports and re-exports, type-only ones included: `import x from './a'`,
// `import type { T } from './a'`, `import './a'`, `export { x } from './a'`, `export * from './a'`.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** The src/ folders to check, relative to the repository root. */
export function sourceRoots(base = root) {
  const packages = join(base, 'packages');
  const roots = existsSync(packages)
    ? readdirSync(packages)
        .map((name) => join('packages', name, 'src'))
        .filter((dir) => existsSync(join(base, dir)))
    : [];
  return existsSync(join(base, 'apps/web/src')) ? ['apps/web/src', ...roots] : roots;
}

/** The module files below `dir` (tests, stories, *.testing helpers and .d.ts left out). */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !NOT_MODULE_STRUCTURE.test(name) ? [path] : [];
  });
}

/** Relative import specifiers of one module (comments are not stripped: keep imports real). */
export function importSpecifiers(source) {
  return [...source.matchAll(IMPORT)].map((match) => match[1]).filter((s) => s.startsWith('.'));
}

/** The file a relative import specifier names, or undefined when none exists. */
export function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The folder directly below the src root a file belongs to; undefined for files in src itself. */
function folderOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split(sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Strongly connected components with more than one node (Tarjan). */
export function cyclicGroups(graph) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indices.get(next)));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return groups;
}

/** The folder graph of one src root: folder -> folders it imports, and one example per edge. */
export function folderGraph(srcRoot) {
  const graph = new Map();
  const examples = new Map();
  for (const file of sourceFiles(srcRoot)) {
    const from = folderOf(srcRoot, file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveImport(file, specifier);
      const to = target?.startsWith(srcRoot + sep) ? folderOf(srcRoot, target) : undefined;
      if (to === undefined || to === from) continue;
      graph.get(from).add(to);
      const edge = `${from} -> ${to}`;
      if (!examples.has(edge)) examples.set(edge, `${relative(root, file)} imports '${specifier}'`);
    }
  }
  return { graph, examples };
}

const withoutEdges = (graph, edges) =>
  new Map(
    [...graph].map(([from, targets]) => [
      from,
      new Set([...targets].filter((to) => !edges.some(([a, b]) => a === from && b === to))),
    ]),
  );

/**
 * The folder cycles of one src root once the `known` edges are set aside (each cycle as its
 * folders and one import per edge inside it), and the known edges that still close a cycle.
 */
export function folderCycles(srcRoot, known = []) {
  const { graph, examples } = folderGraph(srcRoot);
  const groups = cyclicGroups(graph);
  const inCycle = ([from, to]) => groups.some((g) => g.includes(from) && g.includes(to));
  const stillKnown = known.filter((edge) => graph.get(edge[0])?.has(edge[1]) && inCycle(edge));
  const cycles = cyclicGroups(withoutEdges(graph, known)).map((folders) => ({
    folders,
    imports: [...examples]
      .filter(([edge]) => {
        const [from, to] = edge.split(' -> ');
        return folders.includes(from) && folders.includes(to);
      })
      .map(([, example]) => example),
  }));
  const stale = known.filter((edge) => !stillKnown.includes(edge));
  return { cycles, stillKnown, stale, examples };
}

function main() {
  let failures = 0;
  const roots = sourceRoots();
  for (const srcRoot of roots) {
    const known = KNOWN_CYCLE_EDGES[srcRoot] ?? [];
    const { cycles, stillKnown, stale, examples } = folderCycles(join(root, srcRoot), known);
    for (const [from, to] of stillKnown) {
      console.warn(
        `known folder cycle, to be removed (issue #15): ${srcRoot}: ${examples.get(`${from} -> ${to}`)}`,
      );
    }
    for (const [from, to] of stale) {
      failures++;
      console.error(
        `${srcRoot}: ${from} -> ${to} no longer closes a cycle; remove it from KNOWN_CYCLE_EDGES.`,
      );
    }
    for (const cycle of cycles) {
      failures++;
      console.error(`${srcRoot}: the folders ${cycle.folders.join(', ')} import each other:`);
      for (const example of cycle.imports) console.error(`  ${example}`);
    }
  }
  if (failures > 0) {
    console.error(
      '\nMove what both sides need into one folder (or a package) so imports go one way.',
    );
    process.exit(1);
  }
  console.log(`No new folder import cycles in ${roots.length} source trees.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
