import type { ReviewBinding } from '@dex/write';
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, FeeAmount, Pool, Position, TickMath } from '@uniswap/v3-sdk';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { addLiquidityCall } from './mint';
import {
  decideLiquiditySend,
  type LiquidityTerms,
  liquidityTermsChanged,
  migrateTerms,
  v2AddTerms,
  v3AddReview,
  v3AddTerms,
} from './review';
import { v2AddCall } from './v2/add';
import { addReviewDetails } from './view/addView';

const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const ETH = Ether.onChain(1);
const MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88';
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PAIR = '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc';

/** A USDC/WETH 0.3 % pool at `usdcPerEth`. */
function poolAt(usdcPerEth: bigint) {
  const sqrt = encodeSqrtRatioX96((10n ** 18n).toString(), (usdcPerEth * 10n ** 6n).toString());
  return new Pool(USDC, WETH, FeeAmount.MEDIUM, sqrt, '1000000', TickMath.getTickAtSqrtRatio(sqrt));
}
const reviewedPool = poolAt(2000n);
const tick = Math.floor(reviewedPool.tickCurrent / 60) * 60;
/** The position 2,000 USDC mints in a fixed range: its WETH side follows the pool's price. */
const positionIn = (pool: Pool) =>
  Position.fromAmount0({
    pool,
    tickLower: tick - 600,
    tickUpper: tick + 600,
    amount0: (2000n * 10n ** 6n).toString(),
    useFullPrecision: true,
  });
const reviewed = positionIn(reviewedPool);
const moved = positionIn(poolAt(1990n));

const MINT = new Interface([
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline))',
]);
const ROUTER_V2 = new Interface([
  'function addLiquidity(address tokenA, address tokenB, uint amountADesired, uint amountBDesired, uint amountAMin, uint amountBMin, address to, uint deadline)',
]);

describe('v3AddTerms', () => {
  const options = { slippageBips: 50, createPool: false };

  it('are the amounts and minimums the position manager is called with', () => {
    const terms = v3AddTerms(reviewed, options);
    const call = addLiquidityCall(reviewed, {
      positionManager: MANAGER,
      slippageBips: 50,
      deadline: 1n,
      recipient: ACCOUNT,
    });
    const [params] = MINT.decodeFunctionData('mint', call.callData);
    expect(terms.amounts.slice(1)).toEqual([params.amount0Desired, params.amount1Desired]);
    expect(terms.minimums).toEqual([params.amount0Min, params.amount1Min]);
  });

  it('are unchanged for the same position rebuilt from the same pool, and change with the price', () => {
    expect(
      liquidityTermsChanged(
        v3AddTerms(reviewed, options),
        v3AddTerms(positionIn(reviewedPool), options),
      ),
    ).toBe(false);
    expect(liquidityTermsChanged(v3AddTerms(reviewed, options), v3AddTerms(moved, options))).toBe(
      true,
    );
  });

  it('change with the slippage (another minimum) and with creating the pool', () => {
    const terms = v3AddTerms(reviewed, options);
    expect(
      liquidityTermsChanged(terms, v3AddTerms(reviewed, { ...options, slippageBips: 100 })),
    ).toBe(true);
    expect(
      liquidityTermsChanged(terms, v3AddTerms(reviewed, { ...options, createPool: true })),
    ).toBe(true);
  });
});

describe('v2AddTerms', () => {
  const usdc = (n: bigint) => CurrencyAmount.fromRawAmount(USDC, (n * 10n ** 6n).toString());
  const eth = (wei: bigint) => CurrencyAmount.fromRawAmount(ETH, wei.toString());
  const weth = (wei: bigint) => CurrencyAmount.fromRawAmount(WETH, wei.toString());

  it('are the amounts and minimums the router is called with', () => {
    const terms = v2AddTerms({
      amountA: usdc(2000n),
      amountB: weth(10n ** 18n),
      slippageBips: 50,
      firstDeposit: false,
    });
    const call = v2AddCall({
      router: ROUTER,
      amountA: usdc(2000n),
      amountB: weth(10n ** 18n),
      recipient: ACCOUNT,
      slippageBips: 50,
      deadline: 1n,
      firstDeposit: false,
    });
    const args = ROUTER_V2.decodeFunctionData('addLiquidity', call.callData);
    expect(terms.amounts).toEqual([args[2], args[3]]);
    expect(terms.minimums).toEqual([args[4], args[5]]);
  });

  it('change when the other side moved with the reserves, or the pool got its first deposit', () => {
    const base = {
      amountA: usdc(2000n),
      amountB: eth(10n ** 18n),
      slippageBips: 50,
      firstDeposit: false,
    };
    const terms = v2AddTerms(base);
    expect(liquidityTermsChanged(terms, v2AddTerms({ ...base, amountB: eth(10n ** 18n) }))).toBe(
      false,
    );
    expect(
      liquidityTermsChanged(terms, v2AddTerms({ ...base, amountB: eth(10n ** 18n + 1n) })),
    ).toBe(true);
    expect(liquidityTermsChanged(terms, v2AddTerms({ ...base, firstDeposit: true }))).toBe(true);
    // Native ETH and WETH are different deposits (value vs. an approved token).
    expect(liquidityTermsChanged(terms, v2AddTerms({ ...base, amountB: weth(10n ** 18n) }))).toBe(
      true,
    );
  });
});

