// What /uni and /uni/{a}/{b} show of a mining pool (spec 001 §2 mining overview, §4 "Rewards
// countdown", §9 weekly rates and pool TVL) as plain values, numbers written for a locale; the app
// words the countdown and the rate.
import { formatCurrencyAmount, formatDuration } from '@dex/primitives';
import type { Token } from '@uniswap/sdk-core';
import { v2CurrencyId, v2Symbol } from '../v2/currencies';
import { poolValueToken } from './poolOrder';
import type { MiningPool } from './pools';
import {
  isShownStake,
  type RewardsPhase,
  rewardsCountdown,
  stakedValueIn,
  weeklyAmount,
} from './staking';

export interface MiningCountdown {
  readonly phase: RewardsPhase;
  /** The time left as words for the locale, e.g. "1 min, 5 sec". */
  readonly time: string;
}

export interface MiningPoolSummary {
  /** The pair in its own order (token0/token1), as /pool/v2 shows and links it. */
  readonly tokens: readonly [Token, Token];
  /** "DAI/ETH" */
  readonly pair: string;
  /** Undefined until the chain's time is known. */
  readonly countdown: MiningCountdown | undefined;
  /** "10 ETH", or "-" while the pool's value is unknown. */
  readonly totalDeposited: string;
  /** The pool's weekly rewards: zero once they have ended (§9). */
  readonly weeklyRate: { readonly amount: string; readonly symbol: string };
  /** /uni/{a}/{b} */
  readonly href: string;
  readonly hasStake: boolean;
}

/** §4: the rewards' phase and time left at the chain time `now` (seconds). */
export function miningCountdown(
  periodFinish: Date | undefined,
  now: number,
  locale?: string,
): MiningCountdown {
  const { phase, secondsLeft } = rewardsCountdown(periodFinish, now);
  return { phase, time: formatDuration(secondsLeft, locale) };
}

/** A pool at chain time `now` (undefined: not known yet); numbers for `locale` (plain without). */
export function miningPoolSummary(
  pool: MiningPool,
  now: number | undefined,
  locale?: string,
): MiningPoolSummary {
  const { info } = pool;
  const [x, y] = info.tokens;
  const [a, b] = x.sortsBefore(y) ? [x, y] : [y, x];
  const token = poolValueToken(pool);
  const value =
    pool.pair && token && pool.lpTotalSupply !== undefined
      ? stakedValueIn(pool.pair, pool.lpTotalSupply, info.totalStakedAmount, token)
      : undefined;
  const countdown = now === undefined ? undefined : miningCountdown(info.periodFinish, now, locale);
  const active = countdown ? countdown.phase === 'active' : info.active;
  return {
    tokens: [a, b],
    pair: `${v2Symbol(a)}/${v2Symbol(b)}`,
    countdown,
    totalDeposited:
      value && token ? `${formatCurrencyAmount(value, 6, locale)} ${v2Symbol(token)}` : '-',
    weeklyRate: {
      amount: formatCurrencyAmount(weeklyAmount(info.totalRewardRate, active), 6, locale),
      symbol: v2Symbol(info.totalRewardRate.currency),
    },
    href: `/uni/${v2CurrencyId(a)}/${v2CurrencyId(b)}`,
    hasStake: isShownStake(info),
  };
}
