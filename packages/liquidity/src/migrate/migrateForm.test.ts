import { Token } from '@uniswap/sdk-core';
import { encodeSqrtRatioX96, Pool, TickMath } from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { EMPTY_MINT_STATE } from '../mintState';
import { PoolState } from '../pools';
import { liquidityToken } from '../v2/pairs';
import { migrateBaseQuote, migrateForm } from './migrateForm';
import type { MigratePair } from './pairLookup';

// token0 USDC (6 decimals), token1 WETH (18): the pair's and the pool's order.
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const E18 = 10n ** 18n;
const factory = {
  address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
} as const;
// 2,000,000 USDC and 1,000 WETH (2,000 USDC per WETH), 100 LP tokens, 10 in the wallet.
const pair: MigratePair = {
  status: 'ready',
  exchange: 'uniswapV2',
  lpToken: liquidityToken(factory, USDC, WETH),
  token0: USDC,
  token1: WETH,
  reserve0: 2_000_000n * 10n ** 6n,
  reserve1: 1_000n * E18,
  totalSupply: 100n * E18,
  balance: 10n * E18,
};
const sqrt = encodeSqrtRatioX96(E18.toString(), (2000n * 10n ** 6n).toString());
const pool = new Pool(USDC, WETH, 3000, sqrt, E18.toString(), TickMath.getTickAtSqrtRatio(sqrt));
// WETH per USDC, as the pool reads: 1/2500 to 1/1600.
const input = {
  pair,
  fee: 3000,
  rangeState: {
    ...EMPTY_MINT_STATE,
    leftRangeTypedValue: '0.0004',
    rightRangeTypedValue: '0.000625',
  },
  poolResult: { state: PoolState.EXISTS, pool },
  slippageBips: 50,
  chainId: 1,
  account: ACCOUNT,
};

describe('migrateForm', () => {
  it('reads prices as token1 per token0, and nothing until the pair is known', () => {
    expect(migrateBaseQuote(pair)).toEqual({ base: USDC, quote: WETH });
    expect(migrateBaseQuote({ status: 'loading' })).toBeUndefined();
    expect(migrateForm({ ...input, pair: { status: 'notFound' } })).toEqual({
      range: undefined,
      plan: undefined,
      review: null,
    });
  });

  it('plans the whole wallet LP into the typed range, ready to send to the account', () => {
    const form = migrateForm(input);
    expect(form.range?.invalidRange).toBe(false);
    expect(form.range?.outOfRange).toBe(false);
    expect(form.plan?.createPool).toBe(false);
    expect(form.plan?.position?.tickLower).toBe(form.range?.tickLower);
    expect(form.review).toMatchObject({
      pair: pair.lpToken.address,
      liquidity: 10n * E18,
      createPool: false,
      binding: { chainId: 1, account: ACCOUNT, recipient: ACCOUNT },
    });
  });

  it('prices the range against the V2 price when the pool is to be created', () => {
    const form = migrateForm({ ...input, poolResult: { state: PoolState.NOT_EXISTS, pool: null } });
    expect(form.plan?.createPool).toBe(true);
    expect(form.range?.outOfRange).toBe(false);
    expect(form.review?.createPool).toBe(true);
  });

  it('sends nothing for an inverted range', () => {
    const inverted = {
      ...input.rangeState,
      leftRangeTypedValue: '0.000625',
      rightRangeTypedValue: '0.0004',
    };
    const form = migrateForm({ ...input, rangeState: inverted });
    expect(form.range?.invalidRange).toBe(true);
    expect(form.review).toBeNull();
  });
});