describe('migrateTerms', () => {
  const base = {
    pair: PAIR,
    liquidity: 10n ** 15n,
    position: reviewed,
    slippageBips: 50,
    createPool: false,
  };

  it('change with the position the LP mints, and with the LP amount', () => {
    const terms = migrateTerms(base);
    expect(
      liquidityTermsChanged(terms, migrateTerms({ ...base, position: positionIn(reviewedPool) })),
    ).toBe(false);
    expect(liquidityTermsChanged(terms, migrateTerms({ ...base, position: moved }))).toBe(true);
    expect(
      liquidityTermsChanged(terms, migrateTerms({ ...base, liquidity: 10n ** 15n + 1n })),
    ).toBe(true);
  });
});

describe('decideLiquiditySend', () => {
  const review = (position: Position, binding: Partial<ReviewBinding> = {}) => ({
    position,
    terms: v3AddTerms(position, { slippageBips: 50, createPool: false }),
    binding: { chainId: 1, account: ACCOUNT, recipient: null, positionId: 7n, ...binding },
  });

  it('sends the accepted write while the live one matches it', () => {
    const accepted = review(reviewed);
    expect(decideLiquiditySend(accepted, review(positionIn(reviewedPool)))).toEqual({
      kind: 'send',
      review: accepted,
    });
    // The same account in another case, the same position spelled as text.
    expect(
      decideLiquiditySend(
        accepted,
        review(reviewed, { account: ACCOUNT.toLowerCase(), positionId: '7' }),
      ).kind,
    ).toBe('send');
  });

  it('sends nothing while the live write is not known (reads loading after a change)', () => {
    expect(decideLiquiditySend(review(reviewed), null)).toEqual({
      kind: 'priceUpdated',
      live: null,
    });
  });

  it.each<[string, Partial<ReviewBinding>]>([
    ['another chain', { chainId: 10 }],
    ['another account', { account: MANAGER }],
    ['another position', { positionId: 8n }],
    ['another recipient', { recipient: ROUTER }],
  ])('refuses %s with the same terms', (_label, binding) => {
    const live = review(reviewed, binding);
    expect(decideLiquiditySend(review(reviewed), live)).toEqual({ kind: 'priceUpdated', live });
  });

  it('refuses once the price moved; after Accept the live write is sent with the minimums it showed', () => {
    const accepted = review(reviewed);
    const live = review(moved);
    expect(decideLiquiditySend(accepted, live)).toEqual({ kind: 'priceUpdated', live });
    const afterAccept = decideLiquiditySend(live, review(positionIn(poolAt(1990n))));
    expect(afterAccept.kind).toBe('send');
    if (afterAccept.kind !== 'send') return;
    const shown: LiquidityTerms = live.terms;
    const call = addLiquidityCall(afterAccept.review.position, {
      positionManager: MANAGER,
      slippageBips: 50,
      deadline: 1n,
      recipient: ACCOUNT,
    });
    const [params] = MINT.decodeFunctionData('mint', call.callData);
    expect([params.amount0Min, params.amount1Min]).toEqual(shown.minimums);
    expect(shown.minimums).not.toEqual(accepted.terms.minimums);
  });
});

describe('v3AddReview', () => {
  const position = positionIn(reviewedPool);
  const input = {
    position,
    amountA: CurrencyAmount.fromRawAmount(USDC, '2000000000'),
    amountB: undefined,
    slippageBips: 50,
    createPool: false,
    chainId: 1,
    account: ACCOUNT,
    positionId: '7',
  };

  it('binds the add to its chain, account (also paid) and position, with its terms', () => {
    const review = v3AddReview(input);
    expect(review?.binding).toEqual({
      chainId: 1,
      account: ACCOUNT,
      recipient: ACCOUNT,
      positionId: '7',
    });
    expect(review?.terms).toEqual(v3AddTerms(position, { slippageBips: 50, createPool: false }));
    expect(v3AddReview({ ...input, position: undefined })).toBeNull();
  });

  it("details the review: the tier, the price of A in B and each amount's dollar value", () => {
    const review = v3AddReview(input);
    const details = addReviewDetails(review, USDC, (amount) => amount.toExact());
    expect(details?.fee).toBe(FeeAmount.MEDIUM);
    expect(details?.price?.baseCurrency).toBe(USDC);
    expect(details?.amounts).toEqual([{ amount: input.amountA, usd: '2000' }]);
    expect(addReviewDetails(null, USDC, () => 0)).toBeNull();
  });
});
