// The `test` every journey imports: Playwright's own fixtures plus the devnet, a chain reset around
// each test, the injected devnet wallet, and a check that the page never breaks its security policy.
import { type Deployment, DevnetClient, type EndpointProfileName } from '@dex-tooling/devnet';
import { test as base, expect } from '@playwright/test';
import { BUILD_CACHE_VARIABLE } from './buildCache';
import { type CspViolation, watchCspViolations } from './cspViolations';
import { startJourneyEnvironment } from './environment';
import type { HarnessState } from './harness';
import type { DevnetWallet } from './wallet/devnetWallet';
import { installDevnetWallet } from './wallet/install';

export interface E2EDevnet {
  readonly chainId: number;
  readonly rpcUrl: string;
  readonly servicesUrl: string | undefined;
  readonly deployment: Deployment;
  /** ethers-based client acting as the dev accounts (reads, receipts, sends, storage writes). */
  readonly client: DevnetClient;
  mine(blocks?: number): Promise<void>;
  /** Moves the chain clock forward and mines one block. */
  increaseTime(seconds: number): Promise<void>;
  /**
   * Turns anvil's automine off (transactions wait in the mempool until `mine`, as on a busy
   * network) or back on. Whatever a test leaves, the next starts with automine on and an empty
   * mempool.
   */
  setAutomine(enabled: boolean): Promise<void>;
}

export interface E2ETestFixtures {
  /** Install the devnet wallet into the page (default true); `test.use({ walletInstalled: false })` for a browser without one. */
  walletInstalled: boolean;
  /** The injected wallet's test-side controls. */
  wallet: DevnetWallet;
  /** Reverts the chain to the state before the test when the test ends (automatic). */
  chainState: undefined;
  /**
   * Content-Security-Policy violations the pages reported (automatic): the test fails when any is
   * left at its end. A test that provokes one on purpose empties the array after checking it.
   */
  cspViolations: CspViolation[];
}

export interface E2EWorkerFixtures {
  /**
   * `test.use({ endpoint: 'strict' })`: the file's tests run on the long-history devnet (deployed
   * after block 20,000,000) read through a public endpoint of that profile (a worker of its own).
   */
  endpoint: EndpointProfileName | undefined;
  /**
   * `test.use({ defaultChainId: 31338 })`: the file's tests run in an app build whose chain before
   * a wallet connects is that one (a worker of its own; the fast chain: `fastChain`).
   */
  defaultChainId: number | undefined;
  harness: HarnessState;
  devnet: E2EDevnet;
  /** The devnet's fast chain (31338, a block every 250 ms); undefined with `endpoint`. */
  fastChain: E2EFastChain | undefined;
}

export interface E2EFastChain {
  readonly chainId: number;
  readonly rpcUrl: string;
  /** The app's read RPC for the chain (the journeys' RPC proxy: rpcProxyControl counts its requests). */
  readonly readRpcUrl: string;
  readonly deployment: Deployment;
  readonly client: DevnetClient;
}

export const test = base.extend<E2ETestFixtures, E2EWorkerFixtures>({
  endpoint: [undefined, { scope: 'worker', option: true }],
  defaultChainId: [undefined, { scope: 'worker', option: true }],

  harness: [
    // Each worker has its own devnet, proxy and app build (about 10 s to start from the devnet's
    // state cache; a build another worker of the run made is copied instead), so workers run in
    // parallel without sharing a chain.
    async ({ endpoint, defaultChainId }, use) => {
      const environment = await startJourneyEnvironment((message) => console.log(message), {
        endpoint,
        defaultChainId,
        buildCacheDir: process.env[BUILD_CACHE_VARIABLE],
      });
      try {
        await use(environment.state);
      } finally {
        await environment.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  devnet: [
    async ({ harness }, use) => {
      const client = await DevnetClient.connect(harness.rpcUrl);
      await use({
        chainId: harness.chainId,
        rpcUrl: harness.rpcUrl,
        servicesUrl: harness.servicesUrl,
        deployment: harness.deployment,
        client,
        mine: (blocks) => client.mine(blocks),
        increaseTime: (seconds) => client.increaseTime(seconds),
        setAutomine: async (enabled) => {
          await client.provider.send('evm_setAutomine', [enabled]);
        },
      });
      client.destroy();
    },
    { scope: 'worker' },
  ],

  fastChain: [
    async ({ harness }, use) => {
      const chain = harness.fastChain;
      if (!chain) {
        await use(undefined);
        return;
      }
      const client = await DevnetClient.connect(chain.rpcUrl);
      await use({ ...chain, client });
      client.destroy();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ harness }, use) => {
    await use(harness.baseURL);
  },

  chainState: [
    async ({ devnet, fastChain }, use) => {
      // anvil snapshots are single-use: reverting consumes this one, the next test takes its own.
      const snapshotId = await devnet.client.snapshot();
      const fastSnapshotId = await fastChain?.client.snapshot();
      await use(undefined);
      if (fastChain && fastSnapshotId !== undefined) await fastChain.client.revert(fastSnapshotId);
      // A test that held blocks (setAutomine(false)) may leave transactions waiting: drop them, so
      // they are not mined into the next test, and mine on arrival again.
      if (!(await devnet.client.provider.send('anvil_getAutomine', []))) {
        await devnet.client.provider.send('anvil_dropAllTransactions', []);
        await devnet.setAutomine(true);
      }
      await devnet.client.revert(snapshotId);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use(violations);
      // Reports travel through a binding; a round trip to each page lets the last ones arrive.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      expect(violations, 'the page broke its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],

  walletInstalled: [true, { option: true }],

  wallet: [
    async ({ context, devnet, fastChain, walletInstalled }, use) => {
      if (!walletInstalled) {
        await use(notInstalledWallet());
        return;
      }
      const wallet = await installDevnetWallet(context, {
        rpcUrl: devnet.rpcUrl,
        devnetChainId: devnet.chainId,
        accounts: devnet.client.accounts,
        // Switched to the fast chain (after adding it), the wallet sends there.
        ...(fastChain ? { otherNodes: { [fastChain.chainId]: fastChain.rpcUrl } } : {}),
      });
      await use(wallet);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

function notInstalledWallet(): DevnetWallet {
  return new Proxy({} as DevnetWallet, {
    get() {
      throw new Error('The devnet wallet is not installed in this test (walletInstalled: false).');
    },
  });
}
