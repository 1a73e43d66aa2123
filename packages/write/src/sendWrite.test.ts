import type { Eip1193Provider, Logger } from '@dex/primitives';
import {
  AccountChangedError,
  ConnectionError,
  NoTransactionHashError,
  ProviderRpcError,
  UserRejectedRequestError,
  WalletError,
  WalletNotConnectedError,
  WrongNetworkError,
} from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { withChainCheck } from './chainCheck';
import { GasEstimateError } from './errors';
import { type SendWriteParameters, type SentWrite, sendWrite } from './sendWrite';
import { SEND_CHECKS, scriptedWallet, walletOn } from './testing';

const ACCOUNT = '0x1111111111111111111111111111111111111111';
const TARGET = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const CHAIN_ID = 31337;
/** A wallet on the write's chain, as far as `eth_chainId` goes. */
const onChain = { eth_chainId: () => '0x7a69' };

/** What the action logged, level and message. */
function recordingLogger() {
  const lines: Array<[level: string, message: string, ...details: unknown[]]> = [];
  const logger: Logger = {
    debug: (message, ...details) => lines.push(['debug', message, ...details]),
    warn: (message, ...details) => lines.push(['warn', message, ...details]),
    error: (message, ...details) => lines.push(['error', message, ...details]),
  };
  return { logger, lines };
}

/** Sends one write: resolves with its hash, or null with the error kept for `failure()`. */
function run(provider: Eip1193Provider | null, parameters: Partial<SendWriteParameters> = {}) {
  const tracked: SentWrite[] = [];
  const { logger, lines } = recordingLogger();
  let error: unknown;
  const result = sendWrite({
    provider,
    chainId: CHAIN_ID,
    account: ACCOUNT,
    logger,
    calls: () => [{ address: TARGET, callData: '0xaaaa' }],
    track: (sent) => {
      tracked.push(sent);
    },
    ...parameters,
  }).then(
    (sent) => sent.hash,
    (failed: unknown) => {
      error = failed;
      return null;
    },
  );
  return { result, tracked, logged: lines, failure: () => error };
}

