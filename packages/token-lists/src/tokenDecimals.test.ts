import { describe, expect, it } from 'vitest';
import { addressFor } from '../fixtures/generate';
import {
  InvalidTokenDecimalsError,
  isUsableTokenDecimals,
  MAX_TOKEN_DECIMALS,
  tokenDecimalsError,
} from './tokenDecimals';

const address = addressFor(3);

describe('token decimals', () => {
  // apps/web's currencies test checks that @uniswap/sdk-core builds exactly this range.
  it('accepts 0 to 254', () => {
    for (const decimals of [0, 6, 18, MAX_TOKEN_DECIMALS]) {
      expect(isUsableTokenDecimals(decimals)).toBe(true);
    }
  });

  it.each([255, 256, -1, 1.5, Number.NaN, '18', null])('refuses %s', (decimals) => {
    expect(isUsableTokenDecimals(decimals)).toBe(false);
  });

  it('says which token and what it declared, also for answers beyond any number', () => {
    expect(tokenDecimalsError(address, 18)).toBeNull();
    expect(tokenDecimalsError(address, 254n)).toBeNull();
    const error = tokenDecimalsError(address, 255);
    expect(error).toBeInstanceOf(InvalidTokenDecimalsError);
    expect(error?.message).toBe(
      `Token ${address} declares 255 decimals; at most 254 are supported`,
    );
    expect(error).toMatchObject({ address, decimals: 255 });
    expect(tokenDecimalsError(address, 2n ** 200n)?.decimals).toBe(2n ** 200n);
  });
});
