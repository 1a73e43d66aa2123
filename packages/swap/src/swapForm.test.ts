import { amountText } from '@dex/router';
import { TradeType } from '@uniswap/sdk-core';
import { Route, Trade } from '@uniswap/v2-sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldAmount,
  liveSwapReview,
  type SwapFormInput,
  swapFieldTexts,
  swappedToken,
  swapTradeRequest,
  wrapRequest,
} from './swapForm';
import { SwapField } from './swapState';
import { ACCOUNT, amount, CHAIN, DAI, E18, ETH, pair, trade, WETH } from './wethDaiTrade.testing';
import { WrapType } from './wrapType';

describe('swapTradeRequest', () => {
  const form: SwapFormInput = {
    chainId: CHAIN,
    independentField: SwapField.INPUT,
    input: WETH,
    output: DAI,
    amount: amount(WETH, E18),
    wrapType: WrapType.NOT_APPLICABLE,
  };

  it('asks for a trade of the typed amount, exact on the typed side', () => {
    expect(swapTradeRequest(form)).toEqual({
      chainId: CHAIN,
      input: WETH,
      output: DAI,
      amount: form.amount,
      exactInput: true,
    });
    expect(swapTradeRequest({ ...form, independentField: SwapField.OUTPUT })?.exactInput).toBe(
      false,
    );
  });

  it('asks nothing without both currencies and an amount, for a wrap or the same token', () => {
    expect(swapTradeRequest({ ...form, output: null })).toBeNull();
    expect(swapTradeRequest({ ...form, amount: undefined })).toBeNull();
    expect(swapTradeRequest({ ...form, input: ETH, wrapType: WrapType.WRAP })).toBeNull();
    // The native coin against its own wrapped token, whatever the wrap type says.
    expect(swapTradeRequest({ ...form, input: ETH, output: WETH })).toBeNull();
  });
});

describe('fieldAmount', () => {
  const state = { independentField: SwapField.INPUT, typedValue: '1.5' };

  it('shows the typed amount on the typed side and the trade on the other', () => {
    const noTrade = vi.fn(() => trade);
    expect(
      fieldAmount(SwapField.INPUT, state, WrapType.NOT_APPLICABLE, WETH, noTrade)?.toExact(),
    ).toBe('1.5');
    // The typed side never asks for the trade (it may load the trade code).
    expect(noTrade).not.toHaveBeenCalled();
    expect(fieldAmount(SwapField.OUTPUT, state, WrapType.NOT_APPLICABLE, DAI, () => trade)).toBe(
      trade.outputAmount,
    );
    expect(fieldAmount(SwapField.OUTPUT, state, WrapType.NOT_APPLICABLE, DAI, () => null)).toBe(
      undefined,
    );
  });

  it('shows the typed amount on both sides of a wrap', () => {
    expect(fieldAmount(SwapField.OUTPUT, state, WrapType.WRAP, WETH, () => trade)?.toExact()).toBe(
      '1.5',
    );
  });
});

describe('swapFieldTexts', () => {
  it('shows the typed amount on the typed side and the trade amount on the other', () => {
    const typed = { independentField: SwapField.INPUT, typedValue: '1' };
    expect(swapFieldTexts(typed, WrapType.NOT_APPLICABLE, trade)).toEqual({
      exactInput: true,
      input: '1',
      output: amountText(trade.outputAmount),
    });
    const exactOut = { independentField: SwapField.OUTPUT, typedValue: '5' };
    const texts = swapFieldTexts(exactOut, WrapType.NOT_APPLICABLE, trade);
    expect(texts).toMatchObject({ exactInput: false, output: '5' });
    expect(texts.input).toBe(amountText(trade.inputAmount));
  });

  it('shows the typed amount on both sides of a wrap, and nothing without a trade', () => {
    const typed = { independentField: SwapField.OUTPUT, typedValue: '2' };
    expect(swapFieldTexts(typed, WrapType.WRAP, null)).toEqual({
      exactInput: false,
      input: '2',
      output: '2',
    });
    const input = { independentField: SwapField.INPUT, typedValue: '3' };
    expect(swapFieldTexts(input, WrapType.NOT_APPLICABLE, null).output).toBe('');
  });
});

describe('wrapRequest', () => {
  it('wraps or unwraps the typed amount in raw units, or asks for no wrap', () => {
    expect(wrapRequest(WrapType.WRAP, ETH, amount(WETH, 2n * E18))).toEqual({
      kind: 'wrap',
      wrappedNative: WETH.address,
      amount: 2n * E18,
    });
    expect(wrapRequest(WrapType.UNWRAP, WETH, undefined)).toEqual({
      kind: 'unwrap',
      wrappedNative: WETH.address,
      amount: undefined,
    });
    expect(wrapRequest(WrapType.NOT_APPLICABLE, null, undefined).kind).toBe('none');
  });
});

describe('liveSwapReview', () => {
  const live = {
    chainId: CHAIN,
    account: ACCOUNT,
    trade,
    typedRecipient: null,
    recipient: ACCOUNT,
    allowedSlippageBips: 50,
  };

  it('holds the trade, the slippage and the recipient (null for the account itself)', () => {
    expect(liveSwapReview(live)).toEqual({
      chainId: CHAIN,
      account: ACCOUNT,
      trade,
      allowedSlippageBips: 50,
      recipient: null,
    });
    const other = `0x${'4'.repeat(40)}`;
    expect(
      liveSwapReview({ ...live, typedRecipient: 'bob.eth', recipient: other })?.recipient,
    ).toBe(other);
  });

  it('is null without an account or a trade, or while a typed recipient is unresolved', () => {
    expect(liveSwapReview({ ...live, account: null })).toBeNull();
    expect(liveSwapReview({ ...live, trade: null })).toBeNull();
    expect(liveSwapReview({ ...live, typedRecipient: 'bob.eth', recipient: null })).toBeNull();
  });
});

describe('swappedToken', () => {
  it('is the output token, or null for the native coin', () => {
    expect(swappedToken(trade)).toBe(DAI);
    const toEth = new Trade(new Route([pair], DAI, ETH), amount(DAI, E18), TradeType.EXACT_INPUT);
    expect(swappedToken(toEth)).toBeNull();
  });
});
