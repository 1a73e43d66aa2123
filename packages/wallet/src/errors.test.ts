import { DexError } from '@dex/primitives';
import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  getProviderErrorCode,
  isUserRejection,
  NoSignatureError,
  NoTransactionHashError,
  ProviderRpcError,
  toWalletError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
  WalletNotConnectedError,
  WrongNetworkError,
} from './errors';

describe('wallet errors', () => {
  it('carry the spec messages', () => {
    expect(new UserRejectedRequestError().message).toBe('Transaction rejected.');
    expect(new UserRejectedRequestError().code).toBe(4001);
    expect(new ConnectionError().message).toBe('Error connecting.');
    expect(new WrongNetworkError(5).message).toBe(
      'Please connect to the appropriate Ethereum network.',
    );
    expect(new UnsupportedNetworkIdError(99).message).toBe('Unsupported network ID: 99');
    expect(new UserRejectedRequestError().name).toBe('UserRejectedRequestError');
  });

  it('carry a stable errorCode beside the numeric provider code', () => {
    const rejected = new UserRejectedRequestError();
    expect(rejected).toBeInstanceOf(DexError);
    expect(rejected.errorCode).toBe('wallet/user-rejected');
    expect(rejected.code).toBe(4001);
    expect(new WrongNetworkError(5).errorCode).toBe('wallet/wrong-network');
    expect(toWalletError({ code: -32000, message: 'nonce too low' }).errorCode).toBe(
      'wallet/provider-rpc',
    );
  });

  it("name a wallet's empty answers by their own codes", () => {
    const noHash = new NoTransactionHashError({ ok: true });
    expect(noHash.message).toBe('No transaction hash found.');
    expect(noHash.errorCode).toBe('wallet/no-transaction-hash');
    expect(noHash.result).toEqual({ ok: true });
    expect(new NoSignatureError().errorCode).toBe('wallet/no-signature');
    expect(new WalletNotConnectedError().errorCode).toBe('wallet/not-connected');
  });

  it('maps a 4001 provider error to UserRejectedRequestError', () => {
    const error = toWalletError({ code: 4001, message: 'User denied' });
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('Transaction rejected.');
  });

  it('treats WalletConnect 5000 as a rejection', () => {
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
  });

  const cyclic: Record<string, unknown> = { code: -32603, message: 'Internal error' };
  cyclic.cause = cyclic;

  it.each([
    ['EIP-1193 4001', { code: 4001, message: 'User denied transaction signature.' }, true],
    ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }, true],
    ['our own typed error', new UserRejectedRequestError(), true],
    ["ethers' ACTION_REJECTED", { code: 'ACTION_REJECTED', message: 'user rejected action' }, true],
    ['4001 in error.cause', new Error('Request failed', { cause: { code: 4001 } }), true],
    ['5000 in error.error', { code: -32603, error: { code: 5000, message: 'x' } }, true],
    ['4001 in data', { code: -32603, data: { code: 4001 } }, true],
    ['5000 in data.originalError', { code: -32603, data: { originalError: { code: 5000 } } }, true],
    ['4001 in info.error', { code: 'UNKNOWN_ERROR', info: { error: { code: 4001 } } }, true],
    ['"User rejected" words under another code', { code: -32000, message: 'User rejected' }, true],
    [
      'WalletConnect rejection words nested',
      { message: 'Request failed', cause: { message: 'User rejected the request.' } },
      true,
    ],
    ['"Rejected by user"', { code: -32603, message: 'Rejected by user' }, true],
    ['a bare string', 'User denied the request', true],
    ['a revert', { code: -32000, message: 'execution reverted: UniswapV2: EXPIRED' }, false],
    ['unauthorised (4100)', { code: 4100, message: 'Unauthorized' }, false],
    ['unknown chain (4902)', { code: 4902, message: 'Unrecognized chain' }, false],
    ['a wrong network', new WrongNetworkError(1), false],
    ['a cyclic error', cyclic, false],
    ['nothing', undefined, false],
  ])('isUserRejection: %s -> %s', (_label, error, expected) => {
    expect(isUserRejection(error)).toBe(expected);
  });

  it('gives every rejection shape the same typed error and message', () => {
    const error = toWalletError({ code: -32603, data: { originalError: { code: 5000 } } });
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('Transaction rejected.');
  });

  it('reads a code wrapped in data.originalError', () => {
    expect(getProviderErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(
      4902,
    );
    expect(getProviderErrorCode('nope')).toBeUndefined();
  });

  it('passes other provider errors on with their message, code and data', () => {
    const error = toWalletError({ code: -32000, message: 'execution reverted', data: '0x01' });
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error.message).toBe('execution reverted');
    expect(error.code).toBe(-32000);
    expect((error as ProviderRpcError).data).toBe('0x01');
  });

  it('keeps typed errors unchanged', () => {
    const original = new WrongNetworkError(3);
    expect(toWalletError(original)).toBe(original);
  });
});
