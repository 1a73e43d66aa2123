import type { SignedPermit } from '@dex/approvals';
import { InvalidArgumentError } from '@dex/primitives';
import {
  CurrencyAmount,
  Ether,
  Percent,
  type Token as SdkToken,
  Token,
  TradeType,
} from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, Pool, TICK_SPACINGS, TickMath } from '@uniswap/v3-sdk';
import { getAddress, Interface, type Result } from 'ethers';
import { describe, expect, it } from 'vitest';
import { UnexpectedSlippageError } from './errors';
import { findBestRoute } from './split/findBestRoute';
import {
  buildSwapRouter02Call,
  type SplitTrade,
  SWAP_ROUTER_02_ADDRESS_THIS,
  type SwapRouteSplit,
  splitTradeFromSdkTrade,
  splitTradeSlippageAmounts,
} from './swapRouter02';

// Decodes what the module encodes: SwapRouter02's own function signatures (IV3SwapRouter,
// IV2SwapRouter, IPeripheryPaymentsExtended, ISelfPermit, IMulticallExtended).
const ROUTER = new Interface([
  'function multicall(uint256 deadline, bytes[] data)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params)',
  'function exactOutput((bytes path, address recipient, uint256 amountOut, uint256 amountInMaximum) params)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient)',
  'function sweepToken(address token, uint256 amountMinimum, address recipient)',
  'function refundETH()',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s)',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s)',
]);

const ROUTER_ADDRESS = '0xA51c1fc2f0D1a1b8494Ed1FE312d7C3a78Ed91C0';
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const DEADLINE = 1_900_000_000n;

const WETH = new Token(
  1,
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  18,
  'WETH',
  'Wrapped Ether',
);
const ETHER = Ether.onChain(1);
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC', 'USD Coin');
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai');
const WBTC = new Token(1, '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', 8, 'WBTC', 'Wrapped BTC');

const pair = (a: SdkToken, b: SdkToken) =>
  new Pair(
    CurrencyAmount.fromRawAmount(a, (10n ** 24n).toString()),
    CurrencyAmount.fromRawAmount(b, (10n ** 24n).toString()),
  );
const pool = (a: SdkToken, b: SdkToken, fee: FeeAmount) =>
  new Pool(
    a,
    b,
    fee,
    encodeSqrtRatioX96(1, 1),
    (10n ** 24n).toString(),
    TickMath.getTickAtSqrtRatio(encodeSqrtRatioX96(1, 1)),
  );

const amount = <T extends SdkToken | Ether>(currency: T, raw: bigint): CurrencyAmount<T> =>
  CurrencyAmount.fromRawAmount(currency, raw.toString());

function split(
  protocol: SwapRouteSplit['protocol'],
  path: SdkToken[],
  pools: SwapRouteSplit['pools'],
  input: CurrencyAmount<SdkToken | Ether>,
  output: CurrencyAmount<SdkToken | Ether>,
): SwapRouteSplit {
  return { protocol, path, pools, inputAmount: input, outputAmount: output };
}

function trade(
  tradeType: TradeType,
  input: SdkToken | Ether,
  output: SdkToken | Ether,
  splits: SwapRouteSplit[],
): SplitTrade {
  const sum = (pick: (s: SwapRouteSplit) => SwapRouteSplit['inputAmount']) =>
    splits.reduce((total, s) => total + BigInt(pick(s).quotient.toString()), 0n);
  return {
    tradeType,
    inputAmount: amount(
      input,
      sum((s) => s.inputAmount),
    ),
    outputAmount: amount(
      output,
      sum((s) => s.outputAmount),
    ),
    splits,
  };
}

/** The multicall's deadline and its inner calls, each as [function name, arguments]. */
function decode(callData: string): { deadline: bigint; calls: Array<[string, Result]> } {
  const outer = ROUTER.parseTransaction({ data: callData });
  expect(outer?.name).toBe('multicall');
  const [deadline, inner] = outer?.args ?? [];
  return {
    deadline,
    calls: (inner as string[]).map((data) => {
      const call = ROUTER.parseTransaction({ data });
      if (!call) throw new Error('unknown inner call');
      return [call.name, call.args];
    }),
  };
}

