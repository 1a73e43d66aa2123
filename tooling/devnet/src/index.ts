// @dex-tooling/devnet: a local chain with the real Uniswap contracts, seeded, plus its HTTP services.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilProcess, rpc, startAnvil } from './anvil';
import { chainStateKey, DEFAULT_DEVNET_CHAIN, type DevnetChain } from './chains';
import { DevnetClient } from './client';
import { deployWorld, finishVoting } from './deploy';
import type { Deployment } from './deployment';
import { type DevnetServices, startServices } from './services';
import { readCachedState, stateKey, withBuildLock, writeCachedState } from './state';

export {
  type AnvilOptions,
  type AnvilProcess,
  anvilBinary,
  DEV_MNEMONIC,
  DEVNET_CHAIN_ID,
  startAnvil,
} from './anvil';
export { artifacts } from './artifacts';
export { writeChainRegistryBuildConfig } from './chainRegistryBuild';
export {
  chainStateKey,
  DEFAULT_DEVNET_CHAIN,
  DEVNET_CHAINS,
  type DevnetChain,
  FAST_DEVNET_CHAIN,
  FAST_DEVNET_CHAIN_ID,
} from './chains';
export { DevnetClient, padGas } from './client';
export { type DeployWorldOptions, deployWorld, finishVoting, proposalFieldSlot } from './deploy';
export type { DeployedToken, Deployment, DevnetContracts, ProposalState } from './deployment';
export { renderChainsModule } from './generate';
export { BRAVO_SETTINGS, bravoProposalFieldSlot, finishBravoVoting } from './governorBravo';
export { contentId } from './ipfs';
export { buildClaimTree, leafHash, verifyProof } from './merkle';
export {
  ENDPOINT_PROFILES,
  type EndpointProfile,
  type EndpointProfileName,
  type ProviderProxy,
  type ProviderProxyOptions,
  type ProviderProxyStats,
  providerProxyControl,
  startProviderProxy,
} from './providerProxy';
export {
  CORS_HEADERS,
  forwardRequest,
  type JsonRpcMessage,
  jsonRpcMessages,
  listenProxy,
  methodsOf,
  PROXY_CONTROL_PREFIX,
  type ProxyServer,
  refuseWebSocket,
  sendJson,
  tunnelWebSocket,
  type UpstreamTarget,
} from './rpcProxyKit';
export {
  DEVNET_LIST_IPNS_NAME,
  type DevnetServices,
  SERVICE_PATHS,
  startServices,
} from './services';
export { DEVNET_LIST_VERSIONS, type DevnetListVersion, devnetTokenList } from './tokenLists';
export { TOKENS, type TokenKey } from './world';

/** `pnpm devnet`'s ports: the default chain's RPC, the services, the fast chain's RPC. */
export const DEFAULT_PORTS = { rpc: 8545, services: 8546, fastRpc: 8547 } as const;

export interface StartDevnetOptions {
  /** RPC port; a free port when omitted. */
  port?: number;
  /** Services port; a free port when omitted. */
  servicesPort?: number;
  host?: string;
  /** Ignore the cached state and deploy from scratch (the cache is not touched). */
  fresh?: boolean;
  /** Skip the HTTP services (claim lookup, token lists, IPFS stand-in). */
  services?: boolean;
  log?: (message: string) => void;
  /**
   * Mainnet-shaped history: the chain starts at this block (anvil's genesis number), so the world
   * is deployed far from block 0 (LONG_HISTORY_FIRST_BLOCK for mainnet's ~20,000,000). Its state is
   * cached apart from the default devnet's, and its deployment (deployment blocks included) is its
   * own: a build of the app for it needs `renderChainsModule(devnet.deployment)`.
   */
  firstBlock?: number;
  /**
   * Which local chain (chains.ts): DEFAULT_DEVNET_CHAIN (31337) by default, FAST_DEVNET_CHAIN for
   * the second one (31338, a block every 250 ms). Each is cached apart.
   */
  chain?: DevnetChain;
}

/** Where a mainnet-shaped devnet starts: about mainnet's height when the app was being hardened. */
export const LONG_HISTORY_FIRST_BLOCK = 20_000_000;

export interface Devnet {
  readonly chainId: number;
  readonly rpcUrl: string;
  /** Base URL of the HTTP services, or undefined when they were not started. */
  readonly servicesUrl: string | undefined;
  readonly services: DevnetServices | undefined;
  readonly deployment: Deployment;
  readonly client: DevnetClient;
  /** True when the chain was loaded from the cached state rather than deployed. */
  readonly warm: boolean;
  snapshot(): Promise<string>;
  revert(id: string): Promise<void>;
  mine(blocks?: number): Promise<void>;
  increaseTime(seconds: number): Promise<void>;
  finishVoting(proposalId: number): Promise<void>;
  stop(): Promise<void>;
}

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * anvil's `--load-state` restores the blocks but not the clock, so without this the first new
 * block would be stamped with the wall clock, before the seeded blocks that the governance time
 * travel put days ahead. Resume right after the latest block: keeping the saved offset instead
 * would put the next block as far past the latest one as the cache is old, and every deadline the
 * app derives from the latest block (swaps, permits) would already have passed.
 */
