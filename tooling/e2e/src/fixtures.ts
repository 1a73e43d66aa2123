// The `test` every journey imports: Playwright's own fixtures plus the devnet, a chain reset around
// each test, and the injected devnet wallet.
import { type Deployment, DevnetClient } from '@dex-tooling/devnet';
import { test as base } from '@playwright/test';
import { type HarnessState, readHarnessState } from './harness';
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
}

export interface E2ETestFixtures {
  /** Install the devnet wallet into the page (default true); `test.use({ walletInstalled: false })` for a browser without one. */
  walletInstalled: boolean;
  /** The injected wallet's test-side controls. */
  wallet: DevnetWallet;
  /** Reverts the chain to the state before the test when the test ends (automatic). */
  chainState: undefined;
}

export interface E2EWorkerFixtures {
  harness: HarnessState;
  devnet: E2EDevnet;
}

export const test = base.extend<E2ETestFixtures, E2EWorkerFixtures>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern.
    async ({}, use) => {
      await use(readHarnessState());
    },
    { scope: 'worker' },
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
      });
      client.destroy();
    },
    { scope: 'worker' },
  ],

  baseURL: async ({ harness }, use) => {
    await use(harness.baseURL);
  },

  chainState: [
    async ({ devnet }, use) => {
      // anvil snapshots are single-use: reverting consumes this one, the next test takes its own.
      const snapshotId = await devnet.client.snapshot();
      await use(undefined);
      await devnet.client.revert(snapshotId);
    },
    { auto: true },
  ],

  walletInstalled: [true, { option: true }],

  wallet: [
    async ({ context, devnet, walletInstalled }, use) => {
      if (!walletInstalled) {
        await use(notInstalledWallet());
        return;
      }
      const wallet = await installDevnetWallet(context, {
        rpcUrl: devnet.rpcUrl,
        devnetChainId: devnet.chainId,
        accounts: devnet.client.accounts,
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