describe('sendWrite', () => {
  it('estimates, checks the account, sends with the estimate +10% and the chain id, tracks the hash with its nonce and call', async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x2710', // 10,000
      ...walletOn(ACCOUNT, 7),
      eth_sendTransaction: () => HASH,
    });
    const { result, tracked } = run(wallet, {
      calls: () => [{ address: TARGET, callData: '0xAAAA', value: 5n }],
    });
    expect(await result).toBe(HASH);
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_chainId',
      'eth_estimateGas',
      ...SEND_CHECKS,
      'eth_sendTransaction',
    ]);
    expect(wallet.calls.find((call) => call.method === 'eth_estimateGas')?.params).toEqual({
      from: ACCOUNT,
      to: TARGET,
      data: '0xAAAA',
      value: '0x5',
    });
    expect(wallet.calls.find((call) => call.method === 'eth_sendTransaction')?.params).toEqual({
      from: ACCOUNT,
      to: TARGET,
      data: '0xAAAA',
      value: '0x5',
      gas: '0x2af8', // 11,000
      chainId: '0x7a69', // 31337
    });
    expect(tracked).toEqual([
      {
        hash: HASH,
        from: ACCOUNT,
        chainId: CHAIN_ID,
        nonce: 7,
        call: { to: TARGET, input: '0xaaaa', value: '5' },
        request: { address: TARGET, callData: '0xAAAA', value: 5n },
        gasLimit: 11_000n,
      },
    ]);
  });

  it('resolves with the sent transaction when tracking it fails (it went out: a retry would send it twice)', async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => HASH,
    });
    // A restarted devnet signs the same approve again with the same hash, which the stored
    // history already holds: the tracker refuses it ("Attempted to add existing transaction.").
    const exists = new Error('Attempted to add existing transaction.');
    const { result, logged } = run(wallet, {
      track: () => Promise.reject(exists),
    });
    expect(await result).toBe(HASH);
    expect(logged).toEqual([['error', 'Could not track the sent transaction', HASH, exists]]);
  });

  it('sends a call with a fixed gas limit (the staking writes) as is, without estimating', async () => {
    const wallet = scriptedWallet({ ...walletOn(ACCOUNT), eth_sendTransaction: () => HASH });
    const { result } = run(wallet, {
      calls: () => [{ address: TARGET, callData: '0xbbbb', gasLimit: 350_000n }],
    });
    expect(await result).toBe(HASH);
    expect(wallet.calls.map((call) => call.method)).toEqual([
      'eth_chainId',
      ...SEND_CHECKS,
      'eth_sendTransaction',
    ]);
    expect(wallet.calls.at(-1)?.params).toEqual({
      from: ACCOUNT,
      to: TARGET,
      data: '0xbbbb',
      gas: '0x55730',
      chainId: '0x7a69',
    });
  });

  it('sends the first candidate that estimates when an earlier one fails', async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: (params) => {
        if (params.data === '0x01') throw new ProviderRpcError('execution reverted', -32000);
        return '0x64';
      },
      ...walletOn(ACCOUNT),
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
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => {
        throw { code: -32000, message: 'execution reverted: Ownable: caller is not the owner' };
      },
    });
    const { result, failure, tracked } = run(wallet);
    expect(await result).toBeNull();
    const error = failure();
    expect(error).toBeInstanceOf(GasEstimateError);
    expect((error as GasEstimateError).reason).toBe('Ownable: caller is not the owner');
    expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
    expect(tracked).toEqual([]);
  });

  it('lets the request explain an estimate failure (the swap replays its calls)', async () => {
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => {
        throw new Error('reverted');
      },
    });
    const explained = new Error('explained');
    const { result, failure } = run(wallet, {
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
    expect(failure()).toBe(explained);
  });

  it('reports a rejection in the wallet as UserRejectedRequestError and tracks nothing', async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw { code: 4001, message: 'User denied transaction signature.' };
      },
    });
    const { result, failure, tracked } = run(wallet);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(UserRejectedRequestError);
    expect(tracked).toEqual([]);
  });

  it.each([
    ['4001', { code: 4001, message: 'User denied transaction signature.' }],
    ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }],
    ['a rejection nested in cause', new Error('Request failed', { cause: { code: 5000 } })],
  ])('turns a rejection (%s) into "Transaction rejected."', async (_label, thrown) => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw thrown;
      },
    });
    const { result, failure } = run(wallet);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(UserRejectedRequestError);
    expect((failure() as Error).message).toBe('Transaction rejected.');
  });

  it("passes the wallet's other send failures on, typed with the wallet's words", async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw { code: -32000, message: 'insufficient funds' };
      },
    });
    const { result, failure } = run(wallet);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(ProviderRpcError);
    expect((failure() as Error).message).toBe('insufficient funds');
  });

  it('keeps a rejection and the wrong network as they are when the request rewords send failures', async () => {
    const reword = (error: Error) => new Error(`Swap failed: ${error.message}`);
    const rejecting = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw { code: 5000, message: 'User rejected.' };
      },
    });
    const rejected = run(rejecting, { sendFailure: reword });
    await rejected.result;
    expect(rejected.failure()).toBeInstanceOf(UserRejectedRequestError);

    const failing = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => {
        throw { code: -32000, message: 'nonce too low' };
      },
    });
    const failed = run(failing, { sendFailure: reword });
    await failed.result;
    expect((failed.failure() as Error).message).toBe('Swap failed: nonce too low');

    const silent = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => '',
    });
    const noHash = run(silent, { sendFailure: reword });
    await noHash.result;
    expect(noHash.failure()).toBeInstanceOf(NoTransactionHashError);
  });

  it("stops at a chain-checked wallet's wrong network while estimating: no fallback estimate, nothing sent", async () => {
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => {
        throw new WrongNetworkError(1);
      },
    });
    const { result, failure } = run(wallet, {
      calls: () => [
        { address: TARGET, callData: '0x01' },
        { address: TARGET, callData: '0x02' },
      ],
    });
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(WrongNetworkError);
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId', 'eth_estimateGas']);
  });

  it('stops at a wallet that is gone by the chain check: its connection error, not a gas estimate error', async () => {
    // The wallet disconnected while the review was open: WalletManager.requireChain has no wallet.
    const gone = new ConnectionError(new Error('No wallet is connected'));
    const wallet = scriptedWallet({ eth_estimateGas: () => '0x64', ...walletOn(ACCOUNT) });
    const guarded = withChainCheck(wallet, async () => {
      throw gone;
    });
    const { result, failure, logged } = run(guarded, {
      calls: () => [
        { address: TARGET, callData: '0x01' },
        { address: TARGET, callData: '0x02' },
      ],
    });
    expect(await result).toBeNull();
    expect(failure()).toBe(gone);
    expect(logged).toEqual([]);
    expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
  });

  it('fails with NoTransactionHashError when the wallet answers without a hash', async () => {
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(ACCOUNT),
      eth_sendTransaction: () => null,
    });
    const { result, failure, tracked } = run(wallet);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(NoTransactionHashError);
    expect(tracked).toEqual([]);
  });

  it('fails as the write when its calls cannot be built, asking nothing of the wallet', async () => {
    const wallet = scriptedWallet({});
    const broken = new Error('no block time');
    const { result, failure } = run(wallet, {
      calls: () => {
        throw broken;
      },
    });
    expect(await result).toBeNull();
    expect(failure()).toBe(broken);
    expect(wallet.calls).toEqual([]);
  });

  it('fails with WalletNotConnectedError without a wallet', async () => {
    const { result, failure } = run(null);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(WalletNotConnectedError);
  });

  it('sends nothing when the wallet is now on another account than the write was prepared for', async () => {
    const other = '0x3333333333333333333333333333333333333333';
    const wallet = scriptedWallet({
      eth_estimateGas: () => '0x64',
      ...walletOn(other),
      eth_sendTransaction: () => HASH,
    });
    const { result, failure, tracked } = run(wallet);
    expect(await result).toBeNull();
    expect(failure()).toBeInstanceOf(AccountChangedError);
    expect(failure()).toMatchObject({ expected: ACCOUNT, actual: other });
    expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
    expect(tracked).toEqual([]);
  });

  it('still sends when the wallet cannot tell the pending nonce; the tracker learns it later', async () => {
    const wallet = scriptedWallet({
      ...onChain,
      eth_estimateGas: () => '0x64',
      eth_accounts: () => [ACCOUNT],
      eth_getTransactionCount: () => {
        throw { code: 4200, message: 'Unsupported method' };
      },
      eth_sendTransaction: () => HASH,
    });
    const { result, tracked } = run(wallet);
    expect(await result).toBe(HASH);
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).not.toHaveProperty('nonce');
    expect(tracked[0]?.call).toEqual({ to: TARGET, input: '0xaaaa', value: '0' });
  });

  describe("asks the wallet its chain and sends only on the write's chain", () => {
    /** A wallet that would estimate and send anything, answering `eth_chainId` with `chain()`. */
    const anywhere = (chain: () => unknown) =>
      scriptedWallet({
        eth_estimateGas: () => '0x64',
        ...walletOn(ACCOUNT),
        eth_chainId: chain,
        eth_sendTransaction: () => HASH,
      });

    it('a wallet on a chain nobody listed (8453 for a 31337 write): wrong network, nothing estimated or sent', async () => {
      const wallet = anywhere(() => '0x2105');
      const { result, failure, tracked, logged } = run(wallet);
      expect(await result).toBeNull();
      expect(failure()).toBeInstanceOf(WrongNetworkError);
      expect(failure()).toMatchObject({ chainId: 8453, errorCode: 'wallet/wrong-network' });
      expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
      expect(tracked).toEqual([]);
      expect(logged).toEqual([]);
    });

    it.each(['0x7A69', '0X7a69', '0x07a69', '0x00007a69'])(
      'the same chain however the wallet spells it (%s): sent',
      async (answer) => {
        const wallet = anywhere(() => answer);
        const { result } = run(wallet);
        expect(await result).toBe(HASH);
        expect(wallet.calls.at(-1)?.params).toMatchObject({ chainId: '0x7a69' });
      },
    );

    it('a wallet that moves to another chain while the write is estimated: nothing sent', async () => {
      const answers = ['0x7a69', '0x2105'];
      const wallet = anywhere(() => answers.shift());
      const { result, failure, tracked } = run(wallet);
      expect(await result).toBeNull();
      expect(failure()).toMatchObject({ chainId: 8453 });
      expect(failure()).toBeInstanceOf(WrongNetworkError);
      expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
      expect(tracked).toEqual([]);
    });

    it('says wrong network rather than another account when the wallet moved both', async () => {
      const answers = ['0x7a69', '0x2105'];
      const wallet = scriptedWallet({
        eth_estimateGas: () => '0x64',
        ...walletOn('0x3333333333333333333333333333333333333333'),
        eth_chainId: () => answers.shift(),
        eth_sendTransaction: () => HASH,
      });
      const { result, failure } = run(wallet);
      expect(await result).toBeNull();
      expect(failure()).toBeInstanceOf(WrongNetworkError);
    });

    it.each([
      ['no chain id', null],
      ['an empty quantity', '0x'],
      ['a name', 'devnet'],
      ['chain zero', '0x0'],
    ])(
      'a wallet whose answer is %s: a wallet error, nothing estimated or sent',
      async (_l, answer) => {
        const wallet = anywhere(() => answer);
        const { result, failure } = run(wallet);
        expect(await result).toBeNull();
        expect(failure()).toBeInstanceOf(WalletError);
        expect(failure()).not.toBeInstanceOf(WrongNetworkError);
        expect(wallet.calls.map((call) => call.method)).toEqual(['eth_chainId']);
      },
    );

    it("a wallet that cannot answer: its error typed, a 'no' as a rejection, nothing estimated or sent", async () => {
      const locked = anywhere(() => {
        throw {
          code: 4100,
          message: 'The requested account and/or method has not been authorized',
        };
      });
      const first = run(locked);
      expect(await first.result).toBeNull();
      expect(first.failure()).toBeInstanceOf(ProviderRpcError);
      expect(locked.calls.map((call) => call.method)).toEqual(['eth_chainId']);

      const refusing = anywhere(() => {
        throw { code: 4001, message: 'User rejected the request.' };
      });
      const second = run(refusing);
      expect(await second.result).toBeNull();
      expect(second.failure()).toBeInstanceOf(UserRejectedRequestError);
      expect(refusing.calls.map((call) => call.method)).toEqual(['eth_chainId']);
    });
  });

  describe('logs every gas estimation failure (spec 001 §8)', () => {
    it('per failed candidate, even when a later one estimates', async () => {
      const reverted = new ProviderRpcError('execution reverted', -32000);
      const wallet = scriptedWallet({
        eth_estimateGas: (params) => {
          if (params.data === '0x01') throw reverted;
          return '0x64';
        },
        ...walletOn(ACCOUNT),
        eth_sendTransaction: () => HASH,
      });
      const { result, logged } = run(wallet, {
        calls: () => [
          { address: TARGET, callData: '0x01' },
          { address: TARGET, callData: '0x02' },
        ],
      });
      expect(await result).toBe(HASH);
      expect(logged).toEqual([
        ['warn', 'Gas estimation failed', { to: TARGET, data: '0x01', error: reverted }],
      ]);
    });

    it("and, when none estimates, the reason nothing was sent in the write's own words", async () => {
      const wallet = scriptedWallet({
        ...onChain,
        eth_estimateGas: () => {
          throw new Error('reverted');
        },
      });
      const wouldFail = new Error('This transaction would fail. Please contact support.');
      const { result, logged } = run(wallet, {
        calls: () => [
          { address: TARGET, callData: '0x01' },
          { address: TARGET, callData: '0x02' },
        ],
        explainEstimateFailure: async () => wouldFail,
      });
      expect(await result).toBeNull();
      expect(logged.map(([level, message]) => [level, message])).toEqual([
        ['warn', 'Gas estimation failed'],
        ['warn', 'Gas estimation failed'],
        ['error', 'This transaction would fail. Please contact support.'],
      ]);
      expect(wallet.calls.map((call) => call.method)).not.toContain('eth_sendTransaction');
    });

    it('without an explanation, as the GasEstimateError with the revert reason', async () => {
      const wallet = scriptedWallet({
        ...onChain,
        eth_estimateGas: () => {
          throw { code: -32000, message: 'execution reverted: STF' };
        },
      });
      const { result, logged } = run(wallet);
      expect(await result).toBeNull();
      expect(logged.map(([level, message]) => [level, message])).toEqual([
        ['warn', 'Gas estimation failed'],
        ['error', 'Gas estimation failed: STF'],
      ]);
    });

    it('but not a rejection or the wrong network, which are no estimate failures', async () => {
      const wallet = scriptedWallet({
        ...onChain,
        eth_estimateGas: () => {
          throw new WrongNetworkError(1);
        },
      });
      const { result, logged } = run(wallet);
      expect(await result).toBeNull();
      expect(logged).toEqual([]);
    });
  });
});