const options = {
  routerAddress: ROUTER_ADDRESS,
  account: ACCOUNT,
  allowedSlippageBips: 50,
  deadline: DEADLINE,
};

describe('buildSwapRouter02Call, exact input', () => {
  it('sends a 2-route split to the router and sweeps the whole output with one minimum', () => {
    const t = trade(TradeType.EXACT_INPUT, DAI, USDC, [
      split('V2', [DAI, USDC], [pair(DAI, USDC)], amount(DAI, 600n), amount(USDC, 590n)),
      split(
        'V3',
        [DAI, USDC],
        [pool(DAI, USDC, FeeAmount.LOWEST)],
        amount(DAI, 400n),
        amount(USDC, 400n),
      ),
    ]);
    const tx = buildSwapRouter02Call(t, options);
    expect(tx.address).toBe(ROUTER_ADDRESS);
    expect(tx.value).toBe(0n);
    const { deadline, calls } = decode(tx.callData);
    expect(deadline).toBe(DEADLINE);
    expect(calls.map(([name]) => name)).toEqual([
      'swapExactTokensForTokens',
      'exactInputSingle',
      'sweepToken',
    ]);
    // Each route alone may come out short; only the total counts: 990 × 0.995 = 985.05.
    expect(calls[0]?.[1].toArray()).toEqual([
      600n,
      0n,
      [DAI.address, USDC.address],
      SWAP_ROUTER_02_ADDRESS_THIS,
    ]);
    const single = calls[1]?.[1].params;
    expect([
      single.tokenIn,
      single.tokenOut,
      single.fee,
      single.recipient,
      single.amountIn,
      single.amountOutMinimum,
    ]).toEqual([DAI.address, USDC.address, 100n, SWAP_ROUTER_02_ADDRESS_THIS, 400n, 0n]);
    expect(calls[2]?.[1].toArray()).toEqual([USDC.address, 985n, ACCOUNT]);
  });

  it('sends a single token route straight to the recipient with the minimum on it', () => {
    const t = trade(TradeType.EXACT_INPUT, DAI, WBTC, [
      split(
        'V3',
        [DAI, WETH, WBTC],
        [pool(DAI, WETH, FeeAmount.MEDIUM), pool(WETH, WBTC, FeeAmount.LOW)],
        amount(DAI, 10_000n),
        amount(WBTC, 2_000n),
      ),
    ]);
    const { calls } = decode(buildSwapRouter02Call(t, { ...options, recipient: OTHER }).callData);
    expect(calls.map(([name]) => name)).toEqual(['exactInput']);
    const params = calls[0]?.[1].params;
    expect(params.path).toBe(
      `0x${[DAI.address.slice(2), '000bb8', WETH.address.slice(2), '0001f4', WBTC.address.slice(2)].join('').toLowerCase()}`,
    );
    expect([params.recipient, params.amountIn, params.amountOutMinimum]).toEqual([
      OTHER,
      10_000n,
      1_990n,
    ]);
  });

  it('runs a mixed route as a v2 swap to the router, then a v3 swap of what the router holds', () => {
    const t = trade(TradeType.EXACT_INPUT, WBTC, USDC, [
      split(
        'MIXED',
        [WBTC, WETH, DAI, USDC],
        [pair(WBTC, WETH), pool(WETH, DAI, FeeAmount.MEDIUM), pool(DAI, USDC, FeeAmount.LOWEST)],
        amount(WBTC, 1_000n),
        amount(USDC, 5_000n),
      ),
    ]);
    const { calls } = decode(buildSwapRouter02Call(t, options).callData);
    expect(calls.map(([name]) => name)).toEqual(['swapExactTokensForTokens', 'exactInput']);
    expect(calls[0]?.[1].toArray()).toEqual([
      1_000n,
      0n,
      [WBTC.address, WETH.address],
      SWAP_ROUTER_02_ADDRESS_THIS,
    ]);
    const params = calls[1]?.[1].params;
    // amountIn 0: SwapRouter02 swaps its whole balance of WETH, what the v2 section delivered.
    expect([params.recipient, params.amountIn, params.amountOutMinimum]).toEqual([
      ACCOUNT,
      0n,
      4_975n,
    ]);
    expect(params.path.toLowerCase()).toBe(
      `0x${[WETH.address.slice(2), '000bb8', DAI.address.slice(2), '000064', USDC.address.slice(2)].join('')}`.toLowerCase(),
    );
  });

  it('pays ETH in with the value of the input and unwraps ETH out with the total minimum', () => {
    const ethIn = buildSwapRouter02Call(
      trade(TradeType.EXACT_INPUT, ETHER, USDC, [
        split('V2', [WETH, USDC], [pair(WETH, USDC)], amount(ETHER, 700n), amount(USDC, 700n)),
        split(
          'V3',
          [WETH, USDC],
          [pool(WETH, USDC, FeeAmount.LOW)],
          amount(ETHER, 300n),
          amount(USDC, 300n),
        ),
      ]),
      options,
    );
    expect(ethIn.value).toBe(1_000n);
    // The v3 route can fill partly (its pool's liquidity runs out): refundETH returns what it left.
    expect(decode(ethIn.callData).calls.map(([name]) => name)).toEqual([
      'swapExactTokensForTokens',
      'exactInputSingle',
      'sweepToken',
      'refundETH',
    ]);

    const ethOut = buildSwapRouter02Call(
      trade(TradeType.EXACT_INPUT, USDC, ETHER, [
        split(
          'V3',
          [USDC, WETH],
          [pool(USDC, WETH, FeeAmount.LOW)],
          amount(USDC, 2_000n),
          amount(ETHER, 1_000n),
        ),
      ]),
      { ...options, recipient: OTHER },
    );
    expect(ethOut.value).toBe(0n);
    const { calls } = decode(ethOut.callData);
    // Token in: nothing to refund.
    expect(calls.map(([name]) => name)).toEqual(['exactInputSingle', 'unwrapWETH9']);
    expect(calls[0]?.[1].params.recipient).toBe(SWAP_ROUTER_02_ADDRESS_THIS);
    expect(calls[1]?.[1].toArray()).toEqual([995n, OTHER]);
  });
});

