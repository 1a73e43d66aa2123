// What a chain can do that rests on contracts only some chains have: the mainnet-only features its
// entry declares (`ChainInfo.features`), and V2 migration, read off the contracts themselves: spec
// 001 §2 "Migrate" moves V2 liquidity to V3 wherever Uniswap's V3 migrator is deployed (and a V2
// factory to migrate from), while Sushi's pairs are mainnet-only (the `sushiMigration` feature).
import { getChainInfo } from './registry';
import type { ChainFeature, ChainInfo, FactoryKind } from './types';

/** A part of the app a chain may lack: a mainnet-only feature, or `v2Migration`. */
export type ChainCapability = ChainFeature | 'v2Migration';

/** A V2-style exchange whose pairs can be migrated to V3. */
export type MigrationExchange = Exclude<FactoryKind, 'uniswapV3'>;

/** Whether `chain` has `capability`; an unknown chain has none. */
export function chainHasCapability(
  chain: Pick<ChainInfo, 'contracts' | 'features'> | undefined,
  capability: ChainCapability,
): boolean {
  if (!chain) return false;
  if (capability === 'v2Migration') {
    return chain.contracts.v3Migrator !== undefined && chain.contracts.v2Factory !== undefined;
  }
  return chain.features.includes(capability);
}

/**
 * Spec 001 §2 "Migrate": the exchanges whose pairs chain `chainId` lists and migrates, in the order
 * a pair's address is looked up: Uniswap V2 wherever V2 migration is, then Sushi where its
 * mainnet-only feature is on. Empty where neither is.
 */
export function migrationExchanges(chainId: number): MigrationExchange[] {
  const chain = getChainInfo(chainId);
  const exchanges: MigrationExchange[] = [];
  if (chainHasCapability(chain, 'v2Migration')) exchanges.push('uniswapV2');
  if (chainHasCapability(chain, 'sushiMigration')) exchanges.push('sushiswap');
  return exchanges;
}
