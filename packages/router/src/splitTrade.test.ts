import { getChainInfo } from '@dex/chains';
import { type Currency, CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, Pool } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { recipientRefusal } from './recipients';
import { SplitRouteTrade } from './splitTrade';
import { splitTradeSlippageAmounts } from './swapRouter02';
import { asSplitTrade, tradeRouterKind } from './swapSpender';
import { buildSwapCalls } from './swapWrite';
import {
  computePriceImpactWithoutFee,
  computeRealizedLpFeePercent,
  computeSlippageAdjustedAmounts,
  isSplitTrade,
  isV2Trade,
} from './tradeMath';
import { computeV2PairAddress } from './v2/pairs';
import { computeV3PoolAddress } from './v3/pools';

const CHAIN = 31337;
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 18, 'BBB');
const C = new Token(CHAIN, '0x3000000000000000000000000000000000000003', 18, 'CCC');
const E18 = 10n ** 18n;
const amount = <T extends Currency>(currency: T, raw: bigint) =>
  CurrencyAmount.fromRawAmount(currency, raw.toString());

// A at 1 B everywhere: a v2 pair A/B, and a mixed route A -(v2)-> C -(v3 0.05%)-> B.
const pairAB = new Pair(amount(A, 1_000n * E18), amount(B, 1_000n * E18));
const pairAC = new Pair(amount(A, 1_000n * E18), amount(C, 1_000n * E18));
const poolCB = new Pool(C, B, FeeAmount.LOW, encodeSqrtRatioX96(1, 1), (10n ** 21n).toString(), 0);

function trade(
  output: bigint,
  percents: [number, number] = [60, 40],
  gasCost = 0n,
): SplitRouteTrade {
  const [first, second] = percents.map((percent) => (10n * E18 * BigInt(percent)) / 100n);
  return new SplitRouteTrade({
    tradeType: TradeType.EXACT_INPUT,
    inputAmount: amount(A, 10n * E18),
    outputAmount: amount(B, output),
    splits: [
      {
        percent: percents[0],
        protocol: 'V2',
        path: [A, B],
        pools: [pairAB],
        inputAmount: amount(A, first as bigint),
        outputAmount: amount(B, (output * BigInt(percents[0])) / 100n),
      },
      {
        percent: percents[1],
        protocol: 'MIXED',
        path: [A, C, B],
        pools: [pairAC, poolCB],
        inputAmount: amount(A, second as bigint),
        outputAmount: amount(B, output - (output * BigInt(percents[0])) / 100n),
      },
    ],
    gasCost: amount(B, gasCost),
    routing: { routes: 2, maxRoutes: 7, gasIncluded: gasCost > 0n, limitedBy: 'pools' },
  });
}

describe('SplitRouteTrade: the trade surface of a split trade', () => {
  it('is told apart from v2 and v3 trades and goes through SwapRouter02', () => {
    const split = trade(9n * E18);
    expect([isSplitTrade(split), isV2Trade(split), tradeRouterKind(split)]).toEqual([
      true,
      false,
      'swapRouter02',
    ]);
    expect(split.protocol).toBe('MIXED');
  });

  it('treats only split or mixed trades as split routes', () => {
    expect(asSplitTrade(trade(9n * E18))).toBeInstanceOf(SplitRouteTrade);
    expect(
      asSplitTrade(new V2Trade(new V2Route([pairAB], A, B), amount(A, E18), TradeType.EXACT_INPUT)),
    ).toBeNull();
    expect(asSplitTrade(null)).toBeNull();
  });

  it('prices the impact against each route’s mid price, fees included, and without them', () => {
    // Every route quotes 1 B per A at mid price: 10 A in, 9.9 B out is 1% short.
    const split = trade(99n * 10n ** 17n);
    expect(split.priceImpact.toFixed(4)).toBe('1.0000');
    // LP fee: 60% at 0.3%, 40% at 1 - 0.997 x 0.9995 = 0.34985%.
    expect(computeRealizedLpFeePercent(split).toFixed(5)).toBe('0.31994');
    expect(computePriceImpactWithoutFee(split).toFixed(5)).toBe('0.68006');
  });

  it('holds the slippage minimum SwapRouter02 will be sent with', () => {
    const split = trade(9n * E18);
    const fromMath = computeSlippageAdjustedAmounts(split, 50);
    const sent = splitTradeSlippageAmounts(split, 50);
    expect(fromMath.minimumAmountOut.quotient.toString()).toBe(
      sent.minimumAmountOut.quotient.toString(),
    );
    expect(fromMath.minimumAmountOut.quotient.toString()).toBe(
      ((9n * E18 * 9950n) / 10000n).toString(),
    );
    expect(split.minimumAmountOut(new Percent(50, 10_000)).equalTo(sent.minimumAmountOut)).toBe(
      true,
    );
  });

  it('forbids every route’s tokens, pairs and pools as the recipient', () => {
    const chain = getChainInfo(CHAIN);
    if (!chain?.factories.uniswapV2 || !chain.factories.uniswapV3) throw new Error('devnet');
    const split = trade(9n * E18);
    expect(recipientRefusal(C.address, chain, split)).toBe('tokenContract');
    const pools = [
      computeV2PairAddress(chain.factories.uniswapV2, A, B),
      computeV2PairAddress(chain.factories.uniswapV2, A, C),
      computeV3PoolAddress(chain.factories.uniswapV3, C, B, FeeAmount.LOW),
    ];
    for (const address of pools) expect(recipientRefusal(address, chain, split)).toBe('routePool');
  });

  it('is sent as one SwapRouter02 multicall with the permit first', () => {
    const router = getChainInfo(CHAIN)?.contracts.swapRouter02 as string;
    const account = '0x4000000000000000000000000000000000000004';
    const calls = buildSwapCalls(trade(9n * E18), {
      routerAddress: router,
      account,
      allowedSlippageBips: 50,
      deadline: 1_700_000_000n,
      permit: {
        chainId: CHAIN,
        token: A.address,
        owner: account,
        spender: router,
        nonce: 0n,
        deadline: 1_700_000_000n,
        type: 'amount',
        value: 10n * E18,
        v: 27,
        r: `0x${'1'.repeat(64)}`,
        s: `0x${'2'.repeat(64)}`,
      },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.address).toBe(router);
    const multicall = new Interface([
      'function multicall(uint256 deadline, bytes[] data)',
      'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
    ]);
    const [, inner] = multicall.decodeFunctionData('multicall', calls[0]?.callData as string);
    expect((inner as string[])[0]?.slice(0, 10)).toBe(
      multicall.getFunction('selfPermit')?.selector,
    );
  });
});
