import { createTranslator } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  Pool,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { PoolState } from '../pools';
import {
  type MigrateViewMessage,
  outcomeFacts,
  pairLabel,
  positionFacts,
  priceDifferenceView,
} from './migrateView';
import { type MigrationInput, planMigration } from './plan';

// The app's English texts for these messages.
const t = createTranslator<MigrateViewMessage>(
  {
    'migratePair.difference': 'Price difference',
    'migratePair.intoV3': '{symbol} into V3',
    'migratePair.lpTokens': '{pair} LP tokens',
    'migratePair.pooled': 'Pooled {symbol}',
    'migratePair.priceDifference':
      'The {exchange} and V3 prices differ by 2% or more. You should only deposit liquidity into Uniswap V3 at a price you believe is correct; if the price seems wrong, swap to move it or wait for someone else to.',
    'migratePair.priceValue': '{price} {quote} per {base}',
    'migratePair.refund': '{symbol} refunded',
    'migratePair.share': 'Share of pool',
    'migratePair.v2Price': '{exchange} price',
    'migratePair.v3Price': 'V3 price',
  },
  undefined,
);
// Mainnet tokens: USDC is token0; WETH is the chain's wrapped native token (shown as ETH).
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const LP = new Token(1, '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc', 18, 'UNI-V2');
const E18 = 10n ** 18n;

function poolAt(usdcPerWeth: bigint) {
  const sqrt = encodeSqrtRatioX96(E18.toString(), (usdcPerWeth * 10n ** 6n).toString());
  return new Pool(USDC, WETH, 3000, sqrt, E18.toString(), TickMath.getTickAtSqrtRatio(sqrt));
}

// 2,000,000 USDC and 1,000 WETH; the account holds 1.5 of 100 LP tokens.
const pair = {
  token0: USDC,
  token1: WETH,
  lpToken: LP,
  totalSupply: 100n * E18,
  balance: 15n * 10n ** 17n,
};

function plan(overrides: Partial<MigrationInput> = {}) {
  const pool = overrides.pool === undefined ? poolAt(2000n) : overrides.pool;
  const tick = pool?.tickCurrent ?? 0;
  return planMigration({
    token0: USDC,
    token1: WETH,
    reserve0: 2_000_000n * 10n ** 6n,
    reserve1: 1_000n * E18,
    totalSupply: pair.totalSupply,
    liquidity: pair.balance,
    fee: 3000,
    poolState: PoolState.EXISTS,
    pool,
    tickLower: nearestUsableTick(tick - 6000, TICK_SPACINGS[3000]),
    tickUpper: nearestUsableTick(tick + 6000, TICK_SPACINGS[3000]),
    invalidRange: false,
    slippageBips: 50,
    ...overrides,
  });
}

describe('migrate page view', () => {
  it('names the pair with ETH for WETH', () => {
    expect(pairLabel(pair)).toBe('USDC/ETH');
  });

  it("shows the wallet LP, its pooled amounts and a 2-decimal share, in the user's locale", () => {
    expect(positionFacts(t, pair, plan(), 'en')).toEqual([
      { label: 'USDC/ETH LP tokens', value: '1.5' },
      { label: 'Pooled USDC', value: '30,000' },
      { label: 'Pooled ETH', value: '15' },
      { label: 'Share of pool', value: '1.50%' },
    ]);
    expect(positionFacts(t, pair, plan(), 'de').map((fact) => fact.value)).toEqual([
      '1,5',
      '30.000',
      '15',
      '1,50%',
    ]);
    const tiny = { ...pair, balance: 10n ** 12n };
    expect(positionFacts(t, tiny, plan({ liquidity: 10n ** 12n }), 'en').at(-1)?.value).toBe(
      '<0.01%',
    );
  });

  it('lists what goes into V3 and what is refunded once the range is valid', () => {
    const facts = outcomeFacts(t, plan(), 'en');
    expect(facts.map((fact) => fact.label)).toEqual([
      'USDC into V3',
      'ETH into V3',
      'USDC refunded',
      'ETH refunded',
    ]);
    expect(Number(facts[0]?.value.replace(/,/g, ''))).toBeGreaterThan(29_000);
    expect(outcomeFacts(t, plan({ invalidRange: true }), 'en')).toEqual([]);
  });

  it('warns with both prices when they are 2 % or more apart, and not below', () => {
    expect(priceDifferenceView(t, plan(), 'Uniswap V2', 'en')).toBeUndefined();
    const view = priceDifferenceView(t, plan({ pool: poolAt(2100n) }), 'Uniswap V2', 'en');
    expect(view?.message).toContain('differ by 2% or more');
    expect(view?.facts).toEqual([
      { label: 'Uniswap V2 price', value: '2,000 USDC per ETH' },
      { label: 'V3 price', value: '2,100 USDC per ETH' },
      { label: 'Price difference', value: '5.00%' },
    ]);
  });
});
