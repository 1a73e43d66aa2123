// Builds apps/web against the harness's devnet and serves the build with `vite preview`, under the
// security headers the build writes (dist/_headers). The devnet's URLs are build-time Vite variables,
// and apps/web's own `build` is a mainnet build, so the harness builds its own devnet build.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

export function webAppDir(): string {
  return dirname(require.resolve('@dex/web/package.json'));
}

/** Vite's CLI script as apps/web resolves it; run with `node` so stopping it stops the server itself. */
function viteCli(webDir: string): string {
  const viteManifest = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
  const { bin } = JSON.parse(readFileSync(viteManifest, 'utf8')) as { bin: { vite: string } };
  return join(dirname(viteManifest), bin.vite);
}

/** The caller's environment without VITE_ variables, so a developer's shell cannot change the build. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('VITE_')) env[key] = value;
  }
  return { ...env, ...extra };
}

export interface BuildWebAppOptions {
  outDir: string;
  /** Build-time variables, e.g. VITE_RPC_URL_31337. */
  viteEnv: Record<string, string>;
  webDir?: string;
  /** A Vite config to build with instead of apps/web's own (one that wraps it: the devnet's writeChainRegistryBuildConfig). */
  configFile?: string;
  /** The production (mainnet) build that ships, as `pnpm bench` measures it; a devnet build otherwise. */
  production?: boolean;
}

/** `vite build` is a mainnet build unless told otherwise; the journeys run on the devnet. */
export const DEVNET_BUILD_ENV = { VITE_DEVNET_BUILD: '1' } as const;

export async function buildWebApp(options: BuildWebAppOptions): Promise<void> {
  const webDir = options.webDir ?? webAppDir();
  const args = [viteCli(webDir), 'build', '--outDir', options.outDir, '--emptyOutDir'];
  if (options.configFile) args.push('--config', options.configFile);
  const child = spawn(process.execPath, [...args, '--logLevel', 'warn'], {
    cwd: webDir,
    env: cleanEnv({
      ...options.viteEnv,
      ...(options.production ? { VITE_DEVNET_BUILD: '0' } : DEVNET_BUILD_ENV),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build of apps/web failed (exit ${code}):\n${output}`);
}

export interface PreviewServer {
  readonly url: string;
  stop(): Promise<void>;
}

export interface PreviewWebAppOptions {
  outDir: string;
  port: number;
  host?: string;
  webDir?: string;
  timeoutMs?: number;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(forced);
}

export async function previewWebApp(options: PreviewWebAppOptions): Promise<PreviewServer> {
  const webDir = options.webDir ?? webAppDir();
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${options.port}`;
  const child = spawn(
    process.execPath,
    [
      viteCli(webDir),
      'preview',
      '--outDir',
      options.outDir,
      '--host',
      host,
      '--port',
      String(options.port),
      '--strictPort',
    ],
    { cwd: webDir, env: cleanEnv({}), stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  while (true) {
    if (child.exitCode !== null) {
      throw new Error(`vite preview exited with code ${child.exitCode} before serving:\n${stderr}`);
    }
    let response: Response | undefined;
    try {
      response = await fetch(url);
    } catch {
      // Not listening yet.
    }
    if (response?.ok) {
      // The journeys must run under the policy that ships: a build without _headers is a bug.
      if (response.headers.get('content-security-policy')) break;
      await stopProcess(child);
      throw new Error(`vite preview serves ${url} without a Content-Security-Policy:\n${stderr}`);
    }
    if (Date.now() > deadline) {
      await stopProcess(child);
      throw new Error(`vite preview did not answer on ${url} in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => stopProcess(child) };
}