describe('buildSwapRouter02Call, exact input paid in ETH', () => {
  it('ends with refundETH on a single v3 route, a multi-hop one and a mixed one, ETH out too', () => {
    const names = (t: SplitTrade) =>
      decode(buildSwapRouter02Call(t, options).callData).calls.map(([name]) => name);
    expect(
      names(
        trade(TradeType.EXACT_INPUT, ETHER, USDC, [
          split(
            'V3',
            [WETH, USDC],
            [pool(WETH, USDC, FeeAmount.LOW)],
            amount(ETHER, 1_000n),
            amount(USDC, 1_000n),
          ),
        ]),
      ),
    ).toEqual(['exactInputSingle', 'refundETH']);
    expect(
      names(
        trade(TradeType.EXACT_INPUT, ETHER, USDC, [
          split(
            'V3',
            [WETH, DAI, USDC],
            [pool(WETH, DAI, FeeAmount.MEDIUM), pool(DAI, USDC, FeeAmount.LOWEST)],
            amount(ETHER, 1_000n),
            amount(USDC, 1_000n),
          ),
        ]),
      ),
    ).toEqual(['exactInput', 'refundETH']);
    expect(
      names(
        trade(TradeType.EXACT_INPUT, ETHER, USDC, [
          split(
            'MIXED',
            [WETH, DAI, USDC],
            [pool(WETH, DAI, FeeAmount.MEDIUM), pair(DAI, USDC)],
            amount(ETHER, 1_000n),
            amount(USDC, 1_000n),
          ),
        ]),
      ),
    ).toEqual(['exactInputSingle', 'swapExactTokensForTokens', 'refundETH']);
    expect(
      names(
        trade(TradeType.EXACT_INPUT, ETHER, DAI, [
          split('V2', [WETH, DAI], [pair(WETH, DAI)], amount(ETHER, 700n), amount(DAI, 700n)),
          split(
            'V3',
            [WETH, DAI],
            [pool(WETH, DAI, FeeAmount.LOW)],
            amount(ETHER, 300n),
            amount(DAI, 300n),
          ),
        ]),
      ),
    ).toEqual(['swapExactTokensForTokens', 'exactInputSingle', 'sweepToken', 'refundETH']);
  });

  it('adds no refundETH for a token input', () => {
    const tx = buildSwapRouter02Call(
      trade(TradeType.EXACT_INPUT, USDC, DAI, [
        split('V2', [USDC, DAI], [pair(USDC, DAI)], amount(USDC, 700n), amount(DAI, 700n)),
        split(
          'V3',
          [USDC, DAI],
          [pool(USDC, DAI, FeeAmount.LOW)],
          amount(USDC, 300n),
          amount(DAI, 300n),
        ),
      ]),
      options,
    );
    expect(tx.value).toBe(0n);
    expect(decode(tx.callData).calls.map(([name]) => name)).toEqual([
      'swapExactTokensForTokens',
      'exactInputSingle',
      'sweepToken',
    ]);
  });
});

