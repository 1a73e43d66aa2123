// Caches the seeded chain (anvil_dumpState) keyed by a hash of everything that shapes it: the seed
// code, our contract artifacts and the lockfile. A warm start then loads it in a fraction of a second.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Deployment } from './deployment';

export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_ROOT = join(PACKAGE_DIR, '..', '..');
export const CACHE_DIR = process.env.DEVNET_CACHE_DIR ?? join(PACKAGE_DIR, '.cache');

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name), accept)
        : accept(entry.name)
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

export function stateKey(): string {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(
      join(PACKAGE_DIR, 'src'),
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    ),
    ...filesUnder(join(PACKAGE_DIR, 'artifacts'), (name) => name.endsWith('.json')),
    join(REPO_ROOT, 'pnpm-lock.yaml'),
  ];
  for (const file of inputs) {
    if (!existsSync(file)) continue;
    hash.update(file.slice(REPO_ROOT.length));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface CachedState {
  stateFile: string;
  deployment: Deployment;
}

function paths(key: string) {
  const dir = join(CACHE_DIR, key);
  return {
    dir,
    state: join(dir, 'state.json'),
    deployment: join(dir, 'deployment.json'),
    lock: join(CACHE_DIR, `${key}.lock`),
  };
}

export function readCachedState(key: string): CachedState | undefined {
  const p = paths(key);
  if (!existsSync(p.state) || !existsSync(p.deployment)) return undefined;
  try {
    return {
      stateFile: p.state,
      deployment: JSON.parse(readFileSync(p.deployment, 'utf8')) as Deployment,
    };
  } catch {
    return undefined; // a torn or corrupted cache is rebuilt
  }
}

/** `anvil_dumpState` answers with hex-encoded gzip of the state JSON that `--load-state` reads. */
export function writeCachedState(
  key: string,
  dumpHex: string,
  deployment: Deployment,
): CachedState {
  const p = paths(key);
  mkdirSync(p.dir, { recursive: true });
  const json = gunzipSync(Buffer.from(dumpHex.replace(/^0x/, ''), 'hex'));
  writeFileSync(`${p.state}.tmp`, json);
  writeFileSync(p.deployment, `${JSON.stringify(deployment, null, 2)}\n`);
  // Rename last so a reader never sees a half-written state.
  renameSync(`${p.state}.tmp`, p.state);
  return { stateFile: p.state, deployment };
}

/**
 * Cross-process lock so parallel test runs do not all deploy from scratch: the first builds the
 * cache, the others wait for it. A lock older than two minutes is considered abandoned.
 */
export async function withBuildLock<T>(
  key: string,
  build: () => Promise<T>,
  cached: () => T | undefined,
): Promise<T> {
  const { lock } = paths(key);
  mkdirSync(CACHE_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const ready = cached();
      if (ready) return ready;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000)
          rmSync(lock, { recursive: true, force: true });
      } catch {
        // the holder just released it
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return cached() ?? (await build());
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
