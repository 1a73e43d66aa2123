// Integration: an EIP-1193 provider forwarding to a real anvil devnet, announced over EIP-6963.

import { createMemoryStorage } from '@dex/primitives';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeWindow } from '../test/fakes';
import { createInjectedDiscovery } from './injected';
import { createJsonRpcProvider } from './jsonRpcProvider';
import { createNetworkConnector } from './network';
import { createWalletManager } from './walletManager';

const FIRST_DEV_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
}, 120_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('against the devnet', () => {
  it('connects an injected wallet, reads the account and chain 31337, and sends', async () => {
    const provider = createJsonRpcProvider({ url: devnet.rpcUrl });
    const manager = createWalletManager({
      supportedChainIds: [31337],
      discovery: createInjectedDiscovery(
        new FakeWindow([{ name: 'Devnet Wallet', rdns: 'dev.dex.devnet', provider }]),
      ),
      networkConnector: createNetworkConnector({ url: devnet.rpcUrl, chainId: 31337 }),
      storage: createMemoryStorage(),
    });
    await manager.start();
    // anvil's dev accounts are unlocked, so eth_accounts is non-empty: the guard connects eagerly.
    const state = manager.getSnapshot();
    expect(state.connection?.account.toLowerCase()).toBe(FIRST_DEV_ACCOUNT);
    expect(state.connection?.chainId).toBe(31337);
    expect(state.error).toBeUndefined();

    const connected = await manager.getProvider();
    const hash = await connected?.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: state.connection?.account,
          to: '0x000000000000000000000000000000000000dEaD',
          value: '0x1',
        },
      ],
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    manager.destroy();
  });

  it('uses the devnet as the read-only fallback when no wallet is present', async () => {
    const manager = createWalletManager({
      supportedChainIds: [31337],
      discovery: createInjectedDiscovery(new FakeWindow()),
      networkConnector: createNetworkConnector({ url: devnet.rpcUrl, chainId: 31337 }),
    });
    await manager.start();
    expect(manager.getSnapshot()).toMatchObject({
      connection: undefined,
      network: { chainId: 31337 },
    });
    const provider = await manager.getProvider();
    expect(await provider?.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/);
    manager.destroy();
  });
});
