import { ApprovalState } from '@dex/approvals';
import { createTranslator } from '@dex/primitives';
import { CurrencyAmount, Percent, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it, vi } from 'vitest';
import { BurnField } from './burn';
import {
  burnFieldValue,
  burnSliderPercent,
  type RemoveV2Message,
  removalPriceFacts,
  removeAction,
  removeV2Buttons,
  removeV2PageView,
  removeV2View,
} from './removeView';

// The app's English texts for these messages.
const t = createTranslator<RemoveV2Message>(
  {
    'addLiquidity.connectWallet': 'Connect Wallet',
    'addLiquidity.enterAmount': 'Enter an amount',
    'removeV2.remove': 'Remove',
    'removeV2.priceLabel': '1 {base} =',
    'removeV2.priceValue': '{price} {quote}',
  },
  undefined,
);
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const echo = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const pair = new Pair(
  CurrencyAmount.fromRawAmount(DAI, '1000000000000000000000'),
  CurrencyAmount.fromRawAmount(USDC, '1000000000'),
);
// Half the LP: its tokens and each side's amount.
const derived = {
  percent: new Percent(50, 100),
  liquidity: CurrencyAmount.fromRawAmount(pair.liquidityToken, '1000'),
  amountA: CurrencyAmount.fromRawAmount(DAI, '2000000000000000000'),
  amountB: CurrencyAmount.fromRawAmount(USDC, '2000000'),
};

describe('the V2 removal form', () => {
  it("moves the slider with the typed percent, else with the typed amount's share", () => {
    const percent = { percent: new Percent(1234, 10_000) };
    const typed = (independentField: BurnField, typedValue: string) => ({
      independentField,
      typedValue,
    });
    expect(burnSliderPercent(typed(BurnField.LIQUIDITY_PERCENT, '25'), percent)).toBe(25);
    expect(burnSliderPercent(typed(BurnField.LIQUIDITY_PERCENT, 'x'), percent)).toBe(0);
    expect(burnSliderPercent(typed(BurnField.CURRENCY_A, '1'), percent)).toBe(12);
  });

  it('shows what was typed in its field and the derived amounts, plain, in the others', () => {
    const burn = { independentField: BurnField.CURRENCY_A, typedValue: '1.50' };
    const amount = CurrencyAmount.fromRawAmount(DAI, (1_234_567n * 10n ** 15n).toString());
    expect(burnFieldValue(burn, BurnField.CURRENCY_A, amount)).toBe('1.50');
    expect(burnFieldValue(burn, BurnField.CURRENCY_B, amount)).toBe('1234.56');
    expect(burnFieldValue(burn, BurnField.LIQUIDITY, undefined)).toBe('');
  });

  it("writes the pair's price both ways round, none without the pair", () => {
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(DAI, (2_000n * 10n ** 18n).toString()),
      CurrencyAmount.fromRawAmount(USDC, (1_000n * 10n ** 6n).toString()),
    );
    const symbols = { symbolA: 'DAI', symbolB: 'USDC' };
    expect(removalPriceFacts(t, pair, DAI, symbols, 'de')).toEqual([
      { label: '1 DAI =', value: '0,5 USDC' },
      { label: '1 USDC =', value: '2 DAI' },
    ]);
    expect(removalPriceFacts(t, null, DAI, symbols, 'en')).toEqual([]);
    expect(removalPriceFacts(t, pair, undefined, symbols, 'en')).toEqual([]);
  });

  it("says 'Connect Wallet' (opening the wallet), 'Enter an amount', or Remove once approved", () => {
    const handlers = { onConnect: vi.fn(), onRemove: vi.fn() };
    const connect = removeAction(t, 'connectWallet', false, handlers);
    expect(connect).toMatchObject({ label: 'Connect Wallet', disabled: false });
    connect.onClick();
    expect(handlers.onConnect).toHaveBeenCalled();
    expect(removeAction(t, 'enterAmount', true, handlers)).toMatchObject({
      label: 'Enter an amount',
      disabled: true,
    });
    expect(removeAction(t, null, false, handlers)).toMatchObject({
      label: 'Remove',
      disabled: true,
    });
    const remove = removeAction(t, null, true, handlers);
    expect(remove.disabled).toBe(false);
    remove.onClick();
    expect(handlers.onRemove).toHaveBeenCalled();
  });
});

