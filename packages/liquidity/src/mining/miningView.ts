// What the /uni pages show of each mining pool in the reader's words, over miningPoolSummary: the
// overview's cards, the countdown line and one pool's figures.
import { formatCurrencyAmount, type Translator } from '@dex/primitives';
import { AMOUNT_SIGNIFICANT_DIGITS } from '@dex/router';
import { cardAccentColor, type TokenColorOf } from '../v2/pairCard';
import { type MiningCountdown, miningCountdown, miningPoolSummary } from './poolSummary';
import type { MiningPool } from './pools';
import { isShownStake } from './staking';

/** The messages the mining pages' figures are written with. */
export type MiningViewMessage =
  | 'mining.beginsIn'
  | 'mining.endsIn'
  | 'mining.ended'
  | 'mining.perWeek'
  | 'mining.poolTitle'
  | 'mining.lpSymbol';

const COUNTDOWN_TEXT = {
  upcoming: 'mining.beginsIn',
  active: 'mining.endsIn',
  ended: 'mining.ended',
} as const;

const countdownWords = (t: Translator<MiningViewMessage>, { phase, time }: MiningCountdown) =>
  t(COUNTDOWN_TEXT[phase], { time });

/** §4: the countdown line of a pool at the chain time `now` (seconds), in `locale`'s words. */
export const countdownText = (
  periodFinish: Date | undefined,
  now: number,
  t: Translator<MiningViewMessage>,
  locale?: string,
): string => countdownWords(t, miningCountdown(periodFinish, now, locale));

/**
 * A pool card's text (the shape of ui-kit's MiningPoolItem) at chain time `now`; `now` undefined
 * shows no countdown yet.
 */
export function miningPoolItem(
  pool: MiningPool,
  now: number | undefined,
  t: Translator<MiningViewMessage>,
  locale?: string,
  colorOf?: TokenColorOf,
) {
  const summary = miningPoolSummary(pool, now, locale);
  const accentColor = cardAccentColor(...summary.tokens, colorOf);
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
 * /uni/{a}/{b}'s figures (the shape of ui-kit's MiningPoolView). `account` undefined hides the
 * account's rows; `lpBalance` is the account's unstaked LP (undefined while unread), for the
 * step-1 banner (neither stake nor LP).
 * The unclaimed rewards are the exact plain decimal: the page's live counter cuts it to 4 places.
 * @spec 001 §2.25 Title, total deposits, pool rate in
 * @spec 001 §2.26 A step-1 banner links to /add/{a}/{b}
 */
export function miningPoolView(
  pool: MiningPool,
  now: number | undefined,
  account: { readonly lpBalance: bigint | undefined } | undefined,
  t: Translator<MiningViewMessage>,
  locale?: string,
) {
  const item = miningPoolItem(pool, now, t, locale);
  const { info } = pool;
  const [idA, idB] = item.href.split('/').slice(2);
  const noTokens = account?.lpBalance === 0n && !isShownStake(info);
  const staked = formatCurrencyAmount(info.stakedAmount, AMOUNT_SIGNIFICANT_DIGITS, locale);
  return {
    title: t('mining.poolTitle', { pair: item.pair }),
    totalDeposits: item.totalDeposited,
    poolRate: item.poolRate,
    ...(account
      ? { yourDeposit: `${staked} ${t('mining.lpSymbol')}`, unclaimed: info.earnedAmount.toExact() }
      : {}),
    ...(noTokens ? { addHref: `/add/${idA}/${idB}` } : {}),
  };
}
