// @vitest-environment node
// The balance atoms against the real devnet: reads go through @dex/multicall's batched transport.
import { artifacts, type Devnet, startDevnet } from '@dex-tooling/devnet';
import { createStore } from 'jotai';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainReader } from '../chain/chainReaders';
import { nativeBalanceOfAtom, tokenBalancesAtom } from './nativeBalance';

const realFetch = globalThis.fetch;
let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  vi.stubEnv('VITE_RPC_URL_31337', devnet.rpcUrl);
}, 180_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await devnet?.stop();
});

describe('balance atoms on the devnet', () => {
  it('read the native and token balances of an account, and follow a transfer', async () => {
    vi.stubGlobal('fetch', realFetch);
    const { accounts, tokens } = devnet.deployment;
    const account = accounts[0] as string;
    const tokenAddresses = [tokens.USDC.address, tokens.WBTC.address, tokens.DAI.address];
    const store = createStore();
    const native = nativeBalanceOfAtom(31337, account);
    const erc20 = tokenBalancesAtom(31337, account, tokenAddresses);
    const stopNative = store.sub(native, () => {});
    const stopTokens = store.sub(erc20, () => {});
    try {
      const expectedNative = await devnet.client.provider.getBalance(account);
      await vi.waitFor(() => expect(store.get(native)).toBe(expectedNative), { timeout: 10_000 });
      const usdc = devnet.client.at(artifacts.DevERC20, tokens.USDC.address);
      const expected = Object.fromEntries(
        await Promise.all(
          tokenAddresses.map(async (address) => [
            address,
            (await devnet.client.at(artifacts.DevERC20, address).getFunction('balanceOf')(
              account,
            )) as bigint,
          ]),
        ),
      );
      await vi.waitFor(() => expect(store.get(erc20)).toEqual(expected), { timeout: 10_000 });

      // A transfer in a new block shows up in the next read.
      await devnet.client.send(usdc, 'transfer', [accounts[1], 1_000_000n]);
      // Node 20 has no WebSocket for the newHeads push, so ask the tracker to poll now.
      chainReader(31337)?.blockTracker.refresh();
      await vi.waitFor(
        () =>
          expect(store.get(erc20)[tokens.USDC.address]).toBe(
            (expected[tokens.USDC.address] as bigint) - 1_000_000n,
          ),
        { timeout: 10_000 },
      );
    } finally {
      stopNative();
      stopTokens();
    }
  }, 60_000);
});