describe('removeV2View', () => {
  const input = {
    mode: 'simple' as const,
    burn: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    derived,
    pair,
    currencyA: DAI,
    currencyB: USDC,
    receiveOther: 'WETH',
    locale: 'en-US',
  };

  it('labels the form, its three fields, the payout and the review for the pair', () => {
    const onType = vi.fn();
    const view = removeV2View(echo, input, onType);
    expect(view.labels.toggleMode).toBe('removeV2.detailed');
    expect(view.percent).toBe(50);
    expect(view.inputs.map((field) => field.currencySymbol)).toEqual(['DAI/USDC', 'DAI', 'USDC']);
    view.inputs[1]?.onUserInput('3');
    expect(onType).toHaveBeenCalledWith(BurnField.CURRENCY_A, '3');
    expect(view.receive).toEqual([
      { label: 'DAI', value: '2' },
      { label: 'USDC', value: '2' },
    ]);
    expect(view.receiveLabel).toBe('removeV2.receive {"symbol":"WETH"}');
    expect(view.headline).toBe('2 DAI + 2 USDC');
    expect(view.reviewLines).toHaveLength(3);
    expect(view.reviewLabels).toEqual({
      title: 'removeV2.youWillReceive',
      confirm: 'removeV2.confirm',
    });
  });

  it('offers no receive link without a native side, and dashes for unknown amounts', () => {
    const view = removeV2View(
      echo,
      {
        ...input,
        mode: 'detailed',
        receiveOther: undefined,
        derived: { ...input.derived, amountA: undefined, amountB: undefined },
      },
      vi.fn(),
    );
    expect(view.labels.toggleMode).toBe('removeV2.simple');
    expect(view.receiveLabel).toBeUndefined();
    expect(view.receive.map((line) => line.value)).toEqual(['-', '-']);
  });
});

describe('removeV2Buttons', () => {
  const keys = (key: string) => key;
  const handlers = () => ({ onApprove: vi.fn(), onConnect: vi.fn(), onRemove: vi.fn() });

  it('asks to approve the LP tokens first, with the history text, then offers Remove', () => {
    const on = handlers();
    const input = { error: null, approveSummary: 'Approve DAI/USDC' } as const;
    const notApproved = removeV2Buttons(keys, { ...input, approval: 'NOT_APPROVED' }, on);
    expect(notApproved.approval).toMatchObject({ label: 'removeV2.approve', status: 'approve' });
    expect(notApproved.action).toMatchObject({ label: 'removeV2.remove', disabled: true });
    notApproved.approval?.onClick();
    expect(on.onApprove).toHaveBeenCalledWith('Approve DAI/USDC');
    const approved = removeV2Buttons(keys, { ...input, approval: 'APPROVED' }, on);
    expect(approved.approval?.status).toBe('approved');
    expect(approved.action.disabled).toBe(false);
  });

  it('shows only what is missing while the amounts are not valid', () => {
    const buttons = removeV2Buttons(
      keys,
      { error: 'enterAmount', approval: 'NOT_APPROVED', approveSummary: '' },
      handlers(),
    );
    expect(buttons.approval).toBeUndefined();
    expect(buttons.action).toMatchObject({ label: 'addLiquidity.enterAmount', disabled: true });
  });
});

describe('removeV2PageView', () => {
  const reads = {
    burn: { independentField: BurnField.LIQUIDITY_PERCENT, typedValue: '50' },
    derived: {
      ...derived,
      liquidityValueA: undefined,
      liquidityValueB: undefined,
      error: null,
    },
    pair,
    currencyA: DAI,
    currencyB: USDC,
    approval: ApprovalState.APPROVED,
    receiveWrapped: false,
    nativeSymbols: { native: 'ETH', wrapped: 'WETH' },
  };
  const page = () => ({
    mode: 'simple' as const,
    locale: 'en-US',
    setBurn: vi.fn(),
    setReceiveWrapped: vi.fn(),
    onApprove: vi.fn(),
    onConnect: vi.fn(),
    onRemove: vi.fn(),
  });

  it("offers the native side's other form and flips it; the slider sets the percent", () => {
    const on = page();
    const view = removeV2PageView(echo, reads, on);
    expect(view.receiveToggle?.label).toBe('removeV2.receive {"symbol":"WETH"}');
    view.receiveToggle?.onClick();
    expect(on.setReceiveWrapped).toHaveBeenCalledWith(true);
    const wrapped = removeV2PageView(echo, { ...reads, receiveWrapped: true }, on);
    expect(wrapped.receiveToggle?.label).toBe('removeV2.receive {"symbol":"ETH"}');
    view.onPercentChange(75);
    expect(on.setBurn).toHaveBeenCalledWith({
      independentField: BurnField.LIQUIDITY_PERCENT,
      typedValue: '75',
    });
    expect(view.approval?.status).toBe('approved');
    expect(view.action.disabled).toBe(false);
  });

  it('has no toggle without a native side', () => {
    const view = removeV2PageView(echo, { ...reads, nativeSymbols: undefined }, page());
    expect(view).not.toHaveProperty('receiveToggle');
  });
});
