// What /migrate/v2/{address} shows and Migrate sends (spec 001 §4 migration, §5: what you review
// is what you sign): the plan for the pair's whole wallet LP, and the migration as the form shows
// it, bound to the chain and account (the position goes to the account).
import type { FeeAmount, Pool, Position } from '@uniswap/v3-sdk';
import type { PoolState } from '../pools';
import { type BoundLiquidityReview, migrateTerms } from '../review';
import type { MigratePair } from './pairLookup';
import { type MigrationPlan, planMigration } from './plan';

/** The plan for a pair's wallet LP into a V3 tier and range; undefined until the pair is known. */
export function migrationPlanFor(input: {
  readonly pair: MigratePair;
  readonly fee: FeeAmount;
  readonly poolState: PoolState;
  readonly pool: Pool | null;
  readonly range:
    | {
        readonly tickLower: number | undefined;
        readonly tickUpper: number | undefined;
        readonly invalidRange: boolean;
      }
    | undefined;
  readonly slippageBips: number;
}): MigrationPlan | undefined {
  const { pair, range } = input;
  if (pair.status !== 'ready') return undefined;
  return planMigration({
    token0: pair.token0,
    token1: pair.token1,
    reserve0: pair.reserve0,
    reserve1: pair.reserve1,
    totalSupply: pair.totalSupply,
    liquidity: pair.balance ?? 0n,
    fee: input.fee,
    poolState: input.poolState,
    pool: input.pool,
    tickLower: range?.tickLower,
    tickUpper: range?.tickUpper,
    invalidRange: range?.invalidRange ?? false,
    slippageBips: input.slippageBips,
  });
}

export interface MigrateReview extends BoundLiquidityReview {
  readonly pair: string;
  readonly liquidity: bigint;
  readonly position: Position;
  readonly slippageBips: number;
  readonly createPool: boolean;
}

/** The migration as the form shows it now; null until it can be sent (spec §5). */
export function migrateReview(input: {
  readonly pair: MigratePair;
  readonly plan: MigrationPlan | undefined;
  readonly slippageBips: number;
  readonly chainId: number;
  readonly account: string | null;
}): MigrateReview | null {
  const { pair, plan, account } = input;
  if (pair.status !== 'ready' || !pair.balance || !plan?.position || !plan.minimums) return null;
  const review = {
    pair: pair.lpToken.address,
    liquidity: pair.balance,
    position: plan.position,
    slippageBips: input.slippageBips,
    createPool: plan.createPool,
  };
  return {
    ...review,
    terms: migrateTerms(review),
    binding: { chainId: input.chainId, account, recipient: account },
  };
}

/**
 * What names a migration as it is shown (pair, amount, range, tier, pool creation, slippage) with
 * the approval state: its network cost is estimated once per such key, not once per block.
 */
export const migrateCostKey = (review: MigrateReview, approval: string): string => {
  const { position } = review;
  return `${review.pair}|${review.liquidity}|${position.tickLower}|${position.tickUpper}|${position.pool.fee}|${review.createPool}|${review.slippageBips}|${approval}`;
};
