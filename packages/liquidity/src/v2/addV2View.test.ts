import { ApprovalState } from '@dex/approvals';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it, vi } from 'vitest';
import { PoolState } from '../pools';
import { v2AddTerms } from '../review';
import { V2AddField } from './add';
import { addV2Review } from './addReview';
import { EMPTY_V2_ADD_STATE } from './addState';
import { addV2Buttons, addV2Inputs, addV2PageView, addV2View, v2AddFieldValue } from './addV2View';

const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const dai = CurrencyAmount.fromRawAmount(DAI, '1000000000000000000');
const usdc = CurrencyAmount.fromRawAmount(USDC, '1000000');
const input = {
  firstDeposit: true,
  pairState: PoolState.NOT_EXISTS,
  pair: null,
  currencyA: DAI,
  currencyB: USDC,
  amountA: dai,
  amountB: usdc,
  share: undefined,
  review: { amountA: dai, amountB: usdc },
  locale: 'en-US',
};

describe('addV2View', () => {
  it("creates a pair: its title, the first provider's messages, initial prices and 100%", () => {
    const view = addV2View(t, input);
    expect(view.title).toBe('addV2.createTitle');
    expect(view.firstProvider).toHaveLength(3);
    expect(view.prices?.title).toBe('addV2.initialPrices');
    expect(view.prices?.facts.at(-1)).toEqual({ label: 'addV2.shareOfPool', value: '100%' });
    expect(view.headline).toBe('DAI/USDC');
    expect(view.reviewLabels).toEqual({
      title: 'addV2.creatingPool',
      confirm: 'addV2.createAndSupply',
    });
    expect(view.reviewLines.map((line) => line.value).slice(0, 2)).toEqual(['1', '1']);
    expect(view.summary({ amountA: dai, amountB: usdc })).toContain('"symbolB":"USDC"');
  });

  it('adds to a pair: no first-provider messages, the LP tokens received in the headline', () => {
    const pair = new Pair(dai, usdc);
    const view = addV2View(t, {
      ...input,
      firstDeposit: false,
      pairState: PoolState.EXISTS,
      pair,
    });
    expect(view.title).toBe('addV2.title');
    expect(view.firstProvider).toBeUndefined();
    expect(view.prices?.title).toBe('addV2.prices');
    expect(view.headline).toContain('addV2.poolTokens');
    expect(view.reviewLabels.confirm).toBe('addV2.confirmSupply');
    expect(addV2View(t, { ...input, pairState: PoolState.INVALID }).prices).toBeUndefined();
  });

  it('shows the typed field as typed, the other as typed (a new pool) or computed', () => {
    const state = { ...EMPTY_V2_ADD_STATE, typedValue: '1.0', otherTypedValue: '2' };
    expect(v2AddFieldValue(state, state.independentField, false, usdc)).toBe('1.0');
    const other =
      state.independentField === V2AddField.CURRENCY_A
        ? V2AddField.CURRENCY_B
        : V2AddField.CURRENCY_A;
    expect(v2AddFieldValue(state, other, true, usdc)).toBe('2');
    expect(v2AddFieldValue(state, other, false, usdc)).toBe('1');
  });
});

describe('addV2Review', () => {
  it('reviews both amounts bound to the chain and account; none until both are known', () => {
    const base = { amountA: dai, amountB: usdc, slippageBips: 50, firstDeposit: false };
    const review = addV2Review({ ...base, chainId: 1, account: '0xabc' });
    expect(review?.binding).toEqual({ chainId: 1, account: '0xabc', recipient: '0xabc' });
    expect(review?.terms).toEqual(v2AddTerms(base));
    expect(addV2Review({ ...base, amountB: undefined, chainId: 1, account: null })).toBeNull();
  });
});

