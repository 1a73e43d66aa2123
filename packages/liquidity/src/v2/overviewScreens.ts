// The V2 lists as they are shown (spec 001 §2 "V2 liquidity", "Migrate"): /pool/v2's and
// /migrate/v2's texts, and /pool/v2's cards, in the reader's words.
import type { Translator } from '@dex/primitives';
import type { V2LiquidityState } from './holdings';
import { pairItem, type TokenColorOf } from './pairCard';

/** The texts /pool/v2 and /migrate/v2 share: the list's states and a card's rows. */
export type PairListMessage =
  | 'poolV2.connectPrompt'
  | 'poolV2.connectWallet'
  | 'poolV2.empty'
  | 'poolV2.loading'
  | 'poolV2.pooled'
  | 'poolV2.share'
  | 'poolV2.migrate';

const pairListLabels = (t: Translator<PairListMessage>) => ({
  connectPrompt: t('poolV2.connectPrompt'),
  connectWallet: t('poolV2.connectWallet'),
  empty: t('poolV2.empty'),
  loading: t('poolV2.loading'),
  pooled: (symbol: string) => t('poolV2.pooled', { symbol }),
  share: t('poolV2.share'),
  migrate: t('poolV2.migrate'),
});

export type V2PoolOverviewMessage =
  | PairListMessage
  | 'poolV2.title'
  | 'poolV2.createPair'
  | 'poolV2.addLiquidity'
  | 'poolV2.analytics'
  | 'poolV2.yourLiquidity'
  | 'poolV2.importPool'
  | 'poolV2.poolTokens'
  | 'poolV2.staked'
  | 'poolV2.add'
  | 'poolV2.remove'
  | 'poolV2.manageRewards';

/** /pool/v2's texts. */
export const v2PoolOverviewLabels = (t: Translator<V2PoolOverviewMessage>) => ({
  ...pairListLabels(t),
  title: t('poolV2.title'),
  createPair: t('poolV2.createPair'),
  addLiquidity: t('poolV2.addLiquidity'),
  analytics: t('poolV2.analytics'),
  yourLiquidity: t('poolV2.yourLiquidity'),
  importPool: t('poolV2.importPool'),
  poolTokens: t('poolV2.poolTokens'),
  staked: t('poolV2.staked'),
  add: t('poolV2.add'),
  remove: t('poolV2.remove'),
  manageRewards: t('poolV2.manageRewards'),
});

/** /pool/v2's list (the shape of ui-kit's V2PoolOverviewState): a card per pair once read. */
export function v2PoolOverviewState(
  liquidity: V2LiquidityState,
  locale: string,
  colorOf: TokenColorOf,
) {
  if (liquidity.status !== 'ready') return liquidity;
  const pairs = liquidity.holdings.map((holding) => pairItem(holding, locale, colorOf));
  return { status: 'ready', pairs } as const;
}

/**
 * /pool/v2's props (ui-kit V2PoolOverview's, but its link renderer): the list, its labels, and the
 * links (Add, Import, and the account's page on the analytics site once connected).
 */
export function v2PoolOverviewView(
  t: Translator<V2PoolOverviewMessage>,
  input: {
    readonly liquidity: V2LiquidityState;
    readonly account: string | null;
    readonly locale: string;
    readonly colorOf: TokenColorOf;
    /** The analytics site's account page, the account's address appended. */
    readonly analyticsUrl: string;
    readonly onConnect: () => void;
  },
) {
  const { account } = input;
  return {
    state: v2PoolOverviewState(input.liquidity, input.locale, input.colorOf),
    onConnect: input.onConnect,
    links: {
      add: '/add/v2/ETH',
      importPool: '/find?origin=/pool/v2',
      ...(account ? { analytics: `${input.analyticsUrl}${account}` } : {}),
    },
    labels: v2PoolOverviewLabels(t),
  };
}

export type MigrateListMessage =
  | PairListMessage
  | 'migrateV2.title'
  | 'migrateV2.intro'
  | 'migrateV2.yourLiquidity'
  | 'migrateV2.importPool';

/** /migrate/v2's texts. */
export const migrateListLabels = (t: Translator<MigrateListMessage>) => ({
  ...pairListLabels(t),
  title: t('migrateV2.title'),
  intro: t('migrateV2.intro'),
  yourLiquidity: t('migrateV2.yourLiquidity'),
  importPool: t('migrateV2.importPool'),
});
