// One devnet build of apps/web per test run instead of one per worker. The build differs between
// workers only in the free ports its VITE_ URLs carry (build-time constants: the bundle and the
// security policy in _headers and index.html), so the run builds once with placeholder ports and
// each worker copies that build with its own ports written in. Each further worker (the harness
// project's, a worker replaced after a failure) saves a build: measured under load, 13 s of CPU and
// 27 s of its start (35 s -> 8 s).
// The cache lives under the run's own folder, which the run's global teardown deletes.
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { type BuildWebAppOptions, buildWebApp } from './webApp';

/** Where the journeys' workers find their run's cache (set by globalSetup.ts). */
export const BUILD_CACHE_VARIABLE = 'DEX_E2E_BUILD_CACHE';

/** The folder of one Playwright run's cached builds, named after the runner's process. */
export function runBuildCacheDir(runnerPid: number): string {
  return join(tmpdir(), `dex-e2e-builds-${runnerPid}`);
}

// Build-time URLs stand in as ports 1, 2, 3 … of the loopback address, so the build still sees a
// loopback node. The host and port are replaced, not the URL: the policy also names the node's
// WebSocket origin (ws://host:port).
const PLACEHOLDER_HOST = '127.0.0.1';
const placeholderHost = (index: number) => `${PLACEHOLDER_HOST}:${index + 1}`;

/** Text files of a build that can carry a URL (the bundle, the page, the headers, the locales). */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.txt', '.webmanifest']);
const isText = (path: string) =>
  basename(path) === '_headers' || TEXT_EXTENSIONS.has(extname(path));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Escapes a string for use inside a regular expression. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Copies a placeholder build to `outDir` with each placeholder host:port replaced by its real one.
 * A placeholder the build does not contain means the build used the URL in some other form: that
 * throws instead of serving a build that points elsewhere.
 */
export async function copyWithHosts(
  fromDir: string,
  outDir: string,
  hosts: ReadonlyMap<string, string>,
): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await cp(fromDir, outDir, { recursive: true });
  const found = new Map([...hosts.keys()].map((placeholder) => [placeholder, 0]));
  // Whole hosts only: ":1" does not run on into more digits (":1234"), nor the address start late.
  const pattern = new RegExp(
    `(?<![0-9.])(${[...hosts.keys()].map(escapeRegExp).join('|')})(?![0-9])`,
    'g',
  );
  for (const file of await filesUnder(outDir)) {
    if (!isText(file)) continue;
    const text = await readFile(file, 'utf8');
    let changed = false;
    const replaced = text.replace(pattern, (placeholder) => {
      changed = true;
      found.set(placeholder, (found.get(placeholder) ?? 0) + 1);
      return hosts.get(placeholder) ?? placeholder;
    });
    if (changed) await writeFile(file, replaced);
  }
  const missing = [...found].filter(([, count]) => count === 0).map(([placeholder]) => placeholder);
  if (missing.length > 0) {
    throw new Error(`the cached apps/web build does not contain ${missing.join(', ')}`);
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export interface CachedBuildOptions extends Omit<BuildWebAppOptions, 'viteEnv'> {
  /** The run's cache folder (runBuildCacheDir). */
  readonly cacheDir: string;
  /** VITE_ variables whose values are URLs with a free port: written into the copy. */
  readonly urlEnv: Readonly<Record<string, string>>;
  /** Every other VITE_ variable: part of the cache key. */
  readonly fixedEnv: Readonly<Record<string, string>>;
  /**
   * With `configFile`: what that config builds differently, as text (the key cannot be the file's
   * path, which is each worker's own). Builds of one key share one build whatever their paths.
   */
  readonly configKey?: string;
  /** The build itself (tests pass a stand-in); `buildWebApp` by default. */
  readonly build?: (options: BuildWebAppOptions) => Promise<void>;
}

/**
 * `buildWebApp` through the run's cache: the first worker to need a build of these fixed
 * variables and URL variables builds it with placeholder URLs; every worker then copies it to
 * `outDir` with its own URLs. A worker that needs a key another worker is building waits for
 * that build.
 */
export async function buildWebAppCached(
  options: CachedBuildOptions,
): Promise<{ readonly built: boolean }> {
  const urlNames = Object.keys(options.urlEnv).sort();
  const hosts = new Map<string, string>();
  const placeholders: Record<string, string> = {};
  for (const [index, name] of urlNames.entries()) {
    const url = new URL(options.urlEnv[name] as string);
    if (options.urlEnv[name] !== `http://${url.host}` || url.hostname !== PLACEHOLDER_HOST) {
      throw new Error(`${name}: only http://${PLACEHOLDER_HOST}:<port> URLs are cached (${url})`);
    }
    placeholders[name] = `http://${placeholderHost(index)}`;
    hosts.set(placeholderHost(index), url.host);
  }
  const key = createHash('sha256')
    .update(
      JSON.stringify({
        fixed: options.fixedEnv,
        urls: urlNames,
        production: options.production,
        config: options.configFile ? (options.configKey ?? options.configFile) : undefined,
      }),
    )
    .digest('hex')
    .slice(0, 16);
  const cached = join(options.cacheDir, key);
  await mkdir(options.cacheDir, { recursive: true });
  const built = !(await exists(cached)) && (await claimBuild(`${cached}.building`, cached));
  if (built) {
    const building = join(options.cacheDir, `building-${randomUUID()}`);
    try {
      const {
        cacheDir: _cacheDir,
        urlEnv: _urlEnv,
        fixedEnv,
        configKey: _configKey,
        build = buildWebApp,
        ...rest
      } = options;
      await build({
        ...rest,
        outDir: building,
        viteEnv: { ...fixedEnv, ...placeholders },
      });
      // rename is atomic: another worker's finished build that got there first stays.
      await rename(building, cached).catch(() => rm(building, { recursive: true, force: true }));
    } finally {
      await rm(`${cached}.building`, { recursive: true, force: true });
    }
  }
  await copyWithHosts(cached, options.outDir, hosts);
  return { built };
}

/**
 * Whether this worker builds: true when it took the claim (`mkdir` is atomic), false once another
 * worker's build of the same key has arrived. Workers start together, and two builds of one key at
 * once cost a build's CPU for nothing. A claim released without a build (that build failed) is
 * taken again, so the failure is reported by every worker that needs the build.
 */
async function claimBuild(claim: string, cached: string): Promise<boolean> {
  for (;;) {
    if (
      await mkdir(claim).then(
        () => true,
        () => false,
      )
    ) {
      // The claimer before us may have finished between our checks.
      if (!(await exists(cached))) return true;
      await rm(claim, { recursive: true, force: true });
      return false;
    }
    if (await exists(cached)) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