describe('addV2Buttons', () => {
  const handlers = () => ({ onApprove: vi.fn(), onConnect: vi.fn(), onSupply: vi.fn() });
  const deposits = [
    { amount: dai, approval: ApprovalState.NOT_APPROVED },
    { amount: usdc, approval: ApprovalState.APPROVED },
  ];

  it('approves each side not yet approved, and supplies once allowed', () => {
    const on = handlers();
    const { approvals, action } = addV2Buttons(t, { deposits, error: null, canSupply: false }, on);
    expect(approvals.map((button) => button.label)).toEqual(['addV2.approve {"symbol":"DAI"}']);
    approvals[0]?.onClick();
    expect(on.onApprove).toHaveBeenCalledWith(dai, 'addV2.approve {"symbol":"DAI"}');
    expect(action).toMatchObject({ label: 'addV2.supply', disabled: true });
    const ready = addV2Buttons(t, { deposits: [], error: null, canSupply: true }, on).action;
    expect(ready.disabled).toBe(false);
    ready.onClick();
    expect(on.onSupply).toHaveBeenCalled();
  });

  it("says what is missing; only 'Connect Wallet' is pressable and opens the wallet", () => {
    const on = handlers();
    const connect = addV2Buttons(
      t,
      { deposits, error: { kind: 'connectWallet' }, canSupply: false },
      on,
    ).action;
    expect(connect).toMatchObject({ label: 'addLiquidity.connectWallet', disabled: false });
    connect.onClick();
    expect(on.onConnect).toHaveBeenCalled();
    const invalid = addV2Buttons(
      t,
      { deposits, error: { kind: 'invalidPair' }, canSupply: false },
      on,
    );
    expect(invalid.action).toMatchObject({ label: 'addLiquidity.invalidPair', disabled: true });
  });
});

describe('addV2Inputs', () => {
  it("shows each side's text and balance; typing dispatches, the button picks that side", () => {
    const dispatch = vi.fn();
    const select = vi.fn();
    const { inputA, inputB } = addV2Inputs(
      t,
      {
        state: { ...EMPTY_V2_ADD_STATE, independentField: V2AddField.CURRENCY_A, typedValue: '1' },
        firstDeposit: false,
        sides: [
          { currency: DAI, amount: dai, balance: dai },
          { currency: USDC, amount: usdc, balance: undefined },
        ],
        gasPriceWei: undefined,
        locale: 'en-US',
      },
      { dispatch, select },
    );
    expect(inputA).toMatchObject({ label: 'DAI', value: '1', currencySymbol: 'DAI' });
    expect(inputA.balanceText).toContain('swap.balance');
    expect(inputB).toMatchObject({ label: 'USDC', value: '1' });
    expect(inputB).not.toHaveProperty('balanceText');
    inputB.onUserInput('2');
    expect(dispatch).toHaveBeenCalledWith({
      type: 'typeInput',
      field: V2AddField.CURRENCY_B,
      typedValue: '2',
      noLiquidity: false,
    });
    inputA.onCurrencyClick();
    expect(select).toHaveBeenCalledWith('A');
  });
});

describe('addV2PageView', () => {
  it('builds the texts, both fields and the buttons from the reads; Supply hands on the summary', () => {
    const onSupply = vi.fn();
    const dispatch = vi.fn();
    const view = addV2PageView(
      t,
      {
        state: EMPTY_V2_ADD_STATE,
        firstDeposit: true,
        pairState: PoolState.NOT_EXISTS,
        pair: null,
        sides: [
          { currency: DAI, amount: dai, balance: dai },
          { currency: USDC, amount: usdc, balance: usdc },
        ],
        approvals: [ApprovalState.APPROVED, ApprovalState.APPROVED],
        share: undefined,
        error: null,
        canSupply: true,
        review: null,
      },
      {
        gasPriceWei: undefined,
        locale: 'en-US',
        dispatch,
        select: vi.fn(),
        onApprove: vi.fn(),
        onConnect: vi.fn(),
        onSupply,
      },
    );
    expect(view.title).toBe('addV2.createTitle');
    expect(view.approvals).toEqual([]);
    expect(view.action).toMatchObject({ label: 'addV2.supply', disabled: false });
    view.action.onClick();
    expect(onSupply).toHaveBeenCalledWith(view.summary);
    view.inputA.onUserInput('2');
    expect(dispatch).toHaveBeenCalledWith({
      type: 'typeInput',
      field: V2AddField.CURRENCY_A,
      typedValue: '2',
      noLiquidity: true,
    });
  });
});
