// One journey environment: the devnet on free ports, the RPC proxy in front of it (the app's read
// RPC, so journeys can make the node HTTP-only, down or broken), apps/web built against them, and
// `vite preview` serving the build. Each Playwright worker starts its own (see fixtures.ts), so
// workers never share a chain and run side by side. Beside the default devnet runs its fast chain
// (31338, a block every 250 ms), started at the same time, with its own proxy.
// With `endpoint`, the environment is mainnet-shaped instead: the long-history devnet (deployed
// after block 20,000,000) behind the provider-shaped proxy of that profile, and an app build whose
// chain registry knows that deployment (the devnet's writeChainRegistryBuildConfig).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Devnet,
  type EndpointProfileName,
  FAST_DEVNET_CHAIN,
  freePort,
  LONG_HISTORY_FIRST_BLOCK,
  startDevnet,
  startProviderProxy,
  writeChainRegistryBuildConfig,
} from '@dex-tooling/devnet';
import { buildWebAppCached } from './buildCache';
import type { HarnessState } from './harness';
import { startRpcProxy } from './rpcProxy';
import { buildWebApp, type PreviewServer, previewWebApp, webAppDir } from './webApp';

export interface JourneyEnvironment {
  readonly state: HarnessState;
  stop(): Promise<void>;
}

export interface JourneyEnvironmentOptions {
  /**
   * A public endpoint's profile: the app reads the long-history devnet through the provider-shaped
   * proxy (ENDPOINT_PROFILES in @dex-tooling/devnet). Without it, the default devnet and the
   * journeys' fault proxy.
   */
  readonly endpoint?: EndpointProfileName;
  /** VITE_DEFAULT_CHAIN_ID of the build: the chain read before a wallet connects (31338: the fast chain). */
  readonly defaultChainId?: number;
  /**
   * The run's build cache (buildCache.ts): environments of one run share one app build per set of
   * options, each with its own URLs written in. Without it, each environment builds its own.
   */
  readonly buildCacheDir?: string;
}

export async function startJourneyEnvironment(
  log: (message: string) => void = () => {},
  options: JourneyEnvironmentOptions = {},
): Promise<JourneyEnvironment> {
  const started = Date.now();
  const say = (message: string) => log(`[e2e] ${message} (${Date.now() - started} ms)`);
  const workDir = await mkdtemp(join(tmpdir(), 'dex-e2e-'));
  // Free ports come from the ephemeral range, so they never take 8545/8546/5173/4173 from `pnpm dev`.
  // Workers starting at once share the devnet's state cache (its build lock makes one deploy).
  const endpoint = options.endpoint;
  // The fast chain starts at the same time: no slower than the default devnet alone.
  const [started1, started2] = await Promise.allSettled([
    startDevnet(endpoint ? { firstBlock: LONG_HISTORY_FIRST_BLOCK } : {}),
    endpoint
      ? Promise.resolve(undefined)
      : startDevnet({ chain: FAST_DEVNET_CHAIN, services: false }),
  ]);
  if (started1.status === 'rejected' || started2.status === 'rejected') {
    if (started1.status === 'fulfilled') await started1.value.stop();
    if (started2.status === 'fulfilled') await started2.value?.stop();
    throw started1.status === 'rejected'
      ? started1.reason
      : (started2 as PromiseRejectedResult).reason;
  }
  const devnet = started1.value;
  const fastDevnet: Devnet | undefined = started2.value;
  let preview: PreviewServer | undefined;
  let proxy: { readonly url: string; stop(): Promise<void> } | undefined;
  let fastProxy: { readonly url: string; stop(): Promise<void> } | undefined;
  const stop = async () => {
    await preview?.stop();
    await proxy?.stop();
    await fastProxy?.stop();
    await Promise.all([devnet.stop(), fastDevnet?.stop()]);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    say(`devnet ${devnet.warm ? 'loaded from cache' : 'deployed'} at ${devnet.rpcUrl}`);
    const outDir = join(workDir, 'web');
    // The app reads through the proxy (HTTP and WebSocket alike); the injected wallet and the tests
    // talk to the devnet directly, so a proxy outage only hits the app's reads, as in real life.
    proxy = endpoint
      ? await startProviderProxy({ target: devnet.rpcUrl, profile: endpoint })
      : await startRpcProxy({ target: devnet.rpcUrl, port: await freePort() });
    say(
      endpoint
        ? `${endpoint} public-endpoint proxy for the app's reads at ${proxy.url}`
        : `RPC proxy for the app's reads at ${proxy.url}`,
    );
    // The build's URLs (free ports: differ between environments) and its other variables.
    const urlEnv: Record<string, string> = { VITE_RPC_URL_31337: proxy.url };
    const fixedEnv: Record<string, string> = {};
    if (devnet.servicesUrl) urlEnv.VITE_DEVNET_SERVICES_URL = devnet.servicesUrl;
    if (fastDevnet) {
      fastProxy = await startRpcProxy({ target: fastDevnet.rpcUrl, port: await freePort() });
      urlEnv[`VITE_RPC_URL_${fastDevnet.chainId}`] = fastProxy.url;
      say(
        `fast chain ${fastDevnet.chainId} at ${fastDevnet.rpcUrl}, read through ${fastProxy.url}`,
      );
    }
    if (options.defaultChainId !== undefined) {
      fixedEnv.VITE_DEFAULT_CHAIN_ID = String(options.defaultChainId);
    }
    // An endpoint build carries a generated registry (that deployment's blocks): the build cache
    // keys it by the deployment it is rendered from, so every endpoint profile shares one build.
    const configFile = endpoint
      ? await writeChainRegistryBuildConfig({
          workDir,
          webDir: webAppDir(),
          deployment: devnet.deployment,
        })
      : undefined;
    if (!options.buildCacheDir) {
      await buildWebApp({ outDir, viteEnv: { ...urlEnv, ...fixedEnv }, configFile });
      say('apps/web built');
    } else {
      const { built } = await buildWebAppCached({
        cacheDir: options.buildCacheDir,
        outDir,
        urlEnv,
        fixedEnv,
        configFile,
        configKey: configFile ? JSON.stringify(devnet.deployment) : undefined,
      });
      say(built ? 'apps/web built (kept for the run)' : "apps/web copied from the run's build");
    }
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
        endpoint,
        fastChain:
          fastDevnet && fastProxy
            ? {
                chainId: fastDevnet.chainId,
                rpcUrl: fastDevnet.rpcUrl,
                readRpcUrl: fastProxy.url,
                deployment: fastDevnet.deployment,
              }
            : undefined,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
