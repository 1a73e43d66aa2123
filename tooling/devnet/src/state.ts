// Caches the seeded chain (anvil_dumpState) keyed by a hash of everything that shapes it: the seed
// code, our contract artifacts and the lockfile. A warm start then loads it in a fraction of a second.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
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
  // Per-process temporary names and renames: a reader never sees a half-written file, and two
  // builders (a lock taken over from a holder that was not gone after all) cannot mix theirs.
  const suffix = `.${process.pid}.tmp`;
  writeFileSync(`${p.deployment}${suffix}`, `${JSON.stringify(deployment, null, 2)}\n`);
  renameSync(`${p.deployment}${suffix}`, p.deployment);
  writeFileSync(`${p.state}${suffix}`, json);
  // The state last: readers take the cache as complete once it exists.
  renameSync(`${p.state}${suffix}`, p.state);
  return { stateFile: p.state, deployment };
}

/** Who holds a build lock: written into the lock directory before it appears (see acquire). */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  /** Unix ms when the lock was taken. */
  readonly startedAt: number;
  /** Tells this holder apart from a later one with a reused pid. */
  readonly token: string;
}

export interface BuildLockOptions {
  /** Where the waiting line goes (the devnet's logger); console.warn by default. */
  readonly log?: (message: string) => void;
  /** Whether a process of this host still runs; `process.kill(pid, 0)` by default. */
  readonly isAlive?: (pid: number) => boolean;
  /** A lock held this long is taken over even from a live process (hung, or a reused pid). */
  readonly staleAfterMs?: number;
  readonly pollMs?: number;
  /** How often the waiting line is repeated. */
  readonly remindEveryMs?: number;
  /** Defaults to CACHE_DIR (DEVNET_CACHE_DIR). */
  readonly cacheDir?: string;
}

const OWNER_FILE = 'owner.json';
const DEFAULT_STALE_AFTER_MS = 10 * 60_000;
/** Locks this process holds (a lock naming our pid but none of these is a dead process's). */
const heldTokens = new Set<string>();

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** `kill(pid, 0)` checks without signalling: ESRCH means gone, EPERM alive but not ours. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

export function readLockOwner(lock: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(join(lock, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' &&
      typeof owner.host === 'string' &&
      typeof owner.startedAt === 'number' &&
      typeof owner.token === 'string'
      ? (owner as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lock directory appears with its owner file already in it (built aside, then renamed into
 * place, which fails while a lock with an owner exists), so a waiter never sees an anonymous lock.
 */
function tryAcquire(lock: string, owner: LockOwner): boolean {
  const staging = `${lock}.new-${owner.token}`;
  mkdirSync(staging);
  try {
    writeFileSync(join(staging, OWNER_FILE), `${JSON.stringify(owner)}\n`);
    renameSync(staging, lock);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Why the lock's holder is gone, or undefined while it may still be building. */
function staleReason(
  owner: LockOwner | undefined,
  now: number,
  options: { isAlive: (pid: number) => boolean; staleAfterMs: number },
): string | undefined {
  if (!owner) return 'it names no owner';
  if (now - owner.startedAt > options.staleAfterMs) {
    return `process ${owner.pid} has held it for ${seconds(now - owner.startedAt)}`;
  }
  if (owner.host !== hostname()) return undefined; // another machine's pid cannot be checked
  if (owner.pid === process.pid) {
    return heldTokens.has(owner.token) ? undefined : `process ${owner.pid} (a reused pid) left it`;
  }
  return options.isAlive(owner.pid) ? undefined : `process ${owner.pid} is gone`;
}

/**
 * Removes a stale lock: moved aside first (atomic), and put back if the moved lock turns out to be
 * a newer holder's than the one judged stale (two waiters taking over at once).
 */
function takeOver(lock: string, stale: LockOwner | undefined): void {
  const aside = `${lock}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(lock, aside);
  } catch {
    return; // released or taken over by someone else meanwhile
  }
  const moved = readLockOwner(aside);
  if (moved && moved.token !== stale?.token) {
    try {
      renameSync(aside, lock);
      return;
    } catch {
      // Yet another holder is in place; the moved one notices nothing and builds the same cache.
    }
  }
  rmSync(aside, { recursive: true, force: true });
}

/**
 * Gives the lock up: moved aside first (atomic), then deleted. Deleting it in place would empty
 * the directory before removing it, and a waiter's rename onto the empty directory succeeds, so
 * the removal would fail on the next holder's lock (ENOTEMPTY) or delete it.
 */
function releaseLock(lock: string, token: string): void {
  const released = `${lock}.released-${token}`;
  try {
    renameSync(lock, released);
  } catch {
    return; // already gone
  }
  rmSync(released, { recursive: true, force: true });
}

/** "45 s", "10 min": rough durations for the waiting line. */
const seconds = (ms: number) =>
  ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;

/**
 * Cross-process lock so parallel test runs do not all deploy from scratch: the first builds the
 * cache, the others wait for it. The lock records its holder's pid; a waiter takes it over at once
 * when that process is gone (an interrupted first start), and says what it is waiting for.
 */
export async function withBuildLock<T>(
  key: string,
  build: () => Promise<T>,
  cached: () => T | undefined,
  options: BuildLockOptions = {},
): Promise<T> {
  const cacheDir = options.cacheDir ?? CACHE_DIR;
  const lock = join(cacheDir, `${key}.lock`);
  const log = options.log ?? ((message: string) => console.warn(message));
  const isAlive = options.isAlive ?? processAlive;
  const staleAfterMs = options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  const pollMs = options.pollMs ?? 250;
  const remindEveryMs = options.remindEveryMs ?? 30_000;
  mkdirSync(cacheDir, { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    startedAt: Date.now(),
    token: randomUUID(),
  };
  let waitingFor: string | undefined;
  let waitStarted = 0;
  let remindedAt = 0;
  for (;;) {
    if (tryAcquire(lock, { ...me, startedAt: Date.now() })) break;
    const ready = cached();
    if (ready) return ready;
    const owner = readLockOwner(lock);
    const now = Date.now();
    const reason = staleReason(owner, now, { isAlive, staleAfterMs });
    if (reason) {
      log(`Taking over the devnet cache lock ${lock}: ${reason}.`);
      takeOver(lock, owner);
      continue;
    }
    if (owner && owner.token !== waitingFor) {
      waitingFor = owner.token;
      waitStarted = remindedAt = now;
      const where = owner.host === hostname() ? '' : ` on ${owner.host}`;
      log(
        `Waiting for process ${owner.pid}${where} to finish building the devnet cache ` +
          `(lock ${lock}, held for ${seconds(now - owner.startedAt)}; a cold deploy takes ` +
          `seconds to a minute; taken over if that process exits or after ${seconds(staleAfterMs)}).`,
      );
    } else if (owner && now - remindedAt >= remindEveryMs) {
      remindedAt = now;
      log(`Still waiting for process ${owner.pid} (lock ${lock}, ${seconds(now - waitStarted)}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  heldTokens.add(me.token);
  try {
    return cached() ?? (await build());
  } finally {
    heldTokens.delete(me.token);
    // Only our own lock: a waiter may have judged it stale and handed it to someone else.
    if (readLockOwner(lock)?.token === me.token) releaseLock(lock, me.token);
  }
}
