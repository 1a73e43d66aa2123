import { describe, expect, it } from 'vitest';
import { FakeWallet, RpcError } from '../test/fakes';
import { ChainNotAddedError, UnsupportedNetworkIdError, UserRejectedRequestError } from './errors';
import { getAddChainParameters, switchChain } from './switchChain';

describe('getAddChainParameters', () => {
  it('builds EIP-3085 parameters from the chain registry', () => {
    expect(getAddChainParameters(11155111)).toMatchObject({
      chainId: '0xaa36a7',
      chainName: expect.any(String),
      nativeCurrency: { decimals: 18 },
      rpcUrls: expect.arrayContaining([expect.stringMatching(/^https:/)]),
      blockExplorerUrls: [expect.stringMatching(/^https:/)],
    });
  });

  it('uses configured RPC URLs and omits a missing explorer', () => {
    const parameters = getAddChainParameters(31337, {
      rpcUrls: { 31337: ['http://localhost:9999'] },
    });
    expect(parameters.rpcUrls).toEqual(['http://localhost:9999']);
    expect(parameters).not.toHaveProperty('blockExplorerUrls');
  });

  it('refuses chains it cannot describe', () => {
    expect(() => getAddChainParameters(777)).toThrow(UnsupportedNetworkIdError);
  });
});

describe('switchChain', () => {
  it('switches to a chain the wallet knows', async () => {
    const wallet = new FakeWallet({ chainId: 1, knownChains: [1, 11155111] });
    await switchChain(wallet, 11155111);
    expect(wallet.chainId).toBe(11155111);
    expect(wallet.calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain']);
  });

  it('adds the chain on 4902', async () => {
    const wallet = new FakeWallet({ chainId: 1, knownChains: [1] });
    await switchChain(wallet, 31337);
    expect(wallet.chainId).toBe(31337);
    expect(wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
    ]);
  });

  it('switches again when adding did not switch', async () => {
    const wallet = new FakeWallet({ chainId: 1, knownChains: [1] });
    wallet.overrides.set('wallet_addEthereumChain', () => {
      wallet.knownChains.add(31337);
      return null;
    });
    await switchChain(wallet, 31337);
    expect(wallet.chainId).toBe(31337);
    expect(wallet.calls.filter((c) => c.method === 'wallet_switchEthereumChain')).toHaveLength(2);
  });

  it('recognises 4902 wrapped in data.originalError (mobile wallets)', async () => {
    const wallet = new FakeWallet({ chainId: 1 });
    wallet.overrides.set('wallet_switchEthereumChain', () => {
      wallet.overrides.delete('wallet_switchEthereumChain');
      throw Object.assign(new RpcError('wrapped', -32603), {
        data: { originalError: { code: 4902 } },
      });
    });
    await switchChain(wallet, 31337);
    expect(wallet.chainId).toBe(31337);
  });

  it('throws UserRejectedRequestError when the user declines the switch or the add', async () => {
    const wallet = new FakeWallet({ chainId: 1, knownChains: [1] });
    wallet.rejectNext('wallet_switchEthereumChain');
    await expect(switchChain(wallet, 5)).rejects.toBeInstanceOf(UserRejectedRequestError);
    wallet.rejectNext('wallet_addEthereumChain');
    await expect(switchChain(wallet, 31337)).rejects.toThrow('Transaction rejected.');
    expect(wallet.chainId).toBe(1);
  });

  it('reports a chain the wallet still does not know after adding', async () => {
    const wallet = new FakeWallet({ chainId: 1, knownChains: [1] });
    wallet.overrides.set('wallet_addEthereumChain', () => null);
    await expect(switchChain(wallet, 31337)).rejects.toBeInstanceOf(ChainNotAddedError);
  });
});
