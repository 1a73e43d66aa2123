// The run's build cache writes each worker's ports into a copy of the placeholder build (no browser).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildWebAppCached, copyWithHosts } from './buildCache';

let dir = '';
test.beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dex-build-cache-test-'));
});
test.afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeBuild(files: Record<string, string | Buffer>): Promise<string> {
  const root = join(dir, 'cached');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), content);
  }
  return root;
}

test('every placeholder host becomes its real one, in the bundle, the page and _headers alike', async () => {
  const cached = await writeBuild({
    'index.html': '<meta content="connect-src http://127.0.0.1:1 ws://127.0.0.1:1">',
    _headers: '/*\n  Content-Security-Policy: connect-src http://127.0.0.1:2 ws://127.0.0.1:2',
    'assets/index-abc.js': 'const a="http://127.0.0.1:1",b="http://127.0.0.1:2";',
  });
  const out = join(dir, 'out');
  await copyWithHosts(
    cached,
    out,
    new Map([
      ['127.0.0.1:1', '127.0.0.1:40001'],
      ['127.0.0.1:2', '127.0.0.1:40002'],
    ]),
  );
  expect(await readFile(join(out, 'index.html'), 'utf8')).toBe(
    '<meta content="connect-src http://127.0.0.1:40001 ws://127.0.0.1:40001">',
  );
  expect(await readFile(join(out, '_headers'), 'utf8')).toContain(
    'connect-src http://127.0.0.1:40002 ws://127.0.0.1:40002',
  );
  expect(await readFile(join(out, 'assets/index-abc.js'), 'utf8')).toBe(
    'const a="http://127.0.0.1:40001",b="http://127.0.0.1:40002";',
  );
  // The cached build itself stays as it was, for the next worker.
  expect(await readFile(join(cached, 'assets/index-abc.js'), 'utf8')).toContain('127.0.0.1:1"');
});

test('only whole hosts are replaced: other ports and addresses that merely contain one stay', async () => {
  const cached = await writeBuild({
    'assets/a.js':
      '"127.0.0.1:1" "127.0.0.1:12" "127.0.0.1:1234" "10.127.0.0.1:1" "ws://127.0.0.1:*"',
  });
  const out = join(dir, 'out');
  await copyWithHosts(cached, out, new Map([['127.0.0.1:1', '127.0.0.1:40001']]));
  expect(await readFile(join(out, 'assets/a.js'), 'utf8')).toBe(
    '"127.0.0.1:40001" "127.0.0.1:12" "127.0.0.1:1234" "10.127.0.0.1:1" "ws://127.0.0.1:*"',
  );
});

test('binary files are copied untouched', async () => {
  const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, ...Buffer.from('127.0.0.1:1')]);
  const cached = await writeBuild({ 'logo.png': image, 'a.js': '"127.0.0.1:1"' });
  const out = join(dir, 'out');
  await copyWithHosts(cached, out, new Map([['127.0.0.1:1', '127.0.0.1:40001']]));
  expect(await readFile(join(out, 'logo.png'))).toEqual(image);
});

test('a placeholder the build does not contain fails the copy instead of serving a build that points elsewhere', async () => {
  const cached = await writeBuild({ 'a.js': '"127.0.0.1:1"' });
  await expect(
    copyWithHosts(
      cached,
      join(dir, 'out'),
      new Map([
        ['127.0.0.1:1', '127.0.0.1:40001'],
        ['127.0.0.1:2', '127.0.0.1:40002'],
      ]),
    ),
  ).rejects.toThrow('does not contain 127.0.0.1:2');
});

test('only loopback http URLs with a port are cached (anything else could build differently)', async () => {
  await expect(
    buildWebAppCached({
      cacheDir: join(dir, 'cache'),
      outDir: join(dir, 'out'),
      urlEnv: { VITE_RPC_URL_31337: 'https://rpc.example.org' },
      fixedEnv: {},
    }),
  ).rejects.toThrow('only http://127.0.0.1:<port> URLs are cached');
});

test('workers that need the same build at once build it once, and each gets its own copy', async () => {
  let builds = 0;
  const build = async ({ outDir }: { outDir: string }) => {
    builds += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'a.js'), '"http://127.0.0.1:1"');
  };
  const worker = (port: number) =>
    buildWebAppCached({
      cacheDir: join(dir, 'cache'),
      outDir: join(dir, `out-${port}`),
      urlEnv: { VITE_RPC_URL_31337: `http://127.0.0.1:${port}` },
      fixedEnv: { VITE_DEVNET_BUILD: '1' },
      build,
    });
  const results = await Promise.all([worker(40001), worker(40002), worker(40003)]);
  expect(builds).toBe(1);
  expect(results.filter((result) => result.built)).toHaveLength(1);
  expect(await readFile(join(dir, 'out-40002', 'a.js'), 'utf8')).toBe('"http://127.0.0.1:40002"');
});

test('a build that fails releases its claim: the next worker builds and reports for itself', async () => {
  const options = {
    cacheDir: join(dir, 'cache'),
    outDir: join(dir, 'out'),
    urlEnv: { VITE_RPC_URL_31337: 'http://127.0.0.1:40001' },
    fixedEnv: {},
  };
  await expect(
    buildWebAppCached({ ...options, build: () => Promise.reject(new Error('vite failed')) }),
  ).rejects.toThrow('vite failed');
  const result = await buildWebAppCached({
    ...options,
    build: async ({ outDir }) => {
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'a.js'), '"http://127.0.0.1:1"');
    },
  });
  expect(result.built).toBe(true);
});

test('builds through a config share one build when their config keys match, whatever the file paths', async () => {
  const configs: Array<string | undefined> = [];
  const build = async ({ outDir, configFile }: { outDir: string; configFile?: string }) => {
    configs.push(configFile);
    await mkdir(outDir, { recursive: true });
    await writeFile(join(outDir, 'a.js'), '"http://127.0.0.1:1"');
  };
  const worker = (port: number, configFile: string, configKey: string) =>
    buildWebAppCached({
      cacheDir: join(dir, 'cache'),
      outDir: join(dir, `out-${port}`),
      urlEnv: { VITE_RPC_URL_31337: `http://127.0.0.1:${port}` },
      fixedEnv: {},
      configFile,
      configKey,
      build,
    });
  await worker(40001, '/tmp/worker-1/vite.config.mjs', 'deployment A');
  await worker(40002, '/tmp/worker-2/vite.config.mjs', 'deployment A');
  await worker(40003, '/tmp/worker-3/vite.config.mjs', 'deployment B');
  await worker(40004, '/tmp/worker-4/vite.config.mjs', 'deployment A');
  // One build for A (with the first worker's config), one for B; none without a config.
  expect(configs).toEqual(['/tmp/worker-1/vite.config.mjs', '/tmp/worker-3/vite.config.mjs']);
  expect(await readFile(join(dir, 'out-40004', 'a.js'), 'utf8')).toBe('"http://127.0.0.1:40004"');
  // The app's own config is another build again.
  await buildWebAppCached({
    cacheDir: join(dir, 'cache'),
    outDir: join(dir, 'out-40005'),
    urlEnv: { VITE_RPC_URL_31337: 'http://127.0.0.1:40005' },
    fixedEnv: {},
    build,
  });
  expect(configs).toHaveLength(3);
});
