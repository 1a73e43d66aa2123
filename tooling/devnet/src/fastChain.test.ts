// The fast devnet chain (chains.ts): a second local chain beside the default one, with its own
// chain id and native currency, the same contracts at the same addresses, and a block every 250 ms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getChainInfo } from '@dex/chains';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts } from './artifacts';
import type { Deployment } from './deployment';
import {
  type Devnet,
  FAST_DEVNET_CHAIN,
  FAST_DEVNET_CHAIN_ID,
  SERVICE_PATHS,
  startDevnet,
} from './index';
import { PACKAGE_DIR } from './state';

let fast: Devnet;

beforeAll(async () => {
  fast = await startDevnet({ chain: FAST_DEVNET_CHAIN });
});

afterAll(async () => {
  await fast?.stop();
});

const committed = () =>
  JSON.parse(readFileSync(join(PACKAGE_DIR, 'deployment.json'), 'utf8')) as Deployment;

async function blockNumber(): Promise<number> {
  return Number(await fast.client.provider.send('eth_blockNumber', []));
}

describe('the fast devnet chain', () => {
  it('serves its own chain id, with the default chain’s contracts at the same addresses', async () => {
    expect(Number(await fast.client.provider.send('eth_chainId', []))).toBe(FAST_DEVNET_CHAIN_ID);
    expect(fast.chainId).toBe(FAST_DEVNET_CHAIN_ID);
    expect(fast.deployment.chainId).toBe(FAST_DEVNET_CHAIN_ID);
    expect(fast.deployment.contracts).toEqual(committed().contracts);
    const code = await fast.client.provider.getCode(fast.deployment.contracts.v3Factory);
    expect(code.length).toBeGreaterThan(2);
  });

  it('names its native currency in the position NFTs as the chain registry does', async () => {
    const descriptor = fast.client.at(
      artifacts.NonfungibleTokenPositionDescriptor,
      fast.deployment.contracts.nonfungibleTokenPositionDescriptor,
    );
    const label = await descriptor.getFunction('nativeCurrencyLabel').staticCall();
    expect(label).toBe(FAST_DEVNET_CHAIN.nativeCurrencyLabel);
    expect(getChainInfo(FAST_DEVNET_CHAIN_ID)?.nativeCurrency.symbol).toBe(label);
  });

  it('mines a block every 250 ms, as the chain registry says, without a transaction', async () => {
    expect((getChainInfo(FAST_DEVNET_CHAIN_ID)?.averageBlockTimeSeconds ?? 0) * 1000).toBe(
      FAST_DEVNET_CHAIN.blockTimeMs,
    );
    const first = await blockNumber();
    const started = performance.now();
    let latest = first;
    while (latest < first + 8) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      latest = await blockNumber();
    }
    const elapsed = performance.now() - started;
    // Eight blocks at 250 ms: about 2 s (a loaded machine may be slower, never much faster).
    expect(elapsed).toBeGreaterThan(1_500);
    expect(elapsed).toBeLessThan(6_000);
  });

  it("goes on from the seeded chain's clock (days ahead after the governance time travel)", async () => {
    const block = await fast.client.latestBlock();
    expect(block.timestamp * 1000 - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
  });

  it("lists the seeded tokens for both chains in the default chain's token list", async () => {
    const devnet = await startDevnet({ services: true });
    try {
      const list = (await (
        await fetch(`${devnet.servicesUrl}${SERVICE_PATHS.devnetList}`)
      ).json()) as { tokens: Array<{ chainId: number; symbol: string; address: string }> };
      const usdc = (chainId: number) =>
        list.tokens.find((token) => token.chainId === chainId && token.symbol === 'USDC');
      expect(usdc(31337)?.address).toBe(fast.deployment.tokens.USDC.address);
      expect(usdc(FAST_DEVNET_CHAIN_ID)?.address).toBe(fast.deployment.tokens.USDC.address);
    } finally {
      await devnet.stop();
    }
  });
});
