import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { depositError, stakeActionError } from './formErrors';

const LP = new Token(31337, '0x00000000000000000000000000000000000000aa', 18, 'UNI-V2');
const amount = (raw: bigint) => CurrencyAmount.fromRawAmount(LP, raw.toString());
const ACCOUNT = '0x00000000000000000000000000000000000000bb';

describe('depositError', () => {
  it('asks for a wallet first, then for an amount that parses and fits the unstaked balance', () => {
    expect(depositError(null, amount(1n), 10n)).toBe('connectWallet');
    expect(depositError(ACCOUNT, undefined, 10n)).toBe('enterAmount');
    expect(depositError(ACCOUNT, amount(11n), 10n)).toBe('enterAmount');
    expect(depositError(ACCOUNT, amount(1n), undefined)).toBe('enterAmount');
    expect(depositError(ACCOUNT, amount(10n), 10n)).toBeNull();
  });
});

describe('stakeActionError', () => {
  it('needs a wallet and an existing stake', () => {
    expect(stakeActionError(undefined, amount(5n))).toBe('connectWallet');
    expect(stakeActionError(ACCOUNT, amount(0n))).toBe('enterAmount');
    expect(stakeActionError(ACCOUNT, undefined)).toBe('enterAmount');
    expect(stakeActionError(ACCOUNT, amount(5n))).toBeNull();
  });
});
