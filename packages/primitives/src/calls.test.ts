import { describe, expect, it } from 'vitest';
import { addGasMargin, toQuantity, walletTransaction } from './calls';
import { InvalidArgumentError } from './errors';

it.each([
  [100_000n, 110_000n],
  [21_000n, 23_100n],
  // Rounded down.
  [9n, 9n],
  [0n, 0n],
])('adds 10%% to an estimate of %s gas', (estimate, expected) => {
  expect(addGasMargin(estimate)).toBe(expected);
});

describe('toQuantity', () => {
  it.each([
    [0n, '0x0'],
    [0, '0x0'],
    [21_000n, '0x5208'],
    [31_337, '0x7a69'],
    [10n ** 18n, '0xde0b6b3a7640000'],
  ])('writes %s as %s', (value, expected) => {
    expect(toQuantity(value)).toBe(expected);
  });

  it.each([-1n, -1, 1.5, Number.NaN])('refuses %s', (value) => {
    expect(() => toQuantity(value)).toThrow(InvalidArgumentError);
  });
});

describe('walletTransaction', () => {
  const FROM = '0x1111111111111111111111111111111111111111';
  const TO = '0x2222222222222222222222222222222222222222';

  it('sends the call from the account, without value or gas unless there are some', () => {
    expect(walletTransaction(FROM, { address: TO, callData: '0xabcd' })).toEqual({
      from: FROM,
      to: TO,
      data: '0xabcd',
    });
    expect(walletTransaction(FROM, { address: TO, callData: '0xabcd', value: 0n })).toEqual({
      from: FROM,
      to: TO,
      data: '0xabcd',
    });
  });

  it('carries a positive value and a gas limit as hex quantities', () => {
    expect(
      walletTransaction(FROM, { address: TO, callData: '0x', value: 10n ** 18n }, 23_100n),
    ).toEqual({ from: FROM, to: TO, data: '0x', value: '0xde0b6b3a7640000', gas: '0x5a3c' });
  });
});
