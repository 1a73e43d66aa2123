import { WrongNetworkError } from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { GasEstimateError } from './errors';
import { estimateNetworkCost } from './networkCost';
import { sendWrite } from './sendWrite';
import { scriptedWallet, walletOn } from './testing';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TARGET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const GWEI = 1_000_000_000n;
const CHAIN_ID = 31337;
/** A wallet on the write's chain, as far as `eth_chainId` goes. */
const onChain = { eth_chainId: () => '0x7a69' };

describe('estimateNetworkCost', () => {
  it('prices the estimate at the node gas price and gives the gas limit the send uses', async () => {
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => '0x249f0', // 150,000
      eth_gasPrice: () => `0x${(3n * GWEI).toString(16)}`,
    });
    const cost = await estimateNetworkCost({
      provider: wallet,
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls: [{ address: TARGET, callData: '0xaaaa', value: 5n }],
    });
    expect(cost.gasEstimate).toBe(150_000n);
    expect(cost.gasLimit).toBe(165_000n);
    expect(cost.gasPrice).toBe(3n * GWEI);
    expect(cost.costWei).toBe(450_000n * GWEI);
    expect(wallet.calls.find((call) => call.method === 'eth_estimateGas')?.params).toEqual({
      from: ACCOUNT,
      to: TARGET,
      data: '0xaaaa',
      value: '0x5',
    });
    // Nothing is sent and no account check opens the wallet.
    expect(wallet.calls.map((call) => call.method).sort()).toEqual([
      'eth_chainId',
      'eth_estimateGas',
      'eth_gasPrice',
    ]);
  });

  it('picks the same candidate and gas limit as sendWrite when an earlier one fails', async () => {
    const answers = {
      eth_estimateGas: (params: Record<string, string>) => {
        if (params.data === '0x01') throw new Error('execution reverted: expired');
        return '0x3e8'; // 1,000
      },
      eth_gasPrice: () => '0x2',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => HASH,
    };
    const calls = () => [
      { address: TARGET, callData: '0x01' },
      { address: TARGET, callData: '0x02' },
    ];
    const cost = await estimateNetworkCost({
      provider: scriptedWallet(answers),
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls,
    });
    const sent = await sendWrite({
      provider: scriptedWallet(answers),
      chainId: 31337,
      account: ACCOUNT,
      calls,
    });
    expect(cost.request.callData).toBe('0x02');
    expect(cost.request).toEqual(sent.request);
    expect(cost.gasLimit).toBe(sent.gasLimit);
    expect(cost.costWei).toBe(2_000n);
  });

  it('counts a prescribed gas limit (the staking writes) without estimating', async () => {
    const wallet = scriptedWallet({ ...onChain, eth_gasPrice: () => '0xa' });
    const cost = await estimateNetworkCost({
      provider: wallet,
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls: [{ address: TARGET, callData: '0x01', gasLimit: 250_000n }],
    });
    expect(cost.gasLimit).toBe(250_000n);
    expect(cost.costWei).toBe(2_500_000n);
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId', 'eth_gasPrice']);
  });

  it('fails with the write path estimate error when no candidate estimates', async () => {
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: STF' };
      },
      eth_gasPrice: () => '0x1',
    });
    const failure = await estimateNetworkCost({
      provider: wallet,
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls: [{ address: TARGET, callData: '0x01' }],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GasEstimateError);
    expect((failure as GasEstimateError).message).toBe('Gas estimation failed: STF');
  });

  it("uses the write's own explanation of an estimate failure", async () => {
    const explained = new Error('Swap failed: Insufficient output amount');
    const failure = await estimateNetworkCost({
      provider: scriptedWallet({
        ...onChain,
        eth_estimateGas: () => {
          throw new Error('reverted');
        },
        eth_gasPrice: () => '0x1',
      }),
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls: [{ address: TARGET, callData: '0x01' }],
      explainEstimateFailure: () => explained,
    }).catch((error: unknown) => error);
    expect(failure).toBe(explained);
  });

  it('estimates nothing on a wallet elsewhere than the write (8453 for a 31337 write)', async () => {
    const wallet = scriptedWallet({
      eth_chainId: () => '0x2105',
      eth_estimateGas: () => '0x64',
      eth_gasPrice: () => '0x1',
    });
    const failure = await estimateNetworkCost({
      provider: wallet,
      chainId: CHAIN_ID,
      account: ACCOUNT,
      calls: [{ address: TARGET, callData: '0x01' }],
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WrongNetworkError);
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
  });
});
