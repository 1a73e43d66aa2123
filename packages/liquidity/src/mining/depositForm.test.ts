import { describe, expect, it } from 'vitest';
import { miningDepositForm, miningLpToken } from './depositForm';
import { e18, miningPool, pair } from './miningPool.testing';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const pool = miningPool(2n * e18, 1n, true);
const input = { pool, account: ACCOUNT, typed: '1.5', unstakedBalance: 3n * e18 };

describe('miningDepositForm', () => {
  it('reads the typed deposit and the unstaked LP in the pool’s LP token', () => {
    expect(miningLpToken(pool)).toBe(pool.info.totalStakedAmount.currency);
    const form = miningDepositForm(input);
    expect(form.amount?.currency.equals(pair.liquidityToken)).toBe(true);
    expect(form.amount?.toExact()).toBe('1.5');
    expect(form.unstakedAmount?.toExact()).toBe('3');
    expect(form).toMatchObject({ depositError: null, stakeActionError: null });
  });

  it('asks for a wallet, then an amount within the unstaked LP', () => {
    expect(miningDepositForm({ ...input, account: null })).toMatchObject({
      depositError: 'connectWallet',
      stakeActionError: 'connectWallet',
    });
    expect(miningDepositForm({ ...input, typed: '' }).depositError).toBe('enterAmount');
    expect(miningDepositForm({ ...input, unstakedBalance: undefined })).toMatchObject({
      unstakedAmount: undefined,
      depositError: 'enterAmount',
    });
  });

  it('offers Withdraw and Claim only with something staked, and nothing without a pool', () => {
    const unstaked = miningPool(0n, 1n, true);
    expect(miningDepositForm({ ...input, pool: unstaked }).stakeActionError).toBe('enterAmount');
    expect(miningDepositForm({ ...input, pool: undefined })).toMatchObject({
      amount: undefined,
      unstakedAmount: undefined,
    });
  });
});
