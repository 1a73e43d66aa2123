// One SwapRouter02 `multicall(deadline, bytes[])` for a trade split over several routes, each a v2
// path, a v3 path or a mixed path (v2 and v3 pools in one path), exact input or exact output, with
// ETH in or out (issue #30 §2). Our own encoder, not @uniswap/router-sdk: that package is not
// installed, would add its own copies of the SDK classes to the bundle, and wants its own trade
// classes, where ours takes the plain split shape the split search returns.

import type { SignedPermit } from '@dex/approvals';
import type { TransactionRequest } from '@dex/primitives';
import { InvalidArgumentError } from '@dex/primitives';
import { type Currency, CurrencyAmount, type Token, TradeType } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import { Trade as V2Trade } from '@uniswap/v2-sdk';
import type { Pool, Trade as V3Trade } from '@uniswap/v3-sdk';
import { getAddress, Interface, solidityPacked } from 'ethers';
import { simulateV3ExactInput, simulateV3ExactOutput } from './split/v3Simulation';
import { splitSlippageAmounts } from './splitTrade';
import { resolveSwapRecipient } from './swapCalls';
import { BIPS_BASE, slippageToPercent } from './tradeMath';

const SWAP_ROUTER_02_INTERFACE = new Interface([
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to) payable returns (uint256 amountIn)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
  'function exactOutputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountOut, uint256 amountInMaximum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountIn)',
  'function exactOutput((bytes path, address recipient, uint256 amountOut, uint256 amountInMaximum) params) payable returns (uint256 amountIn)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function refundETH() payable',
  'function selfPermit(address token, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) payable',
  'function selfPermitAllowed(address token, uint256 nonce, uint256 expiry, uint8 v, bytes32 r, bytes32 s) payable',
]);

/** SwapRouter02's stand-ins (its Constants library): the router itself as recipient, and "all it holds" as amount. */
export const SWAP_ROUTER_02_ADDRESS_THIS = '0x0000000000000000000000000000000000000002';
const CONTRACT_BALANCE = 0n;

/** One route of a trade: a v2 path, a v3 path or a mixed one. */
export interface SwapRouteSplit {
  readonly protocol: 'V2' | 'V3' | 'MIXED';
  /** Tokens along the route, input first (wrapped: WETH where the trade pays or gets ETH). */
  readonly path: readonly Token[];
  /** The route's v2 pairs and v3 pools in trade order. */
  readonly pools: ReadonlyArray<Pair | Pool>;
  readonly inputAmount: CurrencyAmount<Currency>;
  readonly outputAmount: CurrencyAmount<Currency>;
  /** Share of the trade in percent (informational here). */
  readonly percent?: number;
}

/** A trade over one or more routes: the split search's answer, or one SDK trade (`splitTradeFromSdkTrade`). */
export interface SplitTrade {
  readonly tradeType: TradeType;
  /** The trade's currencies: native ETH here means SwapRouter02 wraps or unwraps it. */
  readonly inputAmount: CurrencyAmount<Currency>;
  readonly outputAmount: CurrencyAmount<Currency>;
  readonly splits: readonly SwapRouteSplit[];
}

export interface SwapRouter02CallOptions {
  /** The chain's SwapRouter02 (`contracts.swapRouter02`). */
  readonly routerAddress: string;
  /** The sending account; receives the output unless `recipient` is set. */
  readonly account: string;
  readonly recipient?: string | null;
  /** The user's slippage tolerance in basis points, applied to the whole trade. */
  readonly allowedSlippageBips: number;
  /** Unix seconds from the chain's clock (`computeSwapDeadline`). */
  readonly deadline: bigint;
  /** A signed permit of the input token for SwapRouter02: sent as selfPermit first, no approval needed. */
  readonly permit?: SignedPermit | null;
}

/** A v3 pool (fee, tick spacing) rather than a v2 pair. */
export function isV3Pool(pool: Pair | Pool): pool is Pool {
  return 'fee' in pool && 'tickSpacing' in pool;
}

/** Consecutive pools of one protocol: SwapRouter02 swaps a section in one call. */
interface Section {
  readonly v3: boolean;
  readonly tokens: readonly Token[];
  readonly fees: readonly number[];
}

function sectionsOf(split: SwapRouteSplit): Section[] {
  if (split.pools.length === 0 || split.path.length !== split.pools.length + 1) {
    throw new InvalidArgumentError('A route needs one more token than pools');
  }
  const sections: Array<{ v3: boolean; tokens: Token[]; fees: number[] }> = [];
  split.pools.forEach((pool, hop) => {
    const v3 = isV3Pool(pool);
    const last = sections[sections.length - 1];
    const tokenIn = split.path[hop] as Token;
    const tokenOut = split.path[hop + 1] as Token;
    if (!pool.involvesToken(tokenIn) || !pool.involvesToken(tokenOut)) {
      throw new InvalidArgumentError('A route pool does not hold the tokens of its hop');
    }
    const fee = v3 ? (pool as Pool).fee : 0;
    if (last && last.v3 === v3) {
      last.tokens.push(tokenOut);
      last.fees.push(fee);
    } else {
      sections.push({ v3, tokens: [tokenIn, tokenOut], fees: [fee] });
    }
  });
  return sections;
}

