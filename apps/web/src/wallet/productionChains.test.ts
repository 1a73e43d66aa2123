// The app's wallet manager in a production build: a wallet on a chain the build does not offer
// (a retired test network, chain id 42 that is another network today, the local devnet) gets
// the existing wrong-network view, and the app keeps reading its default chain.
import type { WalletSnapshot } from '@dex/wallet';
import { afterEach, describe, expect, it, vi } from 'vitest';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** A page with an already-authorised window.ethereum on `chainId`. */
function pageWithWallet(chainId: number) {
  const ethereum = {
    async request({ method }: { method: string }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [ACCOUNT];
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`;
      throw new Error(`unexpected ${method}`);
    },
    on() {},
    removeListener() {},
  };
  return Object.assign(new EventTarget(), { ethereum });
}

/** The app's own modules, evaluated afresh for a build with VITE_DEVNET_BUILD=`devnetBuild`. */
async function appFor(devnetBuild: '0' | '1') {
  vi.resetModules();
  vi.stubEnv('VITE_DEVNET_BUILD', devnetBuild);
  const { createAppWalletManager } = await import('./createAppWalletManager');
  const { walletModalView } = await import('@dex/wallet');
  const { activeChainIdAtom, walletStateAtom } = await import('../state/wallet');
  const { createStore } = await import('jotai');
  async function connectOn(chainId: number): Promise<{ snapshot: WalletSnapshot; reads: number }> {
    const manager = createAppWalletManager({
      window: pageWithWallet(chainId) as never,
      storage: undefined,
      walletConnectProjectId: undefined,
      magicApiKey: undefined,
      smartWallet: false,
      appName: 'Dex',
    });
    await manager.start();
    const snapshot = manager.getSnapshot();
    const store = createStore();
    store.set(walletStateAtom, snapshot);
    return { snapshot, reads: store.get(activeChainIdAtom) };
  }
  return { connectOn, walletModalView };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the wallet manager of a production build', () => {
  it.each([3, 4, 5, 42, 31337])(
    'shows the wrong-network view for a wallet on chain %i',
    async (chainId) => {
      const { connectOn, walletModalView } = await appFor('0');
      const { snapshot, reads } = await connectOn(chainId);
      expect(snapshot.error).toEqual({ kind: 'wrong-network', chainId });
      expect(walletModalView(snapshot, { screen: 'default' })).toBe('wrongNetwork');
      expect(reads).toBe(1); // the app keeps reading mainnet, not the wallet's chain
    },
  );

  it.each([1, 11155111])('connects a wallet on live chain %i and reads it', async (chainId) => {
    const { connectOn } = await appFor('0');
    const { snapshot, reads } = await connectOn(chainId);
    expect(snapshot.error).toBeUndefined();
    expect(snapshot.connection).toMatchObject({ account: ACCOUNT, chainId });
    expect(reads).toBe(chainId);
  });

  it('a devnet build accepts the devnet, and still no retired network', async () => {
    const { connectOn } = await appFor('1');
    expect((await connectOn(31337)).snapshot.error).toBeUndefined();
    expect((await connectOn(42)).snapshot.error).toEqual({ kind: 'wrong-network', chainId: 42 });
  });
});
