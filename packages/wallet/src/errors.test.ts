import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  getProviderErrorCode,
  isUserRejection,
  ProviderRpcError,
  toWalletError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
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

  it('maps a 4001 provider error to UserRejectedRequestError', () => {
    const error = toWalletError({ code: 4001, message: 'User denied' });
    expect(error).toBeInstanceOf(UserRejectedRequestError);
    expect(error.message).toBe('Transaction rejected.');
  });

  it('treats WalletConnect 5000 as a rejection', () => {
    expect(isUserRejection({ code: 5000, message: 'User rejected.' })).toBe(true);
    expect(isUserRejection({ code: 4100 })).toBe(false);
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
