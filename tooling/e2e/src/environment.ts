// One journey environment: the devnet on free ports, the RPC proxy in front of it (the app's read
// RPC, so journeys can make the node HTTP-only, down or broken), apps/web built against them, and
// `vite preview` serving the build. Each Playwright worker starts its own (see fixtures.ts), so
// workers never share a chain and run side by side.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startDevnet } from '@dex-tooling/devnet';
import type { HarnessState } from './harness';
import { type RpcProxy, startRpcProxy } from './rpcProxy';
import { buildWebApp, type PreviewServer, previewWebApp } from './webApp';

export interface JourneyEnvironment {
  readonly state: HarnessState;
  stop(): Promise<void>;
}

export async function startJourneyEnvironment(
  log: (message: string) => void = () => {},
): Promise<JourneyEnvironment> {
  const started = Date.now();
  const say = (message: string) => log(`[e2e] ${message} (${Date.now() - started} ms)`);
  const workDir = await mkdtemp(join(tmpdir(), 'dex-e2e-'));
  // Free ports come from the ephemeral range, so they never take 8545/8546/5173/4173 from `pnpm dev`.
  // Workers starting at once share the devnet's state cache (its build lock makes one deploy).
  const devnet = await startDevnet();
  let preview: PreviewServer | undefined;
  let proxy: RpcProxy | undefined;
  const stop = async () => {
    await preview?.stop();
    await proxy?.stop();
    await devnet.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    say(`devnet ${devnet.warm ? 'loaded from cache' : 'deployed'} at ${devnet.rpcUrl}`);
    const outDir = join(workDir, 'web');
    // The app reads through the proxy (HTTP and WebSocket alike); the injected wallet and the tests
    // talk to the devnet directly, so a proxy outage only hits the app's reads, as in real life.
    proxy = await startRpcProxy({ target: devnet.rpcUrl, port: await freePort() });
    say(`RPC proxy for the app's reads at ${proxy.url}`);
    const viteEnv: Record<string, string> = { VITE_RPC_URL_31337: proxy.url };
    if (devnet.servicesUrl) viteEnv.VITE_DEVNET_SERVICES_URL = devnet.servicesUrl;
    await buildWebApp({ outDir, viteEnv });
    say('apps/web built');
    preview = await previewWebApp({ outDir, port: await freePort() });
    say(`apps/web served at ${preview.url}`);
    return {
      state: {
        chainId: devnet.chainId,
        rpcUrl: devnet.rpcUrl,
        readRpcUrl: proxy.url,
        servicesUrl: devnet.servicesUrl,
        baseURL: preview.url,
        deployment: devnet.deployment,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
