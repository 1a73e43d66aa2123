// `pnpm devnet`: anvil with the seeded contracts on 127.0.0.1, plus the HTTP services, and beside it
// the fast chain (31338, a block every 250 ms, the same contracts) on its own port.
// `pnpm devnet -- --long-history`: the mainnet-shaped chain (the world deployed after block
// 20,000,000); `--endpoint permissive|strict` puts the provider-shaped proxy of that profile on the
// RPC port in front of it (README.md in this folder).
import { join } from 'node:path';
import {
  DEFAULT_PORTS,
  type Devnet,
  ENDPOINT_PROFILES,
  type EndpointProfileName,
  FAST_DEVNET_CHAIN,
  LONG_HISTORY_FIRST_BLOCK,
  type ProviderProxy,
  startDevnet,
  startProviderProxy,
  writeChainRegistryBuildConfig,
} from '../src/index';
import { CACHE_DIR, PACKAGE_DIR } from '../src/state';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

/** `--endpoint <profile>`'s value, checked against the profiles. */
function endpointFromArgs(): EndpointProfileName | undefined {
  const at = process.argv.indexOf('--endpoint');
  if (at === -1) return undefined;
  const name = process.argv[at + 1];
  if (name && Object.hasOwn(ENDPOINT_PROFILES, name)) return name as EndpointProfileName;
  throw new Error(
    `--endpoint must be one of ${Object.keys(ENDPOINT_PROFILES).join(', ')}, got "${name ?? ''}"`,
  );
}

async function main() {
  const started = performance.now();
  const fresh = process.argv.includes('--fresh');
  const endpoint = endpointFromArgs();
  const longHistory = endpoint !== undefined || process.argv.includes('--long-history');
  const rpcPort = portFromEnv('DEVNET_PORT', DEFAULT_PORTS.rpc);
  const log = (message: string) => console.log(`  ${message}`);
  // Both chains start at once: a cached start stays about as quick as one chain's.
  const [first, fast] = await Promise.allSettled([
    startDevnet({
      // Behind a proxy, anvil takes a free port and the proxy the RPC port the app reads.
      port: endpoint ? undefined : rpcPort,
      servicesPort: portFromEnv('DEVNET_SERVICES_PORT', DEFAULT_PORTS.services),
      fresh,
      firstBlock: longHistory ? LONG_HISTORY_FIRST_BLOCK : undefined,
      log,
    }),
    // The mainnet-shaped runs are about one chain's history: no fast chain beside them.
    longHistory
      ? Promise.resolve(undefined)
      : startDevnet({
          chain: FAST_DEVNET_CHAIN,
          port: portFromEnv('DEVNET_FAST_PORT', DEFAULT_PORTS.fastRpc),
          services: false,
          fresh,
          log: (message) => log(`fast chain: ${message}`),
        }),
  ]);
  if (first.status === 'rejected' || fast.status === 'rejected') {
    if (first.status === 'fulfilled') await first.value.stop();
    if (fast.status === 'fulfilled') await fast.value?.stop();
    throw first.status === 'rejected' ? first.reason : (fast as PromiseRejectedResult).reason;
  }
  const devnet = first.value;
  const fastDevnet: Devnet | undefined = fast.value;
  let proxy: ProviderProxy | undefined;
  try {
    if (endpoint) {
      proxy = await startProviderProxy({ target: devnet.rpcUrl, port: rpcPort, profile: endpoint });
    }
  } catch (error) {
    await devnet.stop();
    await fastDevnet?.stop();
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Devnet ready (${devnet.warm ? 'warm start from cached state' : 'deployed from scratch'} in ${seconds} s): ` +
      `RPC ${proxy ? `${proxy.url} (${endpoint} public endpoint in front of ${devnet.rpcUrl})` : devnet.rpcUrl} ` +
      `chain ${devnet.chainId} · services ${devnet.servicesUrl} · ` +
      (fastDevnet
        ? `fast chain ${fastDevnet.chainId} (a block every ${FAST_DEVNET_CHAIN.blockTimeMs} ms) at ${fastDevnet.rpcUrl} · `
        : '') +
      'Ctrl-C to stop',
  );
  if (longHistory) {
    // The app must know this deployment's blocks (as it knows mainnet's): a Vite config that swaps
    // the committed devnet registry for this one.
    const configFile = await writeChainRegistryBuildConfig({
      workDir: join(CACHE_DIR, `app-registry-from-${LONG_HISTORY_FIRST_BLOCK}`),
      webDir: join(PACKAGE_DIR, '..', '..', 'apps', 'web'),
      deployment: devnet.deployment,
    });
    console.log(
      `Long history: governor deployed at block ${devnet.deployment.deploymentBlocks.governorAlpha}. ` +
        `Serve the app for it with:\n  pnpm --filter @dex/web exec vite --config ${configFile}`,
    );
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the devnet`);
    await proxy?.stop();
    await Promise.all([devnet.stop(), fastDevnet?.stop()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`Devnet failed to start: ${error.message}`);
  // The one failure a newcomer meets most: another devnet (or anything) holds the port.
  if (/address already in use|EADDRINUSE/i.test(error.message)) {
    console.error(
      `Port ${process.env.DEVNET_PORT || DEFAULT_PORTS.rpc}, ${process.env.DEVNET_SERVICES_PORT || DEFAULT_PORTS.services} or ${process.env.DEVNET_FAST_PORT || DEFAULT_PORTS.fastRpc} is in use (another devnet?): stop it, or pick others with DEVNET_PORT=18545 DEVNET_SERVICES_PORT=18546 DEVNET_FAST_PORT=18547 (README, Troubleshooting).`,
    );
  }
  process.exit(1);
});
