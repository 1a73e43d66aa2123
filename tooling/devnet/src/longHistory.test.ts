// The mainnet-shaped devnet (startDevnet({ firstBlock })): the same world, deployed after block
// 20,000,000, so every block number a contract or the app sees is mainnet-sized.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Contract } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deployment } from './deployment';
import { type Devnet, LONG_HISTORY_FIRST_BLOCK, startDevnet } from './index';
import { PACKAGE_DIR } from './state';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ firstBlock: LONG_HISTORY_FIRST_BLOCK, services: false });
});

afterAll(async () => {
  await devnet?.stop();
});

describe('the long-history devnet', () => {
  it('deploys the governor and the position manager after block 20,000,000', async () => {
    const governorBlock = devnet.deployment.deploymentBlocks.governorAlpha;
    expect(governorBlock).toBeGreaterThan(LONG_HISTORY_FIRST_BLOCK);
    const { contracts } = devnet.deployment;
    const logs = await devnet.client.provider.getLogs({
      address: contracts.nonfungiblePositionManager,
      fromBlock: LONG_HISTORY_FIRST_BLOCK,
      toBlock: 'latest',
    });
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) expect(log.blockNumber).toBeGreaterThan(LONG_HISTORY_FIRST_BLOCK);
  });

  it("keeps the default devnet's addresses, so the committed registry only differs in its blocks", () => {
    const committed = JSON.parse(
      readFileSync(join(PACKAGE_DIR, 'deployment.json'), 'utf8'),
    ) as Deployment;
    expect(devnet.deployment.contracts).toEqual(committed.contracts);
    expect(devnet.deployment.deploymentBlocks.governorAlpha).toBe(
      committed.deploymentBlocks.governorAlpha + LONG_HISTORY_FIRST_BLOCK,
    );
  });

  it('shows contracts the same block numbers (a multicall reads 20,000,000+)', async () => {
    const multicall = new Contract(
      devnet.deployment.contracts.multicall,
      ['function getBlockNumber() view returns (uint256)'],
      devnet.client.provider,
    );
    const latest = await devnet.client.provider.getBlockNumber();
    expect(Number(await multicall.getFunction('getBlockNumber')())).toBe(latest);
    expect(latest).toBeGreaterThan(LONG_HISTORY_FIRST_BLOCK);
  });
});
