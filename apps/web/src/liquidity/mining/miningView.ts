// What the /uni pages show of each mining pool in the reader's words, over @dex/liquidity's
// miningPoolSummary, for ui-kit's MiningOverview and MiningPool.
import {
  isShownStake,
  type MiningCountdown,
  type MiningPool,
  miningCountdown,
  miningPoolSummary,
} from '@dex/liquidity';
import { formatCurrencyAmount } from '@dex/primitives';
import type { MiningPoolItem, MiningPoolView, TokenColors } from '@dex/ui-kit';
import type { Translate } from '../../i18n';
import { cardAccentColor } from '../v2Format';

const COUNTDOWN_TEXT = {
  upcoming: 'mining.beginsIn',
  active: 'mining.endsIn',
  ended: 'mining.ended',
} as const;

const countdownWords = (t: Translate, { phase, time }: MiningCountdown) =>
  t(COUNTDOWN_TEXT[phase], { time });

/** §4: the countdown line of a pool at the chain time `now` (seconds), in `locale`'s words. */
export const countdownText = (
  periodFinish: Date | undefined,
  now: number,
  t: Translate,
  locale?: string,
): string => countdownWords(t, miningCountdown(periodFinish, now, locale));

/** A pool card's text at chain time `now`; `now` undefined shows no countdown yet. */
export function miningPoolItem(
  pool: MiningPool,
  now: number | undefined,
  t: Translate,
  locale?: string,
  colors?: TokenColors,
): MiningPoolItem {
  const summary = miningPoolSummary(pool, now, locale);
  const accentColor = cardAccentColor(...summary.tokens, colors);
  return {
    id: pool.info.stakingRewardAddress,
    pair: summary.pair,
    countdown: summary.countdown ? countdownWords(t, summary.countdown) : '',
    totalDeposited: summary.totalDeposited,
    poolRate: t('mining.perWeek', summary.weeklyRate),
    href: summary.href,
    hasStake: summary.hasStake,
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