async function resumeChainClock(client: DevnetClient, intervalMining: boolean): Promise<void> {
  const latest = await client.latestBlock();
  await client.setTime((await newestStamp(client, latest, intervalMining)) + 1);
}

/**
 * The newest block stamp of the saved chain. On a chain with a block time, anvil may mine a few
 * blocks before the clock is resumed (a loaded machine makes that likely), stamped with the wall
 * clock: they follow the saved blocks, stamped within the last minute, and earlier than the
 * saved blocks when the seed travelled in time. Walk back over them to the saved stamp.
 */
async function newestStamp(
  client: DevnetClient,
  latest: { number: number; timestamp: number },
  intervalMining: boolean,
): Promise<number> {
  if (!intervalMining) return latest.timestamp;
  const now = Math.floor(Date.now() / 1000);
  const stampedNow = (stamp: number) => stamp >= now - 60 && stamp <= now + 1;
  let later = latest.timestamp;
  for (let number = latest.number - 1; number >= 0 && stampedNow(later); number--) {
    const block = await client.provider.send('eth_getBlockByNumber', [
      `0x${number.toString(16)}`,
      false,
    ]);
    const stamp = Number(block.timestamp);
    if (stamp > later) return stamp;
    later = stamp;
  }
  return latest.timestamp;
}

export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => {});
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? (await freePort(host));
  let anvil: AnvilProcess | undefined;
  let warm = false;
  /** Started from a saved state: its clock must resume after the saved blocks. */
  let loadedState = false;
  let freshStateDir: string | undefined;
  let deployment: Deployment;

  const firstBlock = options.firstBlock;
  const chain = options.chain ?? DEFAULT_DEVNET_CHAIN;
  const { chainId, blockTimeMs } = chain;
  // Deployed on automine (interval mining would make each of the seed's transactions wait for a
  // block); a chain with a block time restarts from the saved state with it (below).
  const deployFresh = async () => {
    anvil = await startAnvil({ port, host, firstBlock, chainId });
    const client = await DevnetClient.connect(anvil.rpcUrl);
    try {
      return await deployWorld(client, (step) => log(`deploying: ${step}`), {
        nativeCurrencyLabel: chain.nativeCurrencyLabel,
      });
    } finally {
      client.destroy();
    }
  };
  const startFromState = async (stateFile: string) => {
    loadedState = true;
    anvil = await startAnvil({
      port,
      host,
      firstBlock,
      chainId,
      blockTimeMs,
      loadStateFile: stateFile,
    });
  };

  try {
    if (options.fresh) {
      deployment = await deployFresh();
      if (blockTimeMs) {
        freshStateDir = await mkdtemp(join(tmpdir(), 'dex-devnet-'));
        const stateFile = join(freshStateDir, 'state.json');
        await (anvil as AnvilProcess).saveState(stateFile);
        await (anvil as AnvilProcess).stop();
        await startFromState(stateFile);
      }
    } else {
      // A long-history chain is another world (its block numbers differ), and each local chain
      // another (chains.ts): cached apart.
      const chainKey = chainStateKey(stateKey(), chain);
      const key = firstBlock ? `${chainKey}-from-${firstBlock}` : chainKey;
      const cached = await withBuildLock(
        key,
        async () => {
          const built = await deployFresh();
          const dump = await rpc<string>((anvil as AnvilProcess).rpcUrl, 'anvil_dumpState');
          return writeCachedState(key, dump, built);
        },
        () => readCachedState(key),
        // Said whatever the caller logs: a start that waits on another process should say why.
        { log: options.log ?? ((message) => console.warn(message)) },
      );
      deployment = cached.deployment;
      if (!anvil) warm = true;
      else if (blockTimeMs) await (anvil as AnvilProcess).stop(); // deployed: on with its block time
      if (!anvil || blockTimeMs) await startFromState(cached.stateFile);
    }
  } catch (error) {
    await anvil?.stop();
    throw error;
  }

  const node = anvil as AnvilProcess;
  const client = await DevnetClient.connect(node.rpcUrl);
  if (loadedState) await resumeChainClock(client, Boolean(blockTimeMs));
  let services: DevnetServices | undefined;
  if (options.services !== false) {
    try {
      services = await startServices(deployment, { port: options.servicesPort ?? 0, host });
    } catch (error) {
      client.destroy();
      await node.stop();
      throw error;
    }
  }
  return {
    chainId,
    rpcUrl: node.rpcUrl,
    servicesUrl: services?.url,
    services,
    deployment,
    client,
    warm,
    snapshot: () => client.snapshot(),
    revert: (id) => client.revert(id),
    mine: (blocks) => client.mine(blocks),
    increaseTime: (seconds) => client.increaseTime(seconds),
    finishVoting: (proposalId) =>
      finishVoting(client, deployment.contracts.governorAlpha, proposalId),
    async stop() {
      client.destroy();
      await services?.close();
      await node.stop();
      if (freshStateDir) await rm(freshStateDir, { recursive: true, force: true });
    },
  };
}
