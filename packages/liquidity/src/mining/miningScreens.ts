// The /uni pages as they are shown (spec 001 §2 "Liquidity mining"): the overview's texts and cards,
// one pool's texts, figures and its Deposit, Withdraw and Claim buttons, in the reader's words.
import type { Translator } from '@dex/primitives';
import type { TokenColorOf } from '../v2/pairCard';
import type { MiningDialogFormInput } from './dialogForm';
import { type MiningViewMessage, miningPoolItem, miningPoolView } from './miningView';
import type { CurrentMiningPool } from './poolOrder';
import type { MiningPool, MiningPoolsState } from './pools';

export type MiningOverviewMessage =
  | 'mining.bannerTitle'
  | 'mining.bannerText'
  | 'mining.participating'
  | 'mining.loading'
  | 'mining.empty'
  | 'mining.totalDeposited'
  | 'mining.poolRate'
  | 'mining.manage'
  | 'mining.deposit';

/** /uni's texts. */
export const miningOverviewLabels = (t: Translator<MiningOverviewMessage>) => ({
  bannerTitle: t('mining.bannerTitle'),
  bannerText: t('mining.bannerText'),
  participating: t('mining.participating'),
  loading: t('mining.loading'),
  empty: t('mining.empty'),
  totalDeposited: t('mining.totalDeposited'),
  poolRate: t('mining.poolRate'),
  manage: t('mining.manage'),
  deposit: t('mining.deposit'),
});

/**
 * /uni's list (the shape of ui-kit's MiningOverviewState): the cards of `shown` (the pools the
 * page lists, in its order) at chain time `now` once the pools are read.
 */
export function miningOverviewState(
  mining: MiningPoolsState,
  shown: readonly MiningPool[],
  now: number | undefined,
  t: Translator<MiningViewMessage>,
  locale: string,
  colorOf: TokenColorOf,
) {
  if (mining.status !== 'ready') return mining;
  const pools = shown.map((pool) => miningPoolItem(pool, now, t, locale, colorOf));
  return { status: 'ready', pools } as const;
}

export type MiningPoolDetailMessage =
  | 'mining.loading'
  | 'mining.notFound'
  | 'mining.totalDeposits'
  | 'mining.poolRate'
  | 'mining.yourDeposit'
  | 'mining.unclaimed'
  | 'mining.step1Title'
  | 'mining.step1Text'
  | 'mining.step1Link';

/** /uni/{a}/{b}'s texts. */
export const miningPoolDetailLabels = (t: Translator<MiningPoolDetailMessage>) => ({
  loading: t('mining.loading'),
  notFound: t('mining.notFound'),
  totalDeposits: t('mining.totalDeposits'),
  poolRate: t('mining.poolRate'),
  yourDeposit: t('mining.yourDeposit'),
  unclaimed: t('mining.unclaimed'),
  step1Title: t('mining.step1Title'),
  step1Text: t('mining.step1Text'),
  step1Link: t('mining.step1Link'),
});

/** Deposit, Withdraw or Claim: the dialog a button opens. */
type MiningDialogKind = NonNullable<MiningDialogFormInput['kind']>;

export interface MiningPoolPageInput {
  /** The pool of the route (currentMiningPool). */
  readonly current: CurrentMiningPool;
  /** The chain's time in seconds; undefined shows no countdown yet. */
  readonly now: number | undefined;
  /** The account's unstaked LP (undefined while unread); no account hides the account's rows. */
  readonly account: { readonly lpBalance: bigint | undefined } | undefined;
  readonly locale: string;
  /** Opens the Deposit, Withdraw or Claim dialog. */
  readonly onOpen: (kind: MiningDialogKind) => void;
}

/**
 * /uni/{a}/{b}'s state (ui-kit's MiningPoolDetailState) and, once the pool is known, its
 * Deposit, Withdraw and Claim buttons, each opening its dialog.
 */
export function miningPoolPage(
  t: Translator<MiningViewMessage | 'mining.deposit' | 'mining.withdraw' | 'mining.claim'>,
  input: MiningPoolPageInput,
) {
  const { current, onOpen } = input;
  if (current.status !== 'ready') return { state: current, actions: undefined };
  const action = (kind: MiningDialogKind, label: string) => ({
    label,
    disabled: false,
    onClick: () => onOpen(kind),
  });
  return {
    state: {
      status: 'ready',
      view: miningPoolView(current.pool, input.now, input.account, t, input.locale),
    } as const,
    actions: {
      deposit: action('deposit', t('mining.deposit')),
      withdraw: action('withdraw', t('mining.withdraw')),
      claim: action('claim', t('mining.claim')),
    },
  };
}
