import { getFactory } from '@dex/chains';
import { CurrencyAmount, TradeType } from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { FeeAmount, Pool, SwapRouter, Route as V3Route, Trade as V3Trade } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { InvalidRecipientError } from './errors';
import { buildV2SwapCalls, buildV3SwapCall, resolveSwapRecipient } from './swapCalls';
import { ETHER, USDC, usdcWethPool, WETH } from './usdcWethPool.testing';
import { computeV2PairAddress } from './v2/pairs';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n ** 21n).toString()),
  CurrencyAmount.fromRawAmount(USDC, (2n * 10n ** 12n).toString()),
);
const options = {
  routerAddress: ROUTER,
  account: ACCOUNT,
  allowedSlippageBips: 50,
  deadline: 1_700_000_000n,
};

describe('resolveSwapRecipient', () => {
  it('defaults to the account and rejects non-addresses with "Invalid recipient"', () => {
    expect(resolveSwapRecipient(ACCOUNT)).toBe(ACCOUNT);
    expect(resolveSwapRecipient(ACCOUNT, OTHER)).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(() => resolveSwapRecipient(ACCOUNT, 'alice.eth')).toThrow(InvalidRecipientError);
    expect(() => resolveSwapRecipient(ACCOUNT, 'alice.eth')).toThrow('Invalid recipient');
  });
});

describe('buildV2SwapCalls', () => {
  it('uses the ETH methods with value for native input, plus the fee-on-transfer variant', () => {
    const trade = V2Trade.exactIn(
      new V2Route([pair], ETHER, USDC),
      CurrencyAmount.fromRawAmount(ETHER, '1000000000000000000'),
    );
    const calls = buildV2SwapCalls(trade, { ...options, recipient: OTHER });
    expect(calls.map((c) => c.methodName)).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ]);
    expect(calls[0]?.value).toBe(10n ** 18n);
    expect(calls[0]?.address).toBe(ROUTER);
    // The recipient and the deadline are in the call data.
    expect(calls[0]?.callData).toContain(OTHER.slice(2).toLowerCase());
    expect(calls[0]?.callData).toContain((1_700_000_000).toString(16));
  });

  it('has one exact-output call, with no value for native output', () => {
    const trade = V2Trade.exactOut(
      new V2Route([pair], USDC, ETHER),
      CurrencyAmount.fromRawAmount(ETHER, '1000'),
    );
    const calls = buildV2SwapCalls(trade, options);
    expect(calls.map((c) => c.methodName)).toEqual(['swapTokensForExactETH']);
    expect(calls[0]?.value).toBe(0n);
    expect(() => buildV2SwapCalls(trade, { ...options, allowedSlippageBips: 20_000 })).toThrow(
      'Unexpected slippage',
    );
  });

  it('computes pair addresses from the chain factory and its init code hash', () => {
    const factory = getFactory(1, 'uniswapV2');
    if (!factory) throw new Error('no factory');
    // The well-known mainnet USDC/WETH pair.
    expect(computeV2PairAddress(factory, WETH, USDC)).toBe(
      '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    );
  });
});

