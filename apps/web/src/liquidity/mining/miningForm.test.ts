import type { SignedPermit } from '@dex/approvals';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { depositError, stakeActionError, usableStakePermit } from './miningForm';

const LP = new Token(31337, '0x00000000000000000000000000000000000000aa', 18, 'UNI-V2');
const amount = (raw: bigint) => CurrencyAmount.fromRawAmount(LP, raw.toString());
const ACCOUNT = '0x00000000000000000000000000000000000000bb';
const POOL = '0x00000000000000000000000000000000000000cc';

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

describe('usableStakePermit', () => {
  const permit: SignedPermit = {
    token: LP.address,
    owner: ACCOUNT,
    spender: POOL,
    nonce: 3n,
    deadline: 2_000n,
    type: 'amount',
    value: 100n,
    v: 27,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
  };
  const wanted = {
    token: LP.address,
    owner: ACCOUNT,
    pool: POOL,
    nonce: 3n,
    amount: 100n,
    now: 1_000n,
  };

  it('keeps a permit for exactly the amount, to this pool, before its deadline', () => {
    expect(usableStakePermit(permit, wanted)).toBe(permit);
  });

  it('drops it for another amount, pool, nonce, or once expired', () => {
    expect(usableStakePermit(permit, { ...wanted, amount: 99n })).toBeNull();
    expect(usableStakePermit(permit, { ...wanted, pool: LP.address })).toBeNull();
    expect(usableStakePermit(permit, { ...wanted, nonce: 4n })).toBeNull();
    expect(usableStakePermit(permit, { ...wanted, now: 2_000n })).toBeNull();
    expect(usableStakePermit(null, wanted)).toBeNull();
  });
});