describe('buildSwapRouter02Call, exact output', () => {
  it('gives each route its exact output and its share of the maximum input, ETH refunded', () => {
    const t = trade(TradeType.EXACT_OUTPUT, ETHER, USDC, [
      split(
        'V3',
        [WETH, DAI, USDC],
        [pool(WETH, DAI, FeeAmount.MEDIUM), pool(DAI, USDC, FeeAmount.LOWEST)],
        amount(ETHER, 1_000n),
        amount(USDC, 3_000n),
      ),
      split('V2', [WETH, USDC], [pair(WETH, USDC)], amount(ETHER, 2_001n), amount(USDC, 6_000n)),
    ]);
    const tx = buildSwapRouter02Call(t, options);
    const { calls } = decode(tx.callData);
    expect(calls.map(([name]) => name)).toEqual([
      'exactOutput',
      'swapTokensForExactTokens',
      'refundETH',
    ]);
    const params = calls[0]?.[1].params;
    // Exact output paths run from the output back to the input.
    expect(params.path.toLowerCase()).toBe(
      `0x${[USDC.address.slice(2), '000064', DAI.address.slice(2), '000bb8', WETH.address.slice(2)].join('')}`.toLowerCase(),
    );
    expect([params.recipient, params.amountOut, params.amountInMaximum]).toEqual([
      ACCOUNT,
      3_000n,
      1_005n,
    ]);
    expect(calls[1]?.[1].toArray()).toEqual([
      6_000n,
      2_011n,
      [WETH.address, USDC.address],
      ACCOUNT,
    ]);
    // Never more than the user's maximum on the whole input: 3,001 * 1.005 = 3,016.
    expect(tx.value).toBe(1_005n + 2_011n);
    expect(tx.value).toBeLessThanOrEqual((3_001n * 10_050n) / 10_000n);
  });

  it('unwraps exactly the output for ETH out', () => {
    const t = trade(TradeType.EXACT_OUTPUT, USDC, ETHER, [
      split(
        'V3',
        [USDC, WETH],
        [pool(USDC, WETH, FeeAmount.LOW)],
        amount(USDC, 4_000n),
        amount(ETHER, 2_000n),
      ),
    ]);
    const tx = buildSwapRouter02Call(t, options);
    expect(tx.value).toBe(0n);
    const { calls } = decode(tx.callData);
    expect(calls.map(([name]) => name)).toEqual(['exactOutputSingle', 'unwrapWETH9']);
    const params = calls[0]?.[1].params;
    expect([params.recipient, params.amountOut, params.amountInMaximum]).toEqual([
      SWAP_ROUTER_02_ADDRESS_THIS,
      2_000n,
      4_020n,
    ]);
    expect(calls[1]?.[1].toArray()).toEqual([2_000n, ACCOUNT]);
  });

  it('buys a mixed route’s middle token by exact output, then swaps all of it for the exact output', async () => {
    // A v2 pair WBTC/WETH, then a v3 pool WETH/DAI with its ticks in memory.
    const spacing = TICK_SPACINGS[FeeAmount.MEDIUM];
    const liquidity = (10n ** 24n).toString();
    const [token0, token1] = WETH.sortsBefore(DAI) ? [WETH, DAI] : [DAI, WETH];
    const ticked = new Pool(
      token0,
      token1,
      FeeAmount.MEDIUM,
      encodeSqrtRatioX96(1, 1),
      liquidity,
      0,
      [
        { index: -spacing * 100, liquidityNet: liquidity, liquidityGross: liquidity },
        { index: spacing * 100, liquidityNet: `-${liquidity}`, liquidityGross: liquidity },
      ],
    );
    const wanted = 10n ** 18n;
    const t = trade(TradeType.EXACT_OUTPUT, WBTC, DAI, [
      split(
        'MIXED',
        [WBTC, WETH, DAI],
        [pair(WBTC, WETH), ticked],
        amount(WBTC, 2n * 10n ** 18n),
        amount(DAI, wanted),
      ),
    ]);
    const { calls } = decode(buildSwapRouter02Call(t, { ...options, recipient: OTHER }).callData);
    expect(calls.map(([name]) => name)).toEqual(['swapTokensForExactTokens', 'exactInputSingle']);
    // The WETH the v3 pool needs for exactly 1 DAI, as the SDK prices it.
    const [wethNeeded] = await ticked.getInputAmount(amount(DAI, wanted));
    expect(calls[0]?.[1].toArray()).toEqual([
      BigInt(wethNeeded.quotient.toString()),
      (2n * 10n ** 18n * 10_050n) / 10_000n,
      [WBTC.address, WETH.address],
      SWAP_ROUTER_02_ADDRESS_THIS,
    ]);
    const params = calls[1]?.[1].params;
    expect([
      params.tokenIn,
      params.tokenOut,
      params.recipient,
      params.amountIn,
      params.amountOutMinimum,
    ]).toEqual([WETH.address, DAI.address, OTHER, 0n, wanted]);
  });

  it('refuses a mixed exact-output route whose later v3 pools have no ticks to price them', () => {
    const t = trade(TradeType.EXACT_OUTPUT, WBTC, DAI, [
      split(
        'MIXED',
        [WBTC, WETH, DAI],
        [pair(WBTC, WETH), pool(WETH, DAI, FeeAmount.MEDIUM)],
        amount(WBTC, 10n),
        amount(DAI, 100n),
      ),
    ]);
    expect(() => buildSwapRouter02Call(t, options)).toThrow(/ticks/);
  });
});

