// Our libraries as another team gets them: packed tarballs installed into throwaway projects
// outside the workspace (no workspace links, no `@dex/source` condition, no monorepo tsconfig).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The published packages a consumer project may need, by package name: every package whose
 * package.json is not private (quickStarts.consumer.test.ts fails when one is missing). Each needs
 * its build before this package's tests: turbo.json's `@dex-tooling/consumers#test` lists them.
 */
export const PACKAGE_DIRS = {
  '@dex/approvals': 'packages/approvals',
  '@dex/chains': 'packages/chains',
  '@dex/currency': 'packages/currency',
  '@dex/ens': 'packages/ens',
  '@dex/governance': 'packages/governance',
  '@dex/liquidity': 'packages/liquidity',
  '@dex/multicall': 'packages/multicall',
  '@dex/primitives': 'packages/primitives',
  '@dex/router': 'packages/router',
  '@dex/token-lists': 'packages/token-lists',
  '@dex/transactions': 'packages/transactions',
  '@dex/ui-kit': 'packages/ui-kit',
  '@dex/wallet': 'packages/wallet',
  '@dex/write': 'packages/write',
} as const;

/** Our packages' one ethers peer range. */
export const ETHERS_PEER_RANGE = '^6.13.0';
/**
 * The lowest ethers the range accepts, run by the CommonJS projects. (The ESM projects get the
 * newest, for the strict type checks: 6.13.0 itself brings @types/node 18, whose declarations no
 * longer compile under TypeScript 5.9 without skipLibCheck.)
 */
export const OLDEST_ETHERS = '6.13.0';
export type PackageName = keyof typeof PACKAGE_DIRS;
/** The viem the viem projects install (the workspace's, so the install stays offline). */
export const VIEM_VERSION = '2.57.20';

export interface PackageManifest {
  readonly name: string;
  readonly private?: boolean;
  readonly dependencies?: Record<string, string>;
  readonly devDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
  readonly peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** A published package's package.json. */
export function packageManifest(name: PackageName): PackageManifest {
  return JSON.parse(
    readFileSync(join(REPO_ROOT, PACKAGE_DIRS[name], 'package.json'), 'utf8'),
  ) as PackageManifest;
}

const isPackageName = (name: string): name is PackageName => name in PACKAGE_DIRS;

/** `names` and every @dex package they depend on or take as a peer, transitively. */
export function withDexDependencies(names: readonly PackageName[]): PackageName[] {
  const found = new Set<PackageName>();
  const pending = [...names];
  while (pending.length > 0) {
    const name = pending.pop() as PackageName;
    if (found.has(name)) continue;
    found.add(name);
    const manifest = packageManifest(name);
    const linked = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ];
    pending.push(...linked.filter(isPackageName));
  }
  return [...found].sort();
}

/**
 * `pnpm pack`s `names` and the @dex packages they need (each one's dist must be built) into
 * `dest`; returns name -> tarball path.
 */
export function packPackages(
  dest: string,
  names: readonly PackageName[] = Object.keys(PACKAGE_DIRS) as PackageName[],
): Partial<Record<PackageName, string>> {
  const tarballs: Partial<Record<PackageName, string>> = {};
  for (const name of withDexDependencies(names)) {
    const before = new Set(readdirSync(dest));
    execFileSync('pnpm', ['pack', '--pack-destination', dest], {
      cwd: join(REPO_ROOT, PACKAGE_DIRS[name]),
      stdio: 'pipe',
    });
    const created = readdirSync(dest).find((file) => !before.has(file) && file.endsWith('.tgz'));
    if (!created) throw new Error(`pnpm pack made no tarball for ${name}`);
    tarballs[name] = join(dest, created);
  }
  return tarballs;
}

/**
 * The environment of a process in a consumer project: this workspace's own Node options left out.
 * The repository's .npmrc makes every Node process pnpm starts resolve workspace packages from
 * source (`--conditions=@dex/source`); another team's project has no such condition.
 */
export function consumerEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const nodeOptions = (env.NODE_OPTIONS ?? '')
    .replace(/(?:--conditions[= ]|-C ?)@dex\/source\b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
  const { NODE_OPTIONS: _dropped, ...rest } = env;
  return nodeOptions ? { ...rest, NODE_OPTIONS: nodeOptions } : rest;
}

export interface ConsumerProject {
  readonly dir: string;
  /** Writes a file into the project. */
  write(name: string, content: string): string;
  /**
   * Runs `node file` in the project; resolves with stdout (rejects with stderr on a non-zero
   * exit). Asynchronous, so servers in this test process keep answering meanwhile.
   */
  node(file: string, timeoutMs?: number): Promise<string>;
}

/**
 * A fresh project in the system temp folder with `dependencies` installed from the registry
 * (`ethers`, `viem`) and from our tarballs (every @dex/* name, also as a transitive dependency).
 */