function v3Path(section: Section, exactOutput: boolean): string {
  const tokens = section.tokens.map((token) => token.address);
  const fees = [...section.fees];
  if (exactOutput) {
    tokens.reverse();
    fees.reverse();
  }
  return packPath(tokens, fees);
}

/** The packed path SwapRouter02 and the quoters read: token, fee (uint24), token, ... */
export function packPath(tokens: readonly string[], fees: readonly number[]): string {
  const types: string[] = ['address'];
  const values: Array<string | number> = [tokens[0] as string];
  fees.forEach((fee, index) => {
    types.push('uint24', 'address');
    values.push(fee, tokens[index + 1] as string);
  });
  return solidityPacked(types, values);
}

/** One hop's output for `amountIn` (v2 pair maths, or the v3 pool's tick walk). */
function hopOutput(pool: Pair | Pool, tokenIn: Token, amountIn: bigint): bigint | null {
  const amount = CurrencyAmount.fromRawAmount(tokenIn, amountIn.toString());
  try {
    const out = isV3Pool(pool)
      ? simulateV3ExactInput(pool, amount)
      : (pool as Pair).getOutputAmount(amount)[0];
    return out ? BigInt(out.quotient.toString()) : null;
  } catch {
    return null; // the pair cannot pay that much out
  }
}

/** One hop's input for exactly `amountOut`. */
function hopInput(pool: Pair | Pool, tokenOut: Token, amountOut: bigint): bigint | null {
  const amount = CurrencyAmount.fromRawAmount(tokenOut, amountOut.toString());
  try {
    const needed = isV3Pool(pool)
      ? simulateV3ExactOutput(pool, amount)
      : (pool as Pair).getInputAmount(amount)[0];
    return needed ? BigInt(needed.quotient.toString()) : null;
  } catch {
    return null;
  }
}

/**
 * What a mixed route's first section (its first `firstHops` pools) must deliver for the rest of
 * the route to pay out at least `amountOut`: the later hops walked backwards, then forwards to
 * make sure their rounding does not come out a unit short.
 */
function boundaryAmount(split: SwapRouteSplit, firstHops: number, amountOut: bigint): bigint {
  const hops = split.pools.length;
  let needed: bigint | null = amountOut;
  for (let hop = hops - 1; hop >= firstHops && needed !== null; hop--) {
    needed = hopInput(split.pools[hop] as Pair | Pool, split.path[hop + 1] as Token, needed);
  }
  const forward = (amountIn: bigint) => {
    let amount: bigint | null = amountIn;
    for (let hop = firstHops; hop < hops && amount !== null; hop++) {
      amount = hopOutput(split.pools[hop] as Pair | Pool, split.path[hop] as Token, amount);
    }
    return amount;
  };
  for (let nudge = 0; needed !== null && nudge < 4; nudge++) {
    const delivered = forward(needed);
    if (delivered !== null && delivered >= amountOut) return needed;
    needed += 1n;
  }
  throw new InvalidArgumentError(
    "A mixed exact-output route needs its pools' reserves and ticks to price its later hops",
  );
}

function raw(amount: CurrencyAmount<Currency>): bigint {
  return BigInt(amount.quotient.toString());
}

function swapExactIn(section: Section, amountIn: bigint, minimumOut: bigint, to: string): string {
  const addresses = section.tokens.map((token) => token.address);
  if (!section.v3) {
    return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('swapExactTokensForTokens', [
      amountIn,
      minimumOut,
      addresses,
      to,
    ]);
  }
  if (section.fees.length === 1) {
    return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('exactInputSingle', [
      [addresses[0], addresses[1], section.fees[0], to, amountIn, minimumOut, 0n],
    ]);
  }
  return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('exactInput', [
    [v3Path(section, false), to, amountIn, minimumOut],
  ]);
}

function swapExactOut(section: Section, amountOut: bigint, maximumIn: bigint, to: string): string {
  const addresses = section.tokens.map((token) => token.address);
  if (!section.v3) {
    return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('swapTokensForExactTokens', [
      amountOut,
      maximumIn,
      addresses,
      to,
    ]);
  }
  if (section.fees.length === 1) {
    return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('exactOutputSingle', [
      [addresses[0], addresses[1], section.fees[0], to, amountOut, maximumIn, 0n],
    ]);
  }
  return SWAP_ROUTER_02_INTERFACE.encodeFunctionData('exactOutput', [
    [v3Path(section, true), to, amountOut, maximumIn],
  ]);
}

