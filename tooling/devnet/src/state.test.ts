import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import {
  CHAINS_DEVNET_FILE,
  DEPLOYMENT_FILE,
  renderChainsModule,
  renderDeployment,
} from './generate';
import { startDevnet } from './index';
import {
  type BuildLockOptions,
  type LockOwner,
  readCachedState,
  readLockOwner,
  stateKey,
  withBuildLock,
} from './state';

describe('the cached devnet state', () => {
  it('starts warm from the cache with contracts, balances and proposal states intact', async () => {
    const first = await startDevnet({ services: false });
    const firstBlock = await first.client.provider.getBlockNumber();
    await first.stop();

    // The cache is an hour old: the chain must still go on from its latest block, not jump ahead
    // by the hour (every deadline derived from the latest block would have passed).
    const cached = readCachedState(stateKey());
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    if (cached) utimesSync(cached.stateFile, anHourAgo, anHourAgo);

    const started = performance.now();
    const second = await startDevnet({ services: false });
    const elapsed = performance.now() - started;
    try {
      expect(second.warm).toBe(true);
      expect(elapsed).toBeLessThan(10_000); // a sanity bound, not a benchmark: a cold deploy takes far longer
      expect(await second.client.provider.getBlockNumber()).toBeGreaterThanOrEqual(firstBlock);
      const governor = second.client.at(
        artifacts.GovernorAlpha,
        second.deployment.contracts.governorAlpha,
      );
      const active = second.deployment.governance.proposals.find((p) => p.state === 'Active');
      expect(await governor.getFunction('state').staticCall(active?.id)).toBe(1n);
      // New blocks still get mined after a load, and the clock goes on from the seeded blocks
      // (days ahead of the wall clock) rather than jumping back to the wall clock.
      const loaded = await second.client.latestBlock();
      await second.mine(3);
      const next = await second.client.latestBlock();
      expect(next.number).toBeGreaterThanOrEqual(firstBlock + 3);
      expect(next.timestamp).toBeGreaterThan(loaded.timestamp);
      expect(next.timestamp - loaded.timestamp).toBeLessThan(10 * 60);
      expect(next.timestamp * 1000 - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
    } finally {
      await second.stop();
    }
  });

  it('matches the committed deployment file and the chain registry (run `pnpm --filter @dex-tooling/devnet generate` after changing the seed)', async () => {
    const devnet = await startDevnet({ services: false });
    try {
      expect(JSON.parse(readFileSync(DEPLOYMENT_FILE, 'utf8'))).toEqual(
        JSON.parse(renderDeployment(devnet.deployment)),
      );
      expect(readFileSync(CHAINS_DEVNET_FILE, 'utf8')).toBe(renderChainsModule(devnet.deployment));
    } finally {
      await devnet.stop();
    }
  });
});

describe('the cold-build lock', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  function leaveLock(cacheDir: string, owner: Partial<LockOwner>): string {
    const lock = join(cacheDir, 'k.lock');
    mkdirSync(lock, { recursive: true });
    const full = { pid: 1, host: hostname(), startedAt: Date.now(), token: 'left', ...owner };
    writeFileSync(join(lock, 'owner.json'), JSON.stringify(full));
    return lock;
  }

  /** A process that has exited: its pid is gone. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  function liveProcess(): ChildProcess & { pid: number } {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    });
    children.push(child);
    if (child.pid === undefined) throw new Error('could not start a process');
    return child as ChildProcess & { pid: number };
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A start with nothing cached: it gets the lock (at once or after waiting) and builds `result`. */
  const buildWithoutCache = (result: string, options: BuildLockOptions) =>
    withBuildLock(
      'k',
      async () => result,
      () => undefined,
      options,
    );

  it('takes over at once a lock whose process is gone (an interrupted first start), and says so', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'devnet-lock-'));
    const pid = deadPid();
    const lock = leaveLock(cacheDir, { pid });
    const lines: string[] = [];
    let builds = 0;
    const started = performance.now();
    const result = await withBuildLock(
      'k',
      async () => {
        builds++;
        expect(readLockOwner(lock)?.pid).toBe(process.pid); // held under our pid meanwhile
        return 'built';
      },
      () => undefined,
      { cacheDir, log: (line) => lines.push(line), pollMs: 50 },
    );
    expect(result).toBe('built');
    expect(builds).toBe(1);
    expect(performance.now() - started).toBeLessThan(2_000); // not the two minutes of old
    expect(lines).toEqual([`Taking over the devnet cache lock ${lock}: process ${pid} is gone.`]);
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock that names no owner, or this process under a reused pid', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'devnet-lock-'));
    const lock = join(cacheDir, 'k.lock');
    mkdirSync(lock);
    const options = { cacheDir, log: () => {}, pollMs: 50 };
    expect(await buildWithoutCache('built', options)).toBe('built');
    leaveLock(cacheDir, { pid: process.pid, token: 'an earlier process' });
    expect(await buildWithoutCache('again', options)).toBe('again');
  });

  it('waits for a live holder, saying for whom and where, and takes over when it exits', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'devnet-lock-'));
    const holder = liveProcess();
    const lock = leaveLock(cacheDir, { pid: holder.pid, startedAt: Date.now() - 5_000 });
    const lines: string[] = [];
    let builds = 0;
    const result = withBuildLock(
      'k',
      async () => {
        builds++;
        return 'built';
      },
      () => undefined,
      { cacheDir, log: (line) => lines.push(line), pollMs: 20 },
    );
    await sleep(500);
    expect(builds).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Waiting for process ${holder.pid} to finish building`);
    // Held since 5 s before the wait began: a loaded machine may report a second or two more.
    const held = /held for (\d+) s/.exec(lines[0] ?? '');
    expect(lines[0]).toContain(`lock ${lock}, held for `);
    expect(Number(held?.[1])).toBeGreaterThanOrEqual(5);

    holder.kill();
    const exited = performance.now();
    expect(await result).toBe('built');
    // Taken over at the next polls, not after the 10-minute limit for a holder that never ends.
    expect(performance.now() - exited).toBeLessThan(60_000);
    expect(builds).toBe(1);
    expect(lines[1]).toBe(
      `Taking over the devnet cache lock ${lock}: process ${holder.pid} is gone.`,
    );
  });

  it('lets parallel starts share one build: the others wait, then read the cache', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'devnet-lock-'));
    let cache: string | undefined;
    let builds = 0;
    const lines: string[] = [];
    const start = () =>
      withBuildLock(
        'k',
        async () => {
          builds++;
          await sleep(300);
          cache = 'state';
          return cache;
        },
        () => cache,
        { cacheDir, log: (line) => lines.push(line), pollMs: 20 },
      );
    expect(await Promise.all([start(), start(), start()])).toEqual(['state', 'state', 'state']);
    expect(builds).toBe(1);
    // The two waiters said whom they waited for (this process), and nobody took the lock over.
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(`Waiting for process ${process.pid}`);
  });

  it('still takes over from a live holder that has held the lock for too long', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'devnet-lock-'));
    const holder = liveProcess();
    const lock = leaveLock(cacheDir, { pid: holder.pid, startedAt: Date.now() - 60_000 });
    const lines: string[] = [];
    const options = { cacheDir, log: (line: string) => lines.push(line), staleAfterMs: 30_000 };
    expect(await buildWithoutCache('built', options)).toBe('built');
    expect(lines).toEqual([
      `Taking over the devnet cache lock ${lock}: process ${holder.pid} has held it for 60 s.`,
    ]);
  });
});