describe('buildSwapRouter02Call, permits and checks', () => {
  const permit = (type: 'amount' | 'allowed', spender = ROUTER_ADDRESS): SignedPermit => ({
    chainId: 1,
    token: type === 'amount' ? USDC.address : DAI.address,
    owner: ACCOUNT,
    spender,
    nonce: 3n,
    deadline: DEADLINE + 1200n,
    type,
    ...(type === 'amount' ? { value: 1_000n } : {}),
    v: 27,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
  });
  const fromToken = (token: SdkToken) =>
    trade(TradeType.EXACT_INPUT, token, WETH, [
      split('V2', [token, WETH], [pair(token, WETH)], amount(token, 1_000n), amount(WETH, 1n)),
    ]);

  it('puts selfPermit (EIP-2612) or selfPermitAllowed (DAI) before the swaps', () => {
    const eip2612 = decode(
      buildSwapRouter02Call(fromToken(USDC), { ...options, permit: permit('amount') }).callData,
    );
    expect(eip2612.calls.map(([name]) => name)).toEqual(['selfPermit', 'swapExactTokensForTokens']);
    expect(eip2612.calls[0]?.[1].toArray()).toEqual([
      USDC.address,
      1_000n,
      DEADLINE + 1200n,
      27n,
      `0x${'11'.repeat(32)}`,
      `0x${'22'.repeat(32)}`,
    ]);

    const dai = decode(
      buildSwapRouter02Call(fromToken(DAI), { ...options, permit: permit('allowed') }).callData,
    );
    expect(dai.calls.map(([name]) => name)).toEqual([
      'selfPermitAllowed',
      'swapExactTokensForTokens',
    ]);
    expect(dai.calls[0]?.[1].slice(0, 3)).toEqual([DAI.address, 3n, DEADLINE + 1200n]);
  });

  it('refuses a permit for another spender or token', () => {
    expect(() =>
      buildSwapRouter02Call(fromToken(USDC), { ...options, permit: permit('amount', OTHER) }),
    ).toThrow(/spender/);
    expect(() =>
      buildSwapRouter02Call(fromToken(USDC), { ...options, permit: permit('allowed') }),
    ).toThrow(/token/);
  });

  it('refuses routes that do not join the trade’s currencies, and bad slippage', () => {
    const wrong = trade(TradeType.EXACT_INPUT, DAI, USDC, [
      split('V2', [DAI, WETH], [pair(DAI, WETH)], amount(DAI, 1n), amount(WETH, 1n)),
    ]);
    expect(() =>
      buildSwapRouter02Call({ ...wrong, outputAmount: amount(USDC, 1n) }, options),
    ).toThrow(InvalidArgumentError);
    expect(() =>
      buildSwapRouter02Call(fromToken(USDC), { ...options, allowedSlippageBips: 10_001 }),
    ).toThrow(UnexpectedSlippageError);
    expect(() => buildSwapRouter02Call({ ...fromToken(USDC), splits: [] }, options)).toThrow(
      InvalidArgumentError,
    );
  });

  it('checksums the router address it sends to', () => {
    const tx = buildSwapRouter02Call(fromToken(USDC), {
      ...options,
      routerAddress: ROUTER_ADDRESS.toLowerCase(),
    });
    expect(tx.address).toBe(getAddress(ROUTER_ADDRESS));
  });
});