function permitCall(permit: SignedPermit, token: Token, routerAddress: string): string {
  if (getAddress(permit.token) !== getAddress(token.address)) {
    throw new InvalidArgumentError('The permit is for another token than the trade spends');
  }
  if (getAddress(permit.spender) !== routerAddress) {
    throw new InvalidArgumentError('The permit is for another spender than SwapRouter02');
  }
  return permit.type === 'amount'
    ? SWAP_ROUTER_02_INTERFACE.encodeFunctionData('selfPermit', [
        token.address,
        permit.value ?? 0n,
        permit.deadline,
        permit.v,
        permit.r,
        permit.s,
      ])
    : SWAP_ROUTER_02_INTERFACE.encodeFunctionData('selfPermitAllowed', [
        token.address,
        permit.nonce,
        permit.deadline,
        permit.v,
        permit.r,
        permit.s,
      ]);
}

const BASE = BigInt(BIPS_BASE);

/** A route's input plus the slippage, rounded down as the SDK trades' `maximumAmountIn`. */
function routeMaximumInput(split: SwapRouteSplit, bips: bigint): bigint {
  return (raw(split.inputAmount) * (BASE + bips)) / BASE;
}

/**
 * What `buildSwapRouter02Call` holds the trade to, for the swap details and the confirm dialog
 * ("Minimum received" / "Maximum sent") and the amount to approve or permit (`splitSlippageAmounts`).
 */
export function splitTradeSlippageAmounts(
  trade: SplitTrade,
  allowedSlippageBips: number,
): {
  readonly maximumAmountIn: CurrencyAmount<Currency>;
  readonly minimumAmountOut: CurrencyAmount<Currency>;
} {
  return splitSlippageAmounts(trade, allowedSlippageBips);
}

/**
 * The one SwapRouter02 transaction for `trade`: `multicall(deadline, calls)` with
 * - a selfPermit / selfPermitAllowed first when `permit` is given;
 * - per route, one swap call per section of same-protocol pools; a mixed route's later sections
 *   swap what the router received from the section before (SwapRouter02's "contract balance");
 * - exact input: the user's minimum on the whole output. With more than one route, or ETH out,
 *   every route delivers to the router and the total is checked once by sweepToken / unwrapWETH9
 *   with that minimum; a single token route delivers straight to the recipient with it.
 * - exact output: each route gets its exact share of the output and at most its input plus the
 *   slippage, so the routes together never take more than the user's maximum input (SwapRouter02
 *   pulls an exact-output v3 swap's input from the sender itself, so a shared cap cannot be held
 *   back by the router). A mixed route (which Uniswap's own SDK sends for exact input only)
 *   buys, with its first section as exact output, what its later sections need (priced through
 *   the route's pools: v3 pools need their ticks in memory, as the split search keeps them);
 *   the later sections swap all of it and must deliver the route's output, so a price move in
 *   them makes the trade revert rather than cost more input.
 *   SwapRouter02's v2 swap pays out what the pair received allows (it supports fee-on-transfer
 *   tokens), so a v2 route may deliver a few wei more than its exact share: the recipient gets them.
 * - ETH in: `value` is the input (exact input) or the maximum input (exact output); the router
 *   wraps it as the swaps pay, and refundETH last returns what they did not spend (the slippage
 *   left over, or the rest of an exact-input v3 swap its pool could only partly fill).
 *   ETH out: unwrapWETH9 to the recipient.
 */
