import { ApprovalState } from '@dex/approvals';
import { Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  nearestUsableTick,
  Pool,
  TICK_SPACINGS,
  TickMath,
} from '@uniswap/v3-sdk';
import { describe, expect, it, vi } from 'vitest';
import { FEE_TIERS } from '../feeTiers';
import { PoolState } from '../pools';
import { migratePairForm } from './migratePairForm';
import { migrateCostKey, migrateReview, migrationPlanFor } from './migrateReview';
import type { MigratePair } from './pairLookup';

const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const LP = new Token(1, '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc', 18, 'UNI-V2');
const E18 = 10n ** 18n;
const sqrt = encodeSqrtRatioX96(E18.toString(), (2000n * 10n ** 6n).toString());
const pool = new Pool(USDC, WETH, 3000, sqrt, E18.toString(), TickMath.getTickAtSqrtRatio(sqrt));
const pair: MigratePair = {
  status: 'ready',
  exchange: 'sushiswap',
  lpToken: LP,
  token0: USDC,
  token1: WETH,
  reserve0: 2_000_000n * 10n ** 6n,
  reserve1: 1_000n * E18,
  totalSupply: 100n * E18,
  balance: 15n * 10n ** 17n,
};
const range = {
  tickLower: nearestUsableTick(pool.tickCurrent - 6000, TICK_SPACINGS[3000]),
  tickUpper: nearestUsableTick(pool.tickCurrent + 6000, TICK_SPACINGS[3000]),
  invalidRange: false,
};
const plan = migrationPlanFor({
  pair,
  fee: 3000,
  poolState: PoolState.EXISTS,
  pool,
  range,
  slippageBips: 50,
});
const handlers = () => ({
  onConnect: vi.fn(),
  onApprove: vi.fn(),
  onSelectFee: vi.fn(),
  onRange: vi.fn(),
  onAcceptPriceUpdate: vi.fn(),
  onMigrate: vi.fn(),
});
const input = {
  connected: true,
  pair,
  plan,
  tokens: { base: USDC, quote: WETH },
  fee: 3000 as const,
  range: undefined,
  left: '',
  right: '',
  approval: ApprovalState.NOT_APPROVED,
  status: 'ready' as const,
  priceUpdated: false,
  networkCost: undefined,
  locale: 'en',
};

describe('migratePairForm', () => {
  it('asks to connect, says not found, or loads before the form', () => {
    const on = handlers();
    const disconnected = migratePairForm(t, { ...input, connected: false }, on);
    expect(disconnected).toMatchObject({ status: 'disconnected' });
    if (disconnected.status === 'disconnected') disconnected.connect.onClick();
    expect(on.onConnect).toHaveBeenCalled();
    expect(migratePairForm(t, { ...input, pair: { status: 'notFound' } }, on).status).toBe(
      'notFound',
    );
    expect(migratePairForm(t, { ...input, plan: undefined }, on)).toEqual({
      status: 'loading',
      message: 'poolV2.loading',
    });
  });

  it("shows the pair's form: its exchange, Approve, a disabled Migrate and the fee tiers", () => {
    const on = handlers();
    const state = migratePairForm(t, input, on);
    if (state.status !== 'ready') throw new Error('the form');
    const { form } = state;
    expect(form.pair).toBe('USDC/ETH');
    expect(form.exchange).toBe('migrateV2.sushi');
    expect(form.approval?.label).toBe('migratePair.approve');
    expect(form.action).toMatchObject({ label: 'migratePair.migrate', disabled: true });
    expect(form.feeTier.options.map((option) => option.fee)).toEqual(
      FEE_TIERS.map((tier) => tier.fee),
    );
    form.feeTier.onSelect(500);
    expect(on.onSelectFee).toHaveBeenCalledWith(500);
    expect(on.onRange).toHaveBeenCalledWith({ type: 'resetRange' });
    form.approval?.onClick();
    expect(on.onApprove).toHaveBeenCalledWith(expect.stringContaining('approveSummary'));
  });

  it('says Success! once migrated, with no Approve, and Price Updated when it moved', () => {
    const on = handlers();
    const state = migratePairForm(t, { ...input, status: 'success', priceUpdated: true }, on);
    if (state.status !== 'ready') throw new Error('the form');
    expect(state.form.approval).toBeUndefined();
    expect(state.form.action).toMatchObject({ label: 'migratePair.success', disabled: true });
    state.form.priceUpdated?.onAccept();
    expect(on.onAcceptPriceUpdate).toHaveBeenCalled();
  });
});

describe('migrateReview', () => {
  it('reviews the whole wallet LP into the position, bound to the account', () => {
    const review = migrateReview({ pair, plan, slippageBips: 50, chainId: 1, account: '0xabc' });
    expect(review).toMatchObject({ pair: LP.address, liquidity: pair.balance, createPool: false });
    expect(review?.binding).toEqual({ chainId: 1, account: '0xabc', recipient: '0xabc' });
    // The cost is priced again for another approval state or slippage, not for each block.
    const keyOf = (approval: ApprovalState, slippageBips = 50) =>
      review && migrateCostKey({ ...review, slippageBips }, approval);
    expect(keyOf(ApprovalState.APPROVED)).toBe(keyOf(ApprovalState.APPROVED));
    expect(keyOf(ApprovalState.APPROVED)).not.toBe(keyOf(ApprovalState.NOT_APPROVED));
    expect(keyOf(ApprovalState.APPROVED)).not.toBe(keyOf(ApprovalState.APPROVED, 100));
    const base = { plan, slippageBips: 50, chainId: 1, account: null };
    expect(migrateReview({ ...base, pair: { status: 'loading' } })).toBeNull();
    expect(
      migrationPlanFor({
        pair: { status: 'loading' },
        fee: 3000,
        poolState: PoolState.EXISTS,
        pool,
        range,
        slippageBips: 50,
      }),
    ).toBeUndefined();
  });
});
