// `pnpm devnet`: anvil with the seeded contracts on 127.0.0.1, plus the HTTP services.
import { DEFAULT_PORTS, startDevnet } from '../src/index';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return port;
}

async function main() {
  const started = performance.now();
  const fresh = process.argv.includes('--fresh');
  const devnet = await startDevnet({
    port: portFromEnv('DEVNET_PORT', DEFAULT_PORTS.rpc),
    servicesPort: portFromEnv('DEVNET_SERVICES_PORT', DEFAULT_PORTS.services),
    fresh,
    log: (message) => console.log(`  ${message}`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Devnet ready (${devnet.warm ? 'warm start from cached state' : 'deployed from scratch'} in ${seconds} s): ` +
      `RPC ${devnet.rpcUrl} chain ${devnet.chainId} · services ${devnet.servicesUrl} · Ctrl-C to stop`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the devnet`);
    await devnet.stop();
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
      `Port ${process.env.DEVNET_PORT || DEFAULT_PORTS.rpc} or ${process.env.DEVNET_SERVICES_PORT || DEFAULT_PORTS.services} is in use (another devnet?): stop it, or pick others with DEVNET_PORT=18545 DEVNET_SERVICES_PORT=18546 (README, Troubleshooting).`,
    );
  }
  process.exit(1);
});
