import { walletTransaction } from '@dex/primitives';
import {
  type Eip1193Provider,
  ProviderRpcError,
  UserRejectedRequestError,
  WrongNetworkError,
} from '@dex/wallet';
import { describe, expect, it } from 'vitest';
import { NoTransactionHashError, WalletNotConnectedError } from '../errors/writeErrors';
import { sendTransaction } from './sendTransaction';

const FROM = '0x1111111111111111111111111111111111111111';
const TO = '0x2222222222222222222222222222222222222222';
const HASH = `0x${'ab'.repeat(32)}`;
const TRANSFER = { from: FROM, to: TO, data: '0x' };

/** A wallet whose eth_sendTransaction answers with `answer` (or throws it), recording params. */
function wallet(answer: () => unknown) {
  const sent: unknown[] = [];
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      if (method !== 'eth_sendTransaction') throw new Error(`unexpected ${method}`);
      sent.push(...((params as unknown[]) ?? []));
      return answer();
    },
  };
  return { provider, sent };
}

describe('sendTransaction', () => {
  it('sends value and gas as hex quantities and resolves with the hash', async () => {
    const { provider, sent } = wallet(() => HASH);
    const hash = await sendTransaction(
      provider,
      walletTransaction(FROM, { address: TO, callData: '0x1234', value: 10n ** 18n }, 21000n),
    );
    expect(hash).toBe(HASH);
    expect(sent).toEqual([
      { from: FROM, to: TO, data: '0x1234', value: '0xde0b6b3a7640000', gas: '0x5208' },
    ]);
  });

  it.each([
    ['4001', { code: 4001, message: 'User denied transaction signature.' }],
    ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }],
    ['a rejection nested in cause', new Error('Request failed', { cause: { code: 5000 } })],
  ])('turns a rejection (%s) into "Transaction rejected."', async (_label, thrown) => {
    const { provider } = wallet(() => {
      throw thrown;
    });
    const error = await sendTransaction(provider, TRANSFER).catch((e) => e);
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('Transaction rejected.');
  });

  it("passes the wallet's other errors on, typed, and a wrong network as it is", async () => {
    const failing = wallet(() => {
      throw { code: -32000, message: 'insufficient funds' };
    });
    const error = await sendTransaction(failing.provider, TRANSFER).catch((e) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error.message).toBe('insufficient funds');
    const wrongNetwork = new WrongNetworkError(1);
    const guarded = wallet(() => {
      throw wrongNetwork;
    });
    await expect(sendTransaction(guarded.provider, TRANSFER)).rejects.toBe(wrongNetwork);
  });

  it('needs a wallet and a transaction hash back', async () => {
    await expect(sendTransaction(null, TRANSFER)).rejects.toBeInstanceOf(WalletNotConnectedError);
    const { provider } = wallet(() => null);
    await expect(sendTransaction(provider, TRANSFER)).rejects.toThrow(
      new NoTransactionHashError(null),
    );
  });
});
