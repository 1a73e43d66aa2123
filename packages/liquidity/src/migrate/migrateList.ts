// /migrate/v2's cards (spec 001 §2 "Migrate", §9): what the account's wallet LP tokens of a
// Uniswap V2 or Sushi pair are worth. Staked LP sits in a mining pool and cannot be migrated, so
// only the wallet balance counts here; the share has 2 decimals.
import { formatPoolShare, localizeIfShown, type Translator } from '@dex/primitives';
import type { V2Holding, V2LiquidityState } from '../v2/holdings';
import { type MigrateListMessage, migrateListLabels } from '../v2/overviewScreens';
import { pairItem, type TokenColorOf } from '../v2/pairCard';

/**
 * A migrate card for a holding (the shape of ui-kit's MigratePairItem), numbers written for
 * `locale` (plain without one); null when the wallet holds none of the pair's LP.
 */
export function migrateItem(
  holding: V2Holding,
  exchange: string,
  locale?: string,
  colorOf?: TokenColorOf,
) {
  if (holding.balance <= 0n) return null;
  const item = pairItem({ ...holding, staked: 0n }, locale, colorOf);
  const share = formatPoolShare(
    { numerator: holding.balance, denominator: holding.totalSupply },
    2,
  );
  return {
    id: holding.address,
    pair: item.pair,
    exchange,
    symbolA: item.symbolA,
    symbolB: item.symbolB,
    pooledA: item.pooledA,
    pooledB: item.pooledB,
    share: `${localizeIfShown(share, locale)}%`,
    migrateHref: item.migrateHref,
    ...(item.accentColor ? { accentColor: item.accentColor } : {}),
  };
}

// @spec 001 §2.19 The list shows the user's V2
/** Both exchanges' liquidity as one list state: loading until both have answered. */
export function migrateListState(
  exchanges: readonly { readonly state: V2LiquidityState; readonly name: string }[],
  locale?: string,
  colorOf?: TokenColorOf,
) {
  if (exchanges.some((e) => e.state.status === 'disconnected')) {
    return { status: 'disconnected' } as const;
  }
  const pairs: NonNullable<ReturnType<typeof migrateItem>>[] = [];
  for (const { state, name } of exchanges) {
    if (state.status !== 'ready') return { status: 'loading' } as const;
    for (const holding of state.holdings) {
      const item = migrateItem(holding, name, locale, colorOf);
      if (item) pairs.push(item);
    }
  }
  return { status: 'ready', pairs } as const;
}

/** Each exchange's name as /migrate/v2 and the pair's page write it (Uniswap for any other). */
export const MIGRATE_EXCHANGE_NAMES: Readonly<
  Record<string, 'migrateV2.uniswap' | 'migrateV2.sushi'>
> = {
  uniswapV2: 'migrateV2.uniswap',
  sushiswap: 'migrateV2.sushi',
};

/** /migrate/v2's props (ui-kit MigrateV2List's, but its link renderer). */
export function migrateListView(
  t: Translator<MigrateListMessage | 'migrateV2.uniswap' | 'migrateV2.sushi'>,
  input: {
    /** The account's holdings on each exchange the chain migrates from, in the list's order. */
    readonly holdings: readonly { readonly exchange: string; readonly state: V2LiquidityState }[];
    readonly locale: string;
    readonly colorOf: TokenColorOf;
    readonly onConnect: () => void;
  },
) {
  const exchanges = input.holdings.map(({ exchange, state }) => ({
    state,
    name: t(MIGRATE_EXCHANGE_NAMES[exchange] ?? 'migrateV2.uniswap'),
  }));
  return {
    state: migrateListState(exchanges, input.locale, input.colorOf),
    onConnect: input.onConnect,
    importHref: '/find?origin=/migrate/v2',
    labels: migrateListLabels(t),
  };
}