export function createConsumerProject(options: {
  type: 'module' | 'commonjs';
  tarballs: Partial<Record<PackageName, string>>;
  dependencies: Record<string, string>;
}): ConsumerProject {
  const dir = mkdtempSync(join(tmpdir(), `dex-consumer-${options.type}-`));
  const fromTarball = Object.fromEntries(
    Object.entries(options.tarballs).map(([name, path]) => [name, `file:${path}`]),
  );
  const dependencies = Object.fromEntries(
    Object.entries(options.dependencies).map(([name, range]) => [name, fromTarball[name] ?? range]),
  );
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: options.type,
        dependencies,
        pnpm: { overrides: fromTarball },
      },
      null,
      2,
    )}\n`,
  );
  execFileSync('pnpm', ['install', '--ignore-workspace', '--prefer-offline', '--reporter=silent'], {
    cwd: dir,
    stdio: 'pipe',
    env: { ...consumerEnv(), CI: 'true' },
  });
  return {
    dir,
    write(name, content) {
      const path = join(dir, name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, content);
      return path;
    },
    node(file, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        execFile(
          process.execPath,
          [file],
          { cwd: dir, encoding: 'utf8', timeout: timeoutMs, env: consumerEnv() },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        );
      });
    },
  };
}

/**
 * Runs the workspace's TypeScript compiler on `project`'s tsconfig.json (no emit); returns its
 * diagnostics ('' when there are none).
 */
export function typeCheck(project: ConsumerProject): string {
  try {
    execFileSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', project.dir],
      { cwd: project.dir, stdio: 'pipe', encoding: 'utf8', env: consumerEnv() },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

/** The first fenced code block (```ts or ```js) after the heading `heading` in a README. */
export function readmeCodeBlock(packageName: PackageName, heading: string): string {
  const readme = readFileSync(join(REPO_ROOT, PACKAGE_DIRS[packageName], 'README.md'), 'utf8');
  const start = `\n${readme}`.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`${packageName} README has no heading "${heading}"`);
  const block = /```(?:ts|js)\n([\s\S]*?)```/.exec(readme.slice(start));
  if (!block?.[1]) throw new Error(`no code block after "${heading}" in ${packageName} README`);
  return block[1];
}

/** A tarball that was packed (packPackages packs only what the project needs). */
function packed(tarball: string | undefined): string {
  if (!tarball) throw new Error('that package was not packed for this project');
  return tarball;
}

/** The files inside a tarball (`package/...` paths). */
export function tarballFiles(tarball: string | undefined): string[] {
  return execFileSync('tar', ['tzf', packed(tarball)], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

/** The package.json inside a tarball. */
export function tarballManifest(tarball: string | undefined): Record<string, unknown> {
  return JSON.parse(
    execFileSync('tar', ['xzfO', packed(tarball), 'package/package.json'], { encoding: 'utf8' }),
  ) as Record<string, unknown>;
}

export interface Consumers {
  readonly tarballs: Partial<Record<PackageName, string>>;
  /** ESM project on the newest ethers of our peer range (strict type checks run here). */
  readonly esm: ConsumerProject;
  /** CommonJS project on the oldest ethers our peer range accepts. */
  readonly cjs: ConsumerProject;
  /** ESM project of a viem team: viem and no ethers. */
  readonly viem: ConsumerProject;
  /** Deletes the tarballs and both projects. */
  cleanup(): void;
}

/**
 * Packs our packages and installs `packageName` into fresh projects: ESM and CommonJS with ethers,
 * and ESM with viem alone.
 */
export function createConsumers(packageName: PackageName): Consumers {
  const packDir = mkdtempSync(join(tmpdir(), 'dex-packs-'));
  const tarballs = packPackages(packDir, [packageName]);
  const project = (type: 'module' | 'commonjs', ethers: string) =>
    createConsumerProject({ type, tarballs, dependencies: { [packageName]: '*', ethers } });
  const esm = project('module', ETHERS_PEER_RANGE);
  const cjs = project('commonjs', OLDEST_ETHERS);
  const viem = createConsumerProject({
    type: 'module',
    tarballs,
    dependencies: { [packageName]: '*', viem: VIEM_VERSION },
  });
  return {
    tarballs,
    esm,
    cjs,
    viem,
    cleanup: () => {
      for (const dir of [packDir, esm.dir, cjs.dir, viem.dir]) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Writes a strict `nodenext` tsconfig checking `file`, then type-checks; returns the diagnostics. */
export function typeCheckStrictly(project: ConsumerProject, file: string, source: string): string {
  project.write(
    'tsconfig.json',
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        lib: ['es2022', 'dom'],
        types: [],
      },
      include: [file],
    }),
  );
  project.write(file, source);
  return typeCheck(project);
}

/** Whether `name` got installed into the project at all (directly or through a dependency). */
export function hasInstalled(project: ConsumerProject, name: string): boolean {
  return readdirSync(join(project.dir, 'node_modules', '.pnpm')).some((entry) =>
    entry.startsWith(`${name.replace('/', '+')}@`),
  );
}