describe('buildV3SwapCall', () => {
  const pool = usdcWethPool();
  const otherFeePool = new Pool(
    pool.token0,
    pool.token1,
    FeeAmount.MEDIUM,
    pool.sqrtRatioX96,
    pool.liquidity,
    pool.tickCurrent,
  );

  it('sends native input as value and wraps the swap in a multicall with refundETH for exact output', () => {
    const route = new V3Route([pool], ETHER, USDC);
    const trade = V3Trade.createUncheckedTrade({
      route,
      tradeType: TradeType.EXACT_OUTPUT,
      inputAmount: CurrencyAmount.fromRawAmount(ETHER, '1000000000000000'),
      outputAmount: CurrencyAmount.fromRawAmount(USDC, '2000000'),
    });
    const call = buildV3SwapCall(trade, {
      ...options,
      routerAddress: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    });
    // maximum in = 1.005 x input
    expect(call.value).toBe(1_005_000_000_000_000n);
    const [inner] = SwapRouter.INTERFACE.decodeFunctionData('multicall', call.callData);
    const names = (inner as string[]).map(
      (data) => SwapRouter.INTERFACE.parseTransaction({ data }).name,
    );
    expect(names).toEqual(['exactOutputSingle', 'refundETH']);
  });

  // Exact input can fill partly (the pool's liquidity runs out before the whole input is in; the
  // Quoter then quotes what it can fill): the ETH not spent must come back, not stay in the router.
  it('refunds unspent ETH for an exact-input ETH trade: one route and several', () => {
    const names = (callData: string) => {
      const [inner] = SwapRouter.INTERFACE.decodeFunctionData('multicall', callData);
      return (inner as string[]).map(
        (data) => SwapRouter.INTERFACE.parseTransaction({ data }).name,
      );
    };
    const single = buildV3SwapCall(
      V3Trade.createUncheckedTrade({
        route: new V3Route([pool], ETHER, USDC),
        tradeType: TradeType.EXACT_INPUT,
        inputAmount: CurrencyAmount.fromRawAmount(ETHER, '1000000000000000'),
        outputAmount: CurrencyAmount.fromRawAmount(USDC, '2000000'),
      }),
      options,
    );
    expect(single.value).toBe(1_000_000_000_000_000n);
    expect(names(single.callData)).toEqual(['exactInputSingle', 'refundETH']);

    const twoRoutes = buildV3SwapCall(
      V3Trade.createUncheckedTradeWithMultipleRoutes({
        routes: [
          [pool, 600n],
          [otherFeePool, 400n],
        ].map(([routePool, wei]) => ({
          route: new V3Route([routePool as Pool], ETHER, USDC),
          inputAmount: CurrencyAmount.fromRawAmount(
            ETHER,
            ((wei as bigint) * 10n ** 12n).toString(),
          ),
          outputAmount: CurrencyAmount.fromRawAmount(USDC, ((wei as bigint) * 2000n).toString()),
        })),
        tradeType: TradeType.EXACT_INPUT,
      }),
      { ...options, recipient: OTHER },
    );
    expect(twoRoutes.value).toBe(1_000_000_000_000_000n);
    expect(names(twoRoutes.callData)).toEqual([
      'exactInputSingle',
      'exactInputSingle',
      'refundETH',
    ]);
  });

  it('sends a token-input exact-input swap alone: no value, nothing to refund', () => {
    const call = buildV3SwapCall(
      V3Trade.createUncheckedTrade({
        route: new V3Route([pool], USDC, WETH),
        tradeType: TradeType.EXACT_INPUT,
        inputAmount: CurrencyAmount.fromRawAmount(USDC, '2000000'),
        outputAmount: CurrencyAmount.fromRawAmount(WETH, '1000000000000000'),
      }),
      options,
    );
    expect(call.value).toBe(0n);
    expect(SwapRouter.INTERFACE.parseTransaction({ data: call.callData }).name).toBe(
      'exactInputSingle',
    );
  });

  it('unwraps WETH for native output', () => {
    const route = new V3Route([pool], USDC, ETHER);
    const trade = V3Trade.createUncheckedTrade({
      route,
      tradeType: TradeType.EXACT_INPUT,
      inputAmount: CurrencyAmount.fromRawAmount(USDC, '2000000'),
      outputAmount: CurrencyAmount.fromRawAmount(ETHER, '1000000000000000'),
    });
    const call = buildV3SwapCall(trade, { ...options, recipient: OTHER });
    expect(call.value).toBe(0n);
    const [inner] = SwapRouter.INTERFACE.decodeFunctionData('multicall', call.callData);
    const names = (inner as string[]).map(
      (data) => SwapRouter.INTERFACE.parseTransaction({ data }).name,
    );
    expect(names).toEqual(['exactInputSingle', 'unwrapWETH9']);
    expect(call.callData).toContain(OTHER.slice(2).toLowerCase());
  });
});
