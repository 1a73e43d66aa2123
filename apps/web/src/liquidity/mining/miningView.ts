// What the /uni page shows of each mining pool (spec 001 §2 mining overview, §4 "Rewards
// countdown", §9 weekly rates and pool TVL), as plain text for ui-kit's MiningOverview.

import type { MiningPool } from '@dex/liquidity';
import {
  isShownStake,
  poolValueToken,
  rewardsCountdown,
  stakedValueIn,
  v2CurrencyId,
  v2Symbol,
  weeklyAmount,
} from '@dex/liquidity';
import { formatCurrencyAmount, formatDuration } from '@dex/primitives';
import type { MiningPoolItem, MiningPoolView, TokenColors } from '@dex/ui-kit';
import type { Translate } from '../../i18n';
import { cardAccentColor } from '../v2Format';

/** §4: the countdown line of a pool at the chain time `now` (seconds), in `locale`'s words. */
export function countdownText(
  periodFinish: Date | undefined,
  now: number,
  t: Translate,
  locale?: string,
): string {
  const { phase, secondsLeft } = rewardsCountdown(periodFinish, now);
  const time = formatDuration(secondsLeft, locale);
  if (phase === 'upcoming') return t('mining.beginsIn', { time });
  if (phase === 'active') return t('mining.endsIn', { time });
  return t('mining.ended');
}

/**
 * A pool card's text at chain time `now`; `now` undefined shows no countdown yet. Numbers are
 * written for `locale` when given.
 */
export function miningPoolItem(
  pool: MiningPool,
  now: number | undefined,
  t: Translate,
  locale?: string,
  colors?: TokenColors,
): MiningPoolItem {
  const { info } = pool;
  // The pair's own order (token0/token1), as /pool/v2 shows and links it.
  const [x, y] = info.tokens;
  const [a, b] = x.sortsBefore(y) ? [x, y] : [y, x];
  const token = poolValueToken(pool);
  const value =
    pool.pair && token && pool.lpTotalSupply !== undefined
      ? stakedValueIn(pool.pair, pool.lpTotalSupply, info.totalStakedAmount, token)
      : undefined;
  // An ended pool pays nothing, so its rate is zero (§9).
  const active =
    now === undefined ? info.active : rewardsCountdown(info.periodFinish, now).phase === 'active';
  const accentColor = cardAccentColor(a, b, colors);
  return {
    id: info.stakingRewardAddress,
    pair: `${v2Symbol(a)}/${v2Symbol(b)}`,
    countdown: now === undefined ? '' : countdownText(info.periodFinish, now, t, locale),
    totalDeposited:
      value && token ? `${formatCurrencyAmount(value, 6, locale)} ${v2Symbol(token)}` : '-',
    poolRate: t('mining.perWeek', {
      amount: formatCurrencyAmount(weeklyAmount(info.totalRewardRate, active), 6, locale),
      symbol: v2Symbol(info.totalRewardRate.currency),
    }),
    href: `/uni/${v2CurrencyId(a)}/${v2CurrencyId(b)}`,
    hasStake: isShownStake(info),
    ...(accentColor ? { accentColor } : {}),
  };
}

/**
 * /uni/{a}/{b}'s figures. `account` undefined hides the account's rows; `lpBalance` is the
 * account's unstaked LP (undefined while unread), for the step-1 banner (neither stake nor LP).
 * The unclaimed rewards are the exact plain decimal: the page's live counter cuts it to 4 places.
 */
export function miningPoolView(
  pool: MiningPool,
  now: number | undefined,
  account: { readonly lpBalance: bigint | undefined } | undefined,
  t: Translate,
  locale?: string,
): MiningPoolView {
  const item = miningPoolItem(pool, now, t, locale);
  const { info } = pool;
  const [idA, idB] = item.href.split('/').slice(2);
  const noTokens = account?.lpBalance === 0n && !isShownStake(info);
  return {
    title: t('mining.poolTitle', { pair: item.pair }),
    totalDeposits: item.totalDeposited,
    poolRate: item.poolRate,
    ...(account
      ? {
          yourDeposit: `${formatCurrencyAmount(info.stakedAmount, 6, locale)} ${t('mining.lpSymbol')}`,
          unclaimed: info.earnedAmount.toExact(),
        }
      : {}),
    ...(noTokens ? { addHref: `/add/${idA}/${idB}` } : {}),
  };
}
