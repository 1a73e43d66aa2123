import { readFileSync, utimesSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import {
  CHAINS_DEVNET_FILE,
  DEPLOYMENT_FILE,
  renderChainsModule,
  renderDeployment,
} from './generate';
import { startDevnet } from './index';
import { readCachedState, stateKey } from './state';

describe('the cached devnet state', () => {
  it('starts warm from the cache with contracts, balances and proposal states intact', async () => {
    const first = await startDevnet({ services: false });
    const firstBlock = await first.client.provider.getBlockNumber();
    await first.stop();

    // The cache is an hour old: the chain must still go on from its latest block, not jump ahead
    // by the hour (every deadline derived from the latest block would have passed).
    const cached = readCachedState(stateKey());
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    if (cached) utimesSync(cached.stateFile, anHourAgo, anHourAgo);

    const started = performance.now();
    const second = await startDevnet({ services: false });
    const elapsed = performance.now() - started;
    try {
      expect(second.warm).toBe(true);
      expect(elapsed).toBeLessThan(10_000); // a sanity bound, not a benchmark: a cold deploy takes far longer
      expect(await second.client.provider.getBlockNumber()).toBeGreaterThanOrEqual(firstBlock);
      const governor = second.client.at(
        artifacts.GovernorAlpha,
        second.deployment.contracts.governorAlpha,
      );
      const active = second.deployment.governance.proposals.find((p) => p.state === 'Active');
      expect(await governor.getFunction('state').staticCall(active?.id)).toBe(1n);
      // New blocks still get mined after a load, and the clock goes on from the seeded blocks
      // (days ahead of the wall clock) rather than jumping back to the wall clock.
      const loaded = await second.client.latestBlock();
      await second.mine(3);
      const next = await second.client.latestBlock();
      expect(next.number).toBeGreaterThanOrEqual(firstBlock + 3);
      expect(next.timestamp).toBeGreaterThan(loaded.timestamp);
      expect(next.timestamp - loaded.timestamp).toBeLessThan(10 * 60);
      expect(next.timestamp * 1000 - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
    } finally {
      await second.stop();
    }
  });

  it('matches the committed deployment file and the chain registry (run `pnpm --filter @dex-tooling/devnet generate` after changing the seed)', async () => {
    const devnet = await startDevnet({ services: false });
    try {
      expect(JSON.parse(readFileSync(DEPLOYMENT_FILE, 'utf8'))).toEqual(
        JSON.parse(renderDeployment(devnet.deployment)),
      );
      expect(readFileSync(CHAINS_DEVNET_FILE, 'utf8')).toBe(renderChainsModule(devnet.deployment));
    } finally {
      await devnet.stop();
    }
  });
});
