import {
  type Eip1193Provider,
  ProviderRpcError,
  UserRejectedRequestError,
  WrongNetworkError,
} from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import {
  GasEstimateError,
  NoTransactionHashError,
  WalletNotConnectedError,
} from '../errors/writeErrors';
import { fakeWallet } from './fakeWallet.testing';
import { runWrite, type TrackedWrite, type WriteRequest, type WriteStep } from './writeFlow';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TARGET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;

function run(wallet: Eip1193Provider | null, request: Partial<WriteRequest> = {}) {
  const steps: WriteStep[] = [];
  const tracked: TrackedWrite[] = [];
  const result = runWrite(
    {
      wallet,
      track: async (write) => {
        tracked.push(write);
      },
      report: (step) => steps.push(step),
    },
    {
      account: ACCOUNT,
      summary: 'Vote for proposal 1',
      calls: () => [{ address: TARGET, callData: '0xaaaa' }],
      ...request,
    },
  );
  return { result, steps, tracked };
}

const failure = (steps: WriteStep[]) => {
  const last = steps.at(-1);
  return last?.status === 'failed' ? last.error : undefined;
};

describe('runWrite', () => {
  it('estimates, sends with the estimate +10%, tracks the hash and reports each step', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => '0x2710', // 10,000
      eth_sendTransaction: () => HASH,
    });
    const { result, steps, tracked } = run(wallet, {
      calls: () => [{ address: TARGET, callData: '0xaaaa', value: 5n }],
      claim: { recipient: ACCOUNT },
    });
    expect(await result).toBe(HASH);
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_estimateGas',
      'eth_sendTransaction',
    ]);
    expect(wallet.calls[0]?.params).toEqual({
      from: ACCOUNT,
      to: TARGET,
      data: '0xaaaa',
      value: '0x5',
    });
    expect(wallet.calls[1]?.params).toMatchObject({ value: '0x5', gas: '0x2af8' }); // 11,000
    expect(tracked).toEqual([
      { hash: HASH, from: ACCOUNT, summary: 'Vote for proposal 1', claim: { recipient: ACCOUNT } },
    ]);
    expect(steps).toEqual([
      { status: 'waiting', summary: 'Vote for proposal 1' },
      { status: 'submitted', hash: HASH },
    ]);
  });

  it('sends a call with a fixed gas limit (the staking writes) as is, without estimating', async () => {
    const wallet = fakeWallet({ eth_sendTransaction: () => HASH });
    const { result } = run(wallet, {
      calls: () => [{ address: TARGET, callData: '0xbbbb', gasLimit: 350_000n }],
    });
    expect(await result).toBe(HASH);
    expect(wallet.calls).toEqual([
      {
        method: 'eth_sendTransaction',
        params: { from: ACCOUNT, to: TARGET, data: '0xbbbb', gas: '0x55730' },
      },
    ]);
  });

  it('sends the first candidate that estimates when an earlier one fails', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: (params) => {
        if (params.data === '0x01') throw new ProviderRpcError('execution reverted', -32000);
        return '0x64';
      },
      eth_sendTransaction: () => HASH,
    });
    const { result } = run(wallet, {
      calls: () => [
        { address: TARGET, callData: '0x01' },
        { address: TARGET, callData: '0x02' },
      ],
    });
    expect(await result).toBe(HASH);
    expect(wallet.calls.at(-1)?.params).toMatchObject({ data: '0x02', gas: '0x6e' });
  });

  it('sends nothing when no candidate estimates, with the revert reason', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: Ownable: caller is not the owner' };
      },
    });
    const { result, steps, tracked } = run(wallet);
    expect(await result).toBeNull();
    const error = failure(steps);
    expect(error).toBeInstanceOf(GasEstimateError);
    expect((error as GasEstimateError).reason).toBe('Ownable: caller is not the owner');
    expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
    expect(tracked).toEqual([]);
  });

  it('lets the request explain an estimate failure (the swap replays its calls)', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => {
        throw new Error('reverted');
      },
    });
    const explained = new Error('explained');
    const { result, steps } = run(wallet, {
      calls: () => [
        { address: TARGET, callData: '0x01' },
        { address: TARGET, callData: '0x02' },
      ],
      explainEstimateFailure: async (failures) => {
        expect(failures.map((f) => f.call.callData)).toEqual(['0x01', '0x02']);
        return explained;
      },
    });
    expect(await result).toBeNull();
    expect(failure(steps)).toBe(explained);
  });

  it('reports a rejection in the wallet as UserRejectedRequestError and tracks nothing', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => '0x64',
      eth_sendTransaction: () => {
        throw { code: 4001, message: 'User denied transaction signature.' };
      },
    });
    const { result, steps, tracked } = run(wallet);
    expect(await result).toBeNull();
    expect(failure(steps)).toBeInstanceOf(UserRejectedRequestError);
    expect(tracked).toEqual([]);
  });

  it('keeps a rejection and the wrong network as they are when the request rewords send failures', async () => {
    const reword = (error: Error) => new Error(`Swap failed: ${error.message}`);
    const rejecting = fakeWallet({
      eth_estimateGas: () => '0x64',
      eth_sendTransaction: () => {
        throw { code: 5000, message: 'User rejected.' };
      },
    });
    const rejected = run(rejecting, { sendFailure: reword });
    await rejected.result;
    expect(failure(rejected.steps)).toBeInstanceOf(UserRejectedRequestError);

    const failing = fakeWallet({
      eth_estimateGas: () => '0x64',
      eth_sendTransaction: () => {
        throw { code: -32000, message: 'nonce too low' };
      },
    });
    const failed = run(failing, { sendFailure: reword });
    await failed.result;
    expect((failure(failed.steps) as Error).message).toBe('Swap failed: nonce too low');
  });

  it('stops at a wallet on another chain: no fallback estimate, nothing sent', async () => {
    const wallet = fakeWallet({
      eth_estimateGas: () => {
        throw new WrongNetworkError(1);
      },
    });
    const { result, steps } = run(wallet, {
      calls: () => [
        { address: TARGET, callData: '0x01' },
        { address: TARGET, callData: '0x02' },
      ],
    });
    expect(await result).toBeNull();
    expect(failure(steps)).toBeInstanceOf(WrongNetworkError);
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_estimateGas']);
  });

  it('fails with NoTransactionHashError when the wallet answers without a hash', async () => {
    const wallet = fakeWallet({ eth_estimateGas: () => '0x64', eth_sendTransaction: () => null });
    const { result, steps, tracked } = run(wallet);
    expect(await result).toBeNull();
    expect(failure(steps)).toBeInstanceOf(NoTransactionHashError);
    expect(tracked).toEqual([]);
  });

  it('reports a failure to build the calls after the waiting step', async () => {
    const wallet = fakeWallet({});
    const broken = new Error('no block time');
    const { result, steps } = run(wallet, {
      calls: () => {
        throw broken;
      },
    });
    expect(await result).toBeNull();
    expect(steps).toEqual([
      { status: 'waiting', summary: 'Vote for proposal 1' },
      { status: 'failed', error: broken },
    ]);
    expect(wallet.calls).toEqual([]);
  });

  it('fails with WalletNotConnectedError without a wallet', async () => {
    const { result, steps } = run(null);
    expect(await result).toBeNull();
    expect(failure(steps)).toBeInstanceOf(WalletNotConnectedError);
  });
});