describe('splitTradeSlippageAmounts', () => {
  const routes = [
    split('V2', [DAI, USDC], [pair(DAI, USDC)], amount(DAI, 1_199n), amount(USDC, 600n)),
    split(
      'V3',
      [DAI, USDC],
      [pool(DAI, USDC, FeeAmount.LOWEST)],
      amount(DAI, 1_199n),
      amount(USDC, 400n),
    ),
  ];

  it('is the whole output less the slippage for exact input, as the sweep checks it', () => {
    const t = trade(TradeType.EXACT_INPUT, DAI, USDC, routes);
    const limits = splitTradeSlippageAmounts(t, 50);
    expect(limits.maximumAmountIn.quotient.toString()).toBe('2398');
    expect(limits.minimumAmountOut.quotient.toString()).toBe('995');
    const { calls } = decode(buildSwapRouter02Call(t, options).callData);
    expect(calls[2]?.[1][1]).toBe(995n);
  });

  it('is each route’s capped input, summed, for exact output: what the swaps may take at most', () => {
    const t = trade(TradeType.EXACT_OUTPUT, DAI, USDC, routes);
    const limits = splitTradeSlippageAmounts(t, 50);
    // 1,199 × 1.005 = 1,204.995 → 1,204 per route: 2,408, a unit under 2,398 × 1.005 = 2,409.99.
    expect(limits.maximumAmountIn.quotient.toString()).toBe('2408');
    expect(limits.minimumAmountOut.quotient.toString()).toBe('1000');
    const { calls } = decode(buildSwapRouter02Call(t, options).callData);
    expect((calls[0]?.[1][1] as bigint) + (calls[1]?.[1].params.amountInMaximum as bigint)).toBe(
      2_408n,
    );
    expect(() => splitTradeSlippageAmounts(t, -1)).toThrow(UnexpectedSlippageError);
  });
});

describe('splitTradeFromSdkTrade', () => {
  it('turns a v2 SDK trade into one route that encodes like the split search’s', () => {
    const dai = pair(DAI, USDC);
    const sdkTrade = V2Trade.exactIn(new V2Route([dai], DAI, USDC), amount(DAI, 10n ** 18n));
    const t = splitTradeFromSdkTrade(sdkTrade);
    expect(t.splits).toHaveLength(1);
    expect(t.splits[0]?.path).toEqual([DAI, USDC]);
    const { calls } = decode(buildSwapRouter02Call(t, options).callData);
    expect(calls[0]?.[0]).toBe('swapExactTokensForTokens');
    expect(calls[0]?.[1][1]).toBe(
      BigInt(sdkTrade.minimumAmountOut(new Percent(50, 10_000)).quotient.toString()),
    );
  });
});

