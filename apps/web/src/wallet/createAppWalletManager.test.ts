import { describe, expect, it } from 'vitest';
import { walletEnvFromBuild } from './createAppWalletManager';

describe('walletEnvFromBuild', () => {
  it('offers Magic only with a key, and the smart wallet unless turned off', () => {
    expect(walletEnvFromBuild({})).toEqual({ magicApiKey: undefined, smartWallet: true });
    expect(walletEnvFromBuild({ VITE_MAGIC_API_KEY: ' pk_live_1 ' }).magicApiKey).toBe('pk_live_1');
    expect(walletEnvFromBuild({ VITE_MAGIC_API_KEY: '  ' }).magicApiKey).toBeUndefined();
    for (const off of ['false', 'OFF', '0']) {
      expect(walletEnvFromBuild({ VITE_COINBASE_SMART_WALLET: off }).smartWallet).toBe(false);
    }
    expect(walletEnvFromBuild({ VITE_COINBASE_SMART_WALLET: 'true' }).smartWallet).toBe(true);
  });
});
