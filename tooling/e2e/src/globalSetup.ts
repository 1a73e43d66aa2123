// Runs once before the journeys: the devnet on free ports, the RPC proxy in front of it (the app's
// read RPC, so journeys can make the node HTTP-only, down or broken), apps/web built against them,
// `vite preview` serving the build. The function it returns is Playwright's global teardown.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startDevnet } from '@dex-tooling/devnet';
import { HARNESS_FILE_ENV, type HarnessState } from './harness';
import { type RpcProxy, startRpcProxy } from './rpcProxy';
import { buildWebApp, type PreviewServer, previewWebApp } from './webApp';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  const log = (message: string) => console.log(`[e2e] ${message} (${Date.now() - started} ms)`);
  const workDir = await mkdtemp(join(tmpdir(), 'dex-e2e-'));
  // Free ports come from the ephemeral range, so they never take 8545/8546/5173/4173 from `pnpm dev`.
  const devnet = await startDevnet();
  let preview: PreviewServer | undefined;
  let proxy: RpcProxy | undefined;
  const teardown = async () => {
    await preview?.stop();
    await proxy?.stop();
    await devnet.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    log(`devnet ${devnet.warm ? 'loaded from cache' : 'deployed'} at ${devnet.rpcUrl}`);
    const outDir = join(workDir, 'web');
    // The app reads through the proxy (HTTP and WebSocket alike); the injected wallet and the tests
    // talk to the devnet directly, so a proxy outage only hits the app's reads, as in real life.
    proxy = await startRpcProxy({ target: devnet.rpcUrl, port: await freePort() });
    log(`RPC proxy for the app's reads at ${proxy.url}`);
    const viteEnv: Record<string, string> = { VITE_RPC_URL_31337: proxy.url };
    if (devnet.servicesUrl) viteEnv.VITE_DEVNET_SERVICES_URL = devnet.servicesUrl;
    await buildWebApp({ outDir, viteEnv });
    log('apps/web built');
    preview = await previewWebApp({ outDir, port: await freePort() });
    log(`apps/web served at ${preview.url}`);

    const state: HarnessState = {
      chainId: devnet.chainId,
      rpcUrl: devnet.rpcUrl,
      readRpcUrl: proxy.url,
      servicesUrl: devnet.servicesUrl,
      baseURL: preview.url,
      deployment: devnet.deployment,
    };
    const stateFile = join(workDir, 'harness.json');
    await writeFile(stateFile, JSON.stringify(state));
    process.env[HARNESS_FILE_ENV] = stateFile;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