describe('buildSwapRouter02Call over findBestRoute’s answers', () => {
  // Venues with their ticks in memory, as the split search needs them.
  const E18 = 10n ** 18n;
  const A = new Token(1, `0x${'a1'.padStart(40, '0')}`, 18, 'A');
  const B = new Token(1, `0x${'b2'.padStart(40, '0')}`, 18, 'B');
  const C = new Token(1, `0x${'c3'.padStart(40, '0')}`, 18, 'C');
  const reserves = (x: SdkToken, y: SdkToken, whole: bigint) =>
    new Pair(amount(x, whole * E18), amount(y, whole * E18));
  const ticked = (x: SdkToken, y: SdkToken, fee: FeeAmount, liquidity: bigint, width: number) => {
    const spacing = TICK_SPACINGS[fee];
    const [token0, token1] = x.sortsBefore(y) ? [x, y] : [y, x];
    return new Pool(token0, token1, fee, encodeSqrtRatioX96(1, 1), liquidity.toString(), 0, [
      {
        index: -spacing * width,
        liquidityNet: liquidity.toString(),
        liquidityGross: liquidity.toString(),
      },
      {
        index: spacing * width,
        liquidityNet: (-liquidity).toString(),
        liquidityGross: liquidity.toString(),
      },
    ]);
  };
  const twoVenues = {
    pairs: [reserves(A, B, 1_000n)],
    pools: [ticked(A, B, FeeAmount.MEDIUM, 20_000n * E18, 600)],
  };
  const mixedMarket = {
    pairs: [reserves(A, B, 200n), reserves(A, C, 1_000_000n)],
    pools: [
      ticked(A, B, FeeAmount.MEDIUM, 4_000n * E18, 600),
      ticked(C, B, FeeAmount.LOW, 50_000_000n * E18, 2_000),
    ],
  };
  const names = (t: SplitTrade) =>
    decode(buildSwapRouter02Call(t, options).callData).calls.map(([name]) => name);

  it('sends a 2-route exact-input split as two swaps and one sweep', () => {
    const best = findBestRoute({
      ...twoVenues,
      amount: amount(A, 300n * E18),
      otherCurrency: B,
      tradeType: TradeType.EXACT_INPUT,
    });
    expect(best?.splits).toHaveLength(2);
    expect(names(best as SplitTrade).sort()).toEqual([
      'exactInputSingle',
      'swapExactTokensForTokens',
      'sweepToken',
    ]);
  });

  it('sends a mixed exact-output route as an exact-output v2 hop and an exact-input v3 hop', () => {
    const best = findBestRoute({
      ...mixedMarket,
      amount: amount(B, 100n * E18),
      otherCurrency: A,
      tradeType: TradeType.EXACT_OUTPUT,
      maxSplits: 1,
    });
    expect(best?.splits.map((s) => s.protocol)).toEqual(['MIXED']);
    const { calls } = decode(buildSwapRouter02Call(best as SplitTrade, options).callData);
    expect(calls.map(([name]) => name)).toEqual(['swapTokensForExactTokens', 'exactInputSingle']);
    // The v2 hop may take the route's input plus the slippage; the v3 hop must pay the exact output.
    const input = BigInt(best?.inputAmount.quotient.toString() ?? '0');
    expect(calls[0]?.[1][1]).toBe((input * 10_050n) / 10_000n);
    expect(calls[1]?.[1].params.amountOutMinimum).toBe(100n * E18);
    // The C bought is what the search priced: through the A/C pair it costs the route's input.
    const [cost] = (mixedMarket.pairs[1] as Pair).getInputAmount(amount(C, calls[0]?.[1][0]));
    expect(cost.quotient.toString()).toBe(input.toString());
  });
});