export function buildSwapRouter02Call(
  trade: SplitTrade,
  options: SwapRouter02CallOptions,
): TransactionRequest {
  if (trade.splits.length === 0) throw new InvalidArgumentError('A trade needs at least one route');
  slippageToPercent(options.allowedSlippageBips); // throws UnexpectedSlippageError outside 0..10000
  const bips = BigInt(options.allowedSlippageBips);
  const routerAddress = getAddress(options.routerAddress);
  const recipient = resolveSwapRecipient(options.account, options.recipient);
  const inputCurrency = trade.inputAmount.currency;
  const outputCurrency = trade.outputAmount.currency;
  const tokenIn = inputCurrency.wrapped;
  const tokenOut = outputCurrency.wrapped;
  const exactInput = trade.tradeType === TradeType.EXACT_INPUT;

  const routes = trade.splits.map((split) => {
    const first = split.path[0];
    const last = split.path[split.path.length - 1];
    if (!first?.equals(tokenIn) || !last?.equals(tokenOut)) {
      throw new InvalidArgumentError("A route does not lead from the trade's input to its output");
    }
    return { split, sections: sectionsOf(split) };
  });

  const calls: string[] = [];
  if (options.permit) {
    if (inputCurrency.isNative) throw new InvalidArgumentError('ETH takes no permit');
    calls.push(permitCall(options.permit, tokenIn, routerAddress));
  }

  let value = 0n;
  if (exactInput) {
    const limits = splitTradeSlippageAmounts(trade, options.allowedSlippageBips);
    const totalIn = raw(limits.maximumAmountIn);
    const minimumOut = raw(limits.minimumAmountOut);
    const custody = outputCurrency.isNative || routes.length > 1;
    for (const { split, sections } of routes) {
      sections.forEach((section, index) => {
        const lastSection = index === sections.length - 1;
        const to = lastSection && !custody ? recipient : SWAP_ROUTER_02_ADDRESS_THIS;
        const amountIn = index === 0 ? raw(split.inputAmount) : CONTRACT_BALANCE;
        calls.push(swapExactIn(section, amountIn, lastSection && !custody ? minimumOut : 0n, to));
      });
    }
    if (outputCurrency.isNative) {
      calls.push(
        SWAP_ROUTER_02_INTERFACE.encodeFunctionData('unwrapWETH9', [minimumOut, recipient]),
      );
    } else if (custody) {
      calls.push(
        SWAP_ROUTER_02_INTERFACE.encodeFunctionData('sweepToken', [
          tokenOut.address,
          minimumOut,
          recipient,
        ]),
      );
    }
    if (inputCurrency.isNative) {
      // A v3 swap stops where its pool's liquidity runs out (the Quoter quotes that partial
      // fill): the ETH it did not spend would stay in the router for anyone to take.
      calls.push(SWAP_ROUTER_02_INTERFACE.encodeFunctionData('refundETH', []));
      value = totalIn;
    }
  } else {
    const custody = outputCurrency.isNative;
    let totalOut = 0n;
    let maximumIn = 0n;
    const to = custody ? SWAP_ROUTER_02_ADDRESS_THIS : recipient;
    for (const { split, sections } of routes) {
      const routeMaximumIn = routeMaximumInput(split, bips);
      const amountOut = raw(split.outputAmount);
      totalOut += amountOut;
      maximumIn += routeMaximumIn;
      const [first, ...rest] = sections as [Section, ...Section[]];
      if (rest.length === 0) {
        calls.push(swapExactOut(first, amountOut, routeMaximumIn, to));
        continue;
      }
      // A mixed route: SwapRouter02 pays every exact-output swap from the sender, so only the
      // first section can be one. It buys what the later sections need for the route's output;
      // they swap all of it (exact input) and must deliver at least that output.
      const firstHops = first.tokens.length - 1;
      calls.push(
        swapExactOut(
          first,
          boundaryAmount(split, firstHops, amountOut),
          routeMaximumIn,
          SWAP_ROUTER_02_ADDRESS_THIS,
        ),
      );
      rest.forEach((section, index) => {
        const last = index === rest.length - 1;
        calls.push(
          swapExactIn(
            section,
            CONTRACT_BALANCE,
            last ? amountOut : 0n,
            last ? to : SWAP_ROUTER_02_ADDRESS_THIS,
          ),
        );
      });
    }
    if (custody) {
      calls.push(SWAP_ROUTER_02_INTERFACE.encodeFunctionData('unwrapWETH9', [totalOut, recipient]));
    }
    if (inputCurrency.isNative) {
      calls.push(SWAP_ROUTER_02_INTERFACE.encodeFunctionData('refundETH', []));
      value = maximumIn;
    }
  }

  return {
    address: routerAddress,
    callData: SWAP_ROUTER_02_INTERFACE.encodeFunctionData('multicall', [
      options.deadline,
      calls,
    ]).toLowerCase(),
    value,
  };
}

/** One v2 or v3 SDK trade as a `SplitTrade`, to send it through SwapRouter02 too. */
export function splitTradeFromSdkTrade(
  trade: V2Trade<Currency, Currency, TradeType> | V3Trade<Currency, Currency, TradeType>,
): SplitTrade {
  if (trade instanceof V2Trade) {
    return {
      tradeType: trade.tradeType,
      inputAmount: trade.inputAmount,
      outputAmount: trade.outputAmount,
      splits: [
        {
          protocol: 'V2',
          path: trade.route.path,
          pools: trade.route.pairs,
          inputAmount: trade.inputAmount,
          outputAmount: trade.outputAmount,
          percent: 100,
        },
      ],
    };
  }
  const v3 = trade as V3Trade<Currency, Currency, TradeType>;
  return {
    tradeType: v3.tradeType,
    inputAmount: v3.inputAmount,
    outputAmount: v3.outputAmount,
    splits: v3.swaps.map(({ route, inputAmount, outputAmount }) => ({
      protocol: 'V3' as const,
      path: route.tokenPath,
      pools: route.pools,
      inputAmount,
      outputAmount,
    })),
  };
}
