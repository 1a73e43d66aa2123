// /migrate/v2/{address}'s form from its plain inputs (spec 001 §4 migration, §5): the pair's tokens
// as base and quote, the typed range priced against the pool the plan uses (the V3 pool, or one at
// the V2 price to create), the plan for the whole wallet LP, and the migration as it would be sent.
import type { FeeAmount } from '@uniswap/v3-sdk';
import type { MintState } from '../mintState';
import type { PoolResult } from '../pools';
import { computeRange, type RangeInfo } from '../range';
import { type MigrateReview, migrateReview, migrationPlanFor } from './migrateReview';
import type { MigratePair } from './pairLookup';
import type { MigrationPlan } from './plan';

/** The pair's tokens as base and quote: prices read "token1 per token0", as the pool's. */
export function migrateBaseQuote(pair: MigratePair) {
  return pair.status === 'ready' ? { base: pair.token0, quote: pair.token1 } : undefined;
}

export interface MigrateFormInput {
  readonly pair: MigratePair;
  readonly fee: FeeAmount;
  /** The typed range ends (the add page's mint state; only its range fields are used). */
  readonly rangeState: Pick<MintState, 'leftRangeTypedValue' | 'rightRangeTypedValue'>;
  /** The V3 pool of the pair's tokens at `fee`, as read. */
  readonly poolResult: PoolResult;
  readonly slippageBips: number;
  readonly chainId: number;
  readonly account: string | null;
}

export interface MigrateForm {
  readonly range: RangeInfo | undefined;
  /** Everything the form shows and sends; undefined until the pair is known. */
  readonly plan: MigrationPlan | undefined;
  /** The migration as the form shows it now; null until it can be sent. */
  readonly review: MigrateReview | null;
}

export function migrateForm(input: MigrateFormInput): MigrateForm {
  const { pair, fee, rangeState, poolResult, slippageBips } = input;
  const planWith = (range: RangeInfo | undefined) =>
    migrationPlanFor({
      pair,
      fee,
      poolState: poolResult.state,
      pool: poolResult.pool,
      range,
      slippageBips,
    });
  const tokens = migrateBaseQuote(pair);
  // The range is priced against the plan's pool without a range (prices, warnings, that pool).
  const range =
    tokens &&
    computeRange({
      ...tokens,
      fee,
      left: rangeState.leftRangeTypedValue,
      right: rangeState.rightRangeTypedValue,
      tickCurrent: planWith(undefined)?.pool?.tickCurrent,
    });
  const plan = planWith(range);
  return {
    range,
    plan,
    review: migrateReview({
      pair,
      plan,
      slippageBips,
      chainId: input.chainId,
      account: input.account,
    }),
  };
}
