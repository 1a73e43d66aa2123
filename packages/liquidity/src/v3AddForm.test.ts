import { CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { FeeAmount } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { MintField } from './deposit';
import { EMPTY_MINT_STATE } from './mintState';
import { PoolState } from './pools';
import type { V3Position } from './positions';
import { USDC, usdcWethPool, WETH } from './usdcWeth.testing';
import { v3AddForm } from './v3AddForm';
import { depositPair } from './view/addView';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const pool = usdcWethPool;
const rich = (token: Token) => CurrencyAmount.fromRawAmount(token, (10n ** 30n).toString());

// WETH is A: prices read "USDC per WETH".
const input = {
  mintState: {
    ...EMPTY_MINT_STATE,
    independentField: MintField.CURRENCY_A,
    typedValue: '1',
    leftRangeTypedValue: '1500',
    rightRangeTypedValue: '2500',
  },
  currencyA: WETH,
  currencyB: USDC,
  pair: depositPair(WETH, USDC),
  fee: FeeAmount.MEDIUM,
  poolResult: { state: PoolState.EXISTS, pool },
  positionId: undefined,
  increasedPosition: null,
  account: ACCOUNT,
  balanceA: rich(WETH),
  balanceB: rich(USDC),
  slippageBips: 50,
  chainId: 1,
};

describe('v3AddForm', () => {
  it('prices the typed range and deposit against the pool, ready to review', () => {
    const form = v3AddForm(input);
    expect(form.noLiquidity).toBe(false);
    expect(form.pool).toBe(pool);
    expect(form.currentPrice?.toSignificant(4)).toBe('2000');
    expect(form.range?.invalidRange).toBe(false);
    expect(form.deposit.amountA?.toExact()).toBe('1');
    expect(Number(form.deposit.amountB?.toExact())).toBeGreaterThan(0);
    expect(form.error).toBeNull();
    expect(form.review).toMatchObject({
      createPool: false,
      slippageBips: 50,
      binding: { chainId: 1, account: ACCOUNT, recipient: ACCOUNT, positionId: undefined },
    });
  });

  it('says what is missing first: a wallet, then an amount', () => {
    expect(v3AddForm({ ...input, account: null }).error).toEqual({ kind: 'connectWallet' });
    const empty = v3AddForm({ ...input, mintState: { ...input.mintState, typedValue: '' } });
    expect(empty.error).toEqual({ kind: 'enterAmount' });
    expect(empty.review).toBeNull();
  });

  it('creates a missing pool at the typed starting price', () => {
    const form = v3AddForm({
      ...input,
      mintState: { ...input.mintState, startPriceTypedValue: '1800' },
      poolResult: { state: PoolState.NOT_EXISTS, pool: null },
    });
    expect(form.noLiquidity).toBe(true);
    expect(form.currentPrice?.toSignificant(4)).toBe('1800');
    expect(form.review?.createPool).toBe(true);
  });

  it('increases into the position on its own ticks, and refuses another pool', () => {
    const position = {
      tokenId: 7n,
      token0: USDC.address,
      token1: WETH.address,
      fee: FeeAmount.MEDIUM,
      tickLower: pool.tickCurrent - 600 - (pool.tickCurrent % 60),
      tickUpper: pool.tickCurrent + 600 - (pool.tickCurrent % 60),
      liquidity: 1n,
    } as V3Position;
    const increase = { ...input, positionId: '7', increasedPosition: position };
    const form = v3AddForm(increase);
    expect([form.range?.tickLower, form.range?.tickUpper]).toEqual([
      position.tickLower,
      position.tickUpper,
    ]);
    expect(form.increaseMismatch).toBe(false);
    expect(form.review?.binding.positionId).toBe('7');
    const other = v3AddForm({ ...increase, fee: FeeAmount.LOW });
    expect(other.increaseMismatch).toBe(true);
    expect(other.error).toEqual({ kind: 'invalidPair' });
  });
});
