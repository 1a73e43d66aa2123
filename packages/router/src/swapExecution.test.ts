import type { Eip1193Provider, TransactionRequest } from '@dex/primitives';
import { WrongNetworkError } from '@dex/wallet';
import { AbiCoder, concat } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  MissingDependenciesError,
  NoTransactionHashError,
  SwapFailedError,
  SwapGasEstimateError,
  TransactionRejectedError,
} from './errors';
import { extractRevertReason, sendSwap, toSwapSendError } from './swapExecution';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const call = (value = 0n): TransactionRequest => ({
  address: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  callData: '0x38ed1739',
  value,
});
const revertData = (reason: string) =>
  concat(['0x08c379a0', AbiCoder.defaultAbiCoder().encode(['string'], [reason])]);

/** A scripted wallet: answers per method, recording every request. */
function wallet(answers: Record<string, (params: readonly unknown[]) => unknown>) {
  const requests: Array<{ method: string; params: readonly unknown[] }> = [];
  const provider: Eip1193Provider = {
    async request({ method, params: raw }) {
      const params = Array.isArray(raw) ? raw : [];
      requests.push({ method, params });
      const answer = answers[method];
      if (!answer) throw new Error(`unexpected ${method}`);
      return answer(params);
    },
  };
  return { provider, requests };
}

describe('sendSwap', () => {
  it('sends the first call that estimates, with 10% more gas and the native value', async () => {
    const { provider, requests } = wallet({
      eth_estimateGas: () => '0x186a0',
      eth_sendTransaction: () => '0xabc',
    });
    const result = await sendSwap({ provider, account: ACCOUNT, calls: [call(5n), call()] });
    expect(result.hash).toBe('0xabc');
    const sent = requests.find((r) => r.method === 'eth_sendTransaction')?.params[0];
    expect(sent).toMatchObject({ from: ACCOUNT, gas: '0x1adb0', value: '0x5' });
    expect(requests.filter((r) => r.method === 'eth_estimateGas')).toHaveLength(1);
  });

  it('falls back to the next call and explains reverts with the spec messages', async () => {
    let estimates = 0;
    const { provider } = wallet({
      eth_estimateGas: () => {
        estimates++;
        throw new Error('cannot estimate');
      },
      eth_call: () => {
        throw {
          code: 3,
          message: 'execution reverted',
          data: revertData('UniswapV2Router: EXPIRED'),
        };
      },
    });
    await expect(sendSwap({ provider, account: ACCOUNT, calls: [call(), call()] })).rejects.toThrow(
      new SwapGasEstimateError(
        'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
      ),
    );
    expect(estimates).toBe(2);
  });

  it('maps wallet failures to the typed errors', async () => {
    const rejecting = wallet({
      eth_estimateGas: () => '0x1',
      eth_sendTransaction: () => {
        throw { code: 4001, message: 'User denied' };
      },
    });
    await expect(
      sendSwap({ provider: rejecting.provider, account: ACCOUNT, calls: [call()] }),
    ).rejects.toThrow(TransactionRejectedError);
    const failing = wallet({
      eth_estimateGas: () => '0x1',
      eth_sendTransaction: () => {
        throw new Error('nonce too low');
      },
    });
    const error = await sendSwap({
      provider: failing.provider,
      account: ACCOUNT,
      calls: [call()],
    }).catch((e) => e);
    expect(error).toBeInstanceOf(SwapFailedError);
    expect(error.message).toBe('Swap failed: nonce too low');
    const silent = wallet({ eth_estimateGas: () => '0x1', eth_sendTransaction: () => null });
    await expect(
      sendSwap({ provider: silent.provider, account: ACCOUNT, calls: [call()] }),
    ).rejects.toThrow(new NoTransactionHashError());
    expect(new NoTransactionHashError().message).toBe('No transaction hash found.');
  });

  it.each([
    ['WalletConnect (5000)', { code: 5000, message: 'User rejected.' }],
    ['a nested 4001', new Error('Request failed', { cause: { code: 4001 } })],
    ['ethers', { code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }],
  ])(
    'says "Transaction rejected." for a rejection through %s, not "Swap failed"',
    async (_, thrown) => {
      const { provider } = wallet({
        eth_estimateGas: () => '0x1',
        eth_sendTransaction: () => {
          throw thrown;
        },
      });
      const error = await sendSwap({ provider, account: ACCOUNT, calls: [call()] }).catch((e) => e);
      expect(error).toBeInstanceOf(TransactionRejectedError);
      expect(error.message).toBe('Transaction rejected.');
      expect(error.errorCode).toBe('router/transaction-rejected');
    },
  );

  it("passes the wallet's wrong network on and sends nothing", async () => {
    const { provider, requests } = wallet({
      eth_estimateGas: () => {
        throw new WrongNetworkError(1);
      },
      eth_call: () => '0x',
      eth_sendTransaction: () => '0xabc',
    });
    await expect(sendSwap({ provider, account: ACCOUNT, calls: [call(), call()] })).rejects.toThrow(
      WrongNetworkError,
    );
    expect(requests.map((r) => r.method)).toEqual(['eth_estimateGas']);
    expect(toSwapSendError(new WrongNetworkError(1))).toBeInstanceOf(WrongNetworkError);
  });

  it('needs a provider, an account and calls', async () => {
    const { provider } = wallet({});
    await expect(sendSwap({ provider, account: undefined, calls: [call()] })).rejects.toThrow(
      'Missing dependencies',
    );
    await expect(
      sendSwap({ provider: undefined, account: ACCOUNT, calls: [call()] }),
    ).rejects.toThrow(MissingDependenciesError);
  });
});

describe('extractRevertReason', () => {
  it('reads reasons from the shapes providers use', () => {
    expect(extractRevertReason({ reason: 'STF' })).toBe('STF');
    expect(extractRevertReason({ error: { data: revertData('UniswapV2: K') } })).toBe(
      'UniswapV2: K',
    );
    expect(
      extractRevertReason({
        info: { error: { data: { data: revertData('Too little received') } } },
      }),
    ).toBe('Too little received');
    expect(extractRevertReason(new Error('execution reverted: UniswapV2: K'))).toBe('UniswapV2: K');
    expect(extractRevertReason(new Error('out of gas'))).toBeUndefined();
  });
});
