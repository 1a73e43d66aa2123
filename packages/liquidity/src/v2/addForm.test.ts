import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import { PoolState } from '../pools';
import { V2AddField } from './add';
import { v2AddForm } from './addForm';
import { EMPTY_V2_ADD_STATE } from './addState';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
// 1 DAI per USDC: 1,000 of each.
const pair = new Pair(
  CurrencyAmount.fromRawAmount(DAI, (1000n * 10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(USDC, (1000n * 10n ** 6n).toString()),
);
const balance = (token: Token, units: bigint) =>
  CurrencyAmount.fromRawAmount(token, (units * 10n ** BigInt(token.decimals)).toString());
const input = {
  state: { ...EMPTY_V2_ADD_STATE, independentField: V2AddField.CURRENCY_A, typedValue: '10' },
  pair: { state: PoolState.EXISTS, pair, totalSupply: 10n ** 18n },
  currencyA: DAI,
  currencyB: USDC,
  account: ACCOUNT,
  balanceA: balance(DAI, 100n),
  balanceB: balance(USDC, 100n),
  slippageBips: 50,
  chainId: 1,
};

describe('v2AddForm', () => {
  it('follows the pool price for the other amount, with the share and the review', () => {
    const form = v2AddForm(input);
    expect(form.firstDeposit).toBe(false);
    expect(form.amounts.amountA?.toExact()).toBe('10');
    expect(form.amounts.amountB?.toExact()).toBe('10');
    expect(form.share?.poolShare.toFixed(2)).toBe('0.99');
    expect(form.error).toBeNull();
    expect(form.review).toMatchObject({ firstDeposit: false, slippageBips: 50 });
    expect(form.review?.binding).toEqual({ chainId: 1, account: ACCOUNT, recipient: ACCOUNT });
  });

  it('takes both typed amounts for a new pair, which set its price', () => {
    const form = v2AddForm({
      ...input,
      state: { ...input.state, otherTypedValue: '5' },
      pair: { state: PoolState.NOT_EXISTS, pair: null, totalSupply: undefined },
    });
    expect(form.firstDeposit).toBe(true);
    expect(form.amounts.amountB?.toExact()).toBe('5');
    expect(form.review?.firstDeposit).toBe(true);
  });

  it('says what is missing first, and reviews nothing without both amounts', () => {
    expect(v2AddForm({ ...input, account: null }).error).toEqual({ kind: 'connectWallet' });
    expect(v2AddForm({ ...input, balanceB: balance(USDC, 1n) }).error).toEqual({
      kind: 'insufficientBalance',
      symbol: 'USDC',
    });
    const empty = v2AddForm({ ...input, state: EMPTY_V2_ADD_STATE });
    expect(empty.error).toEqual({ kind: 'enterAmount' });
    expect([empty.share, empty.review]).toEqual([undefined, null]);
  });
});
