// The quick start each published package's README opens with, read the way a newcomer reads it:
// the `pnpm add …` line, then the first code block, run as written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_DIRS, type PackageName, packageManifest, REPO_ROOT } from './projects';

/** The most lines a quick start's code may have (issue #37 §3). */
export const QUICK_START_MAX_LINES = 15;
export const QUICK_START_HEADING = '## Quick start';

export interface QuickStart {
  /** The README's first `## ` heading: the quick start must be it. */
  readonly firstSection: string | undefined;
  /** The packages its `pnpm add …` installs (versions dropped). */
  readonly install: readonly string[];
  /** The first js/ts code block of the section, as written. */
  readonly code: string;
  /** The packages the code imports or requires (node: built-ins left out). */
  readonly imports: readonly string[];
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`, `name@1.2` -> `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] as string);
  return name.replace(/(?!^)@.*$/, '');
}

/** Parses a README's quick start (throws when the section or its parts are missing). */
export function parseQuickStart(readme: string): QuickStart {
  const firstSection = /^## .*$/m.exec(readme)?.[0];
  const start = `\n${readme}`.indexOf(`\n${QUICK_START_HEADING}\n`);
  if (start < 0) throw new Error(`no "${QUICK_START_HEADING}" section`);
  const section = readme.slice(start);
  const block = /```(?:js|ts)\n([\s\S]*?)```/.exec(section);
  if (!block?.[1]) throw new Error('no js/ts code block in the quick start');
  const prose = section.slice(0, block.index);
  const add = /`pnpm add ([^`]+)`/.exec(prose);
  if (!add?.[1]) throw new Error('no `pnpm add …` before the quick start code');
  const code = block[1];
  const specifiers = [...code.matchAll(/(?:from |require\(|import\()'([^']+)'/g)].map(
    (match) => match[1] as string,
  );
  return {
    firstSection,
    install: add[1].trim().split(/\s+/).map(packageNameOf),
    code,
    imports: [
      ...new Set(specifiers.filter((s) => !s.startsWith('node:')).map(packageNameOf)),
    ].sort(),
  };
}

export function readQuickStart(name: PackageName): QuickStart {
  return parseQuickStart(readFileSync(join(REPO_ROOT, PACKAGE_DIRS[name], 'README.md'), 'utf8'));
}

/**
 * The peers a consumer of `name` must install besides it: the non-optional peer dependencies of
 * it and of every @dex package it depends on.
 */
export function requiredPeers(name: PackageName): string[] {
  const peers = new Set<string>();
  const seen = new Set<string>();
  const visit = (current: PackageName) => {
    if (seen.has(current)) return;
    seen.add(current);
    const manifest = packageManifest(current);
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
      if (!manifest.peerDependenciesMeta?.[peer]?.optional) peers.add(peer);
    }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      if (dependency in PACKAGE_DIRS) visit(dependency as PackageName);
    }
  };
  visit(name);
  return [...peers].sort();
}
