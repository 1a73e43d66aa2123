// /migrate/v2's cards (spec 001 §2 "Migrate", §9): what the account's wallet LP tokens of a
// Uniswap V2 or Sushi pair are worth. Staked LP sits in a mining pool and cannot be migrated, so
// only the wallet balance counts here; the share has 2 decimals.

import type { V2Holding } from '@dex/liquidity';
import { formatPoolShare } from '@dex/liquidity';
import { localizeIfShown } from '@dex/primitives';
import type { MigratePairItem, TokenColors } from '@dex/ui-kit';
import { Percent } from '@uniswap/sdk-core';
import type { V2LiquidityState } from '../v2Atoms';
import { pairItem } from '../v2Format';

/**
 * A migrate card for a holding, numbers written for `locale` (plain without one); null when the
 * wallet holds none of the pair's LP.
 */
export function migrateItem(
  holding: V2Holding,
  exchange: string,
  locale?: string,
  colors?: TokenColors,
): MigratePairItem | null {
  if (holding.balance <= 0n) return null;
  const item = pairItem({ ...holding, staked: 0n }, locale, colors);
  const share = formatPoolShare(
    new Percent(holding.balance.toString(), holding.totalSupply.toString()),
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

/** Both exchanges' liquidity as one list state: loading until both have answered. */
export function migrateListState(
  exchanges: readonly { readonly state: V2LiquidityState; readonly name: string }[],
  locale?: string,
  colors?: TokenColors,
):
  | { readonly status: 'disconnected' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly pairs: readonly MigratePairItem[] } {
  if (exchanges.some((e) => e.state.status === 'disconnected')) return { status: 'disconnected' };
  const pairs: MigratePairItem[] = [];
  for (const { state, name } of exchanges) {
    if (state.status !== 'ready') return { status: 'loading' };
    for (const holding of state.holdings) {
      const item = migrateItem(holding, name, locale, colors);
      if (item) pairs.push(item);
    }
  }
  return { status: 'ready', pairs };
}
